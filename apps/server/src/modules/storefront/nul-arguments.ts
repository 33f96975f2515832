import { BREAK, Kind, visit, type DocumentNode, type ValueNode } from "graphql";
import { NUL, nulFieldIn } from "../../http/nul-field.ts";

/**
 * The argument holding a NUL character (U+0000), once the document is parsed: the request guard
 * (http/request-guards.ts) reads the body as sent, where `"a\u0000b"` written inside the query text
 * is six plain characters; GraphQL's parser turns the escape into a real NUL, which PostgreSQL cannot
 * store. Every argument is read here, of fields and directives, written in the document or sent as
 * a variable (a variable's default too), at any depth of its input objects and lists. The answer is
 * the argument's path (`note`, `lines.0.attributes.1.value`), or `$name` for a variable's default,
 * or null when there is none; a variable's value is read as the request guard reads a body
 * (nul-field.ts). Pure.
 */
export function nulArgumentIn(document: DocumentNode, variables: Readonly<Record<string, unknown>> | null | undefined): string | null {
  const values = variables ?? {};
  for (const check of checksOf(document)) {
    const found = typeof check === "string" ? check : nulInValue(check.node, check.path, values);
    if (found) return found;
  }
  return null;
}

/**
 * What is read per request, in the document's order: an argument or default written with variables
 * inside (read again with each request's variables), or the path of a literal found holding a NUL
 * (the last check: nothing after it can come first). Literals without a NUL are dropped.
 */
type NulCheck = string | { node: ValueNode; path: string };

/** The checks of a document, worked out once per document (Yoga's parser cache hands the same object back for the same text). */
const compiled = new WeakMap<DocumentNode, readonly NulCheck[]>();

function checksOf(document: DocumentNode): readonly NulCheck[] {
  let checks = compiled.get(document);
  if (checks) return checks;
  const found: NulCheck[] = [];
  const add = (node: ValueNode, path: string): boolean => {
    if (hasVariable(node)) found.push({ node, path });
    else {
      const literal = nulInValue(node, path, {});
      if (literal) {
        found.push(literal);
        return true;
      }
    }
    return false;
  };
  visit(document, {
    Argument(node) {
      return add(node.value, node.name.value) ? BREAK : undefined;
    },
    VariableDefinition(node) {
      return node.defaultValue && add(node.defaultValue, `$${node.variable.name.value}`) ? BREAK : undefined;
    },
  });
  checks = found;
  compiled.set(document, checks);
  return checks;
}

function hasVariable(node: ValueNode): boolean {
  switch (node.kind) {
    case Kind.VARIABLE:
      return true;
    case Kind.LIST:
      return node.values.some(hasVariable);
    case Kind.OBJECT:
      return node.fields.some((field) => hasVariable(field.value));
    default:
      return false;
  }
}

function nulInValue(node: ValueNode, path: string, variables: Readonly<Record<string, unknown>>): string | null {
  switch (node.kind) {
    case Kind.STRING:
      return node.value.includes(NUL) ? path : null;
    case Kind.VARIABLE:
      return nulFieldIn(variables[node.name.value], path);
    case Kind.LIST:
      for (const [index, item] of node.values.entries()) {
        const found = nulInValue(item, `${path}.${index}`, variables);
        if (found) return found;
      }
      return null;
    case Kind.OBJECT:
      for (const field of node.fields) {
        const found = nulInValue(field.value, `${path}.${field.name.value}`, variables);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}
