import fc from "fast-check";
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import { awkwardText } from "./request-cases.ts";

/** One root field of the storefront schema, to be asked for with generated variables. */
export interface GraphqlTarget {
  /** `query products`, `mutation cartCreate`. */
  id: string;
  operation: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
}

/** Every root query and mutation field of the schema. */
export function graphqlTargets(schema: GraphQLSchema): GraphqlTarget[] {
  const targets: GraphqlTarget[] = [];
  for (const [operation, type] of [["query", schema.getQueryType()], ["mutation", schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) targets.push({ id: `${operation} ${field.name}`, operation, field });
  }
  return targets;
}

/** The selection of a type's scalar fields, and of its objects' scalars down to `depth`, without arguments that are required. */
export function selectionOf(type: GraphQLOutputType, depth = 2): string {
  const named = getNamedType(type) as GraphQLNamedType;
  if (isScalarType(named) || isEnumType(named)) return "";
  if (isUnionType(named) || isInterfaceType(named)) return "{ __typename }";
  if (!isObjectType(named)) return "";
  const parts: string[] = ["__typename"];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type))) continue;
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) parts.push(field.name);
    else if (depth > 0) {
      const nested = selectionOf(field.type, depth - 1);
      if (nested) parts.push(`${field.name} ${nested}`);
    }
  }
  return `{ ${parts.join(" ")} }`;
}

/** How a generated variable is broken, if it is. */
export const GRAPHQL_MUTATIONS = ["valid", "wrong_type", "oversized", "control_characters", "missing_required", "unknown_fields", "huge_list"] as const;
export type GraphqlMutation = (typeof GRAPHQL_MUTATIONS)[number];

export interface GraphqlCase {
  mutation: GraphqlMutation;
  pick: number;
  text: string;
  int: number;
  size: number;
}

export const graphqlCases: fc.Arbitrary<GraphqlCase> = fc.record({
  mutation: fc.constantFrom(...GRAPHQL_MUTATIONS),
  pick: fc.nat(),
  text: awkwardText,
  int: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.constantFrom(0, 2 ** 31 - 1, -(2 ** 31), 1_000_000)),
  size: fc.integer({ min: 10_000, max: 300_000 }),
});

/** A value for an input type: plausible, unless `c` says to break it. */
function valueFor(type: GraphQLInputType, c: GraphqlCase, depth = 0): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) {
    const item = valueFor(inner.ofType, c, depth + 1);
    return c.mutation === "huge_list" && depth === 0 ? Array.from({ length: 1_000 }, () => item) : [item];
  }
  if (isEnumType(inner)) {
    const values = inner.getValues();
    return values[c.pick % values.length]!.name;
  }
  if (isInputObjectType(inner)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const wanted = isNonNullType(field.type) || (c.pick + field.name.length) % 2 === 0;
      if (wanted && depth < 4) object[field.name] = valueFor(field.type, c, depth + 1);
    }
    if (c.mutation === "unknown_fields") object[`fuzz_${c.pick}`] = c.text;
    return object;
  }
  switch ((inner as GraphQLNamedType).name) {
    case "Int":
      return c.int;
    case "Float":
      return c.int / 3;
    case "Boolean":
      return c.pick % 2 === 0;
    case "ID":
      return c.mutation === "control_characters" ? c.text : `gid://shopify/Product/${c.int}`;
    default:
      if (c.mutation === "oversized") return "é".repeat(c.size);
      if (c.mutation === "control_characters") return c.text;
      return `fuzz-${c.pick}`;
  }
}

/** The document and variables of one generated request to `target`. */
export function graphqlRequest(target: GraphqlTarget, c: GraphqlCase): { query: string; variables: Record<string, unknown> } {
  const args = target.field.args;
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = selectionOf(target.field.type);
  const query = `${target.operation} Fuzz${declared ? `(${declared})` : ""} { ${target.field.name}${passed ? `(${passed})` : ""} ${selection} }`;
  const variables: Record<string, unknown> = {};
  args.forEach((arg, i) => {
    let value = valueFor(arg.type, c);
    if (c.mutation === "wrong_type" && i === c.pick % args.length) value = typeof value === "string" ? { nested: [c.int] } : c.text;
    if (c.mutation === "missing_required" && i === c.pick % args.length) return;
    variables[arg.name] = value;
  });
  return { query, variables };
}
