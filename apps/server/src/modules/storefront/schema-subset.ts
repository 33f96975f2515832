import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return "object";
  if (isInterfaceType(type)) return "interface";
  if (isUnionType(type)) return "union";
  if (isEnumType(type)) return "enum";
  if (isInputObjectType(type)) return "input";
  return "scalar";
}

function compareArgs(where: string, ours: readonly GraphQLArgument[], theirs: readonly GraphQLArgument[], problems: string[]): void {
  for (const arg of ours) {
    const official = theirs.find((a) => a.name === arg.name);
    if (!official) problems.push(`${where}(${arg.name}:) does not exist in the official schema`);
    else if (String(arg.type) !== String(official.type)) problems.push(`${where}(${arg.name}:) is ${String(arg.type)}, officially ${String(official.type)}`);
    else if (arg.defaultValue !== undefined && JSON.stringify(arg.defaultValue) !== JSON.stringify(official.defaultValue)) {
      problems.push(`${where}(${arg.name}:) defaults to ${JSON.stringify(arg.defaultValue)}, officially ${JSON.stringify(official.defaultValue)}`);
    }
  }
}

function compareFields(name: string, ours: Record<string, GraphQLField<unknown, unknown>>, theirs: Record<string, GraphQLField<unknown, unknown>>, problems: string[]): void {
  for (const field of Object.values(ours)) {
    const official = theirs[field.name];
    if (!official) {
      problems.push(`${name}.${field.name} does not exist in the official schema`);
      continue;
    }
    if (String(field.type) !== String(official.type)) problems.push(`${name}.${field.name} is ${String(field.type)}, officially ${String(official.type)}`);
    compareArgs(`${name}.${field.name}`, field.args, official.args, problems);
  }
}

function compareInputFields(name: string, ours: Record<string, GraphQLInputField>, theirs: Record<string, GraphQLInputField>, problems: string[]): void {
  for (const field of Object.values(ours)) {
    const official = theirs[field.name];
    if (!official) problems.push(`${name}.${field.name} does not exist in the official schema`);
    else if (String(field.type) !== String(official.type)) problems.push(`${name}.${field.name} is ${String(field.type)}, officially ${String(official.type)}`);
    else if (field.defaultValue !== undefined && JSON.stringify(field.defaultValue) !== JSON.stringify(official.defaultValue)) {
      problems.push(`${name}.${field.name} defaults to ${JSON.stringify(field.defaultValue)}, officially ${JSON.stringify(official.defaultValue)}`);
    }
  }
  // A field a Shopify client must send has to be accepted here too.
  for (const official of Object.values(theirs)) {
    if (isNonNullType(official.type) && official.defaultValue === undefined && !ours[official.name]) {
      problems.push(`${name}.${official.name} is required officially but missing here`);
    }
  }
}

/**
 * Every way `ours` is not a strict subset of `official`: a type, field, argument, input field, enum
 * value, union member, implemented interface or directive argument that the official schema lacks, or
 * that it declares with another type reference, nullability or default. An empty list means every
 * document valid against `ours` is valid against the official schema with the same result types.
 */
export function schemaSubsetProblems(ours: GraphQLSchema, official: GraphQLSchema): string[] {
  const problems: string[] = [];
  const roots: Array<[string, string | undefined, string | undefined]> = [
    ["query", ours.getQueryType()?.name, official.getQueryType()?.name],
    ["mutation", ours.getMutationType()?.name, official.getMutationType()?.name],
    ["subscription", ours.getSubscriptionType()?.name, official.getSubscriptionType()?.name],
  ];
  for (const [root, mine, theirs] of roots) {
    if (mine !== undefined && mine !== theirs) problems.push(`the ${root} root is ${mine}, officially ${theirs ?? "absent"}`);
  }
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue;
    const officialType = official.getType(type.name);
    if (!officialType) {
      problems.push(`type ${type.name} does not exist in the official schema`);
      continue;
    }
    if (kindOf(type) !== kindOf(officialType)) {
      problems.push(`${type.name} is a ${kindOf(type)}, officially a ${kindOf(officialType)}`);
      continue;
    }
    if ((isObjectType(type) && isObjectType(officialType)) || (isInterfaceType(type) && isInterfaceType(officialType))) {
      compareFields(type.name, type.getFields(), officialType.getFields(), problems);
      const officialInterfaces = new Set(officialType.getInterfaces().map((i) => i.name));
      for (const iface of type.getInterfaces()) {
        if (!officialInterfaces.has(iface.name)) problems.push(`${type.name} implements ${iface.name}, officially it does not`);
      }
    } else if (isUnionType(type) && isUnionType(officialType)) {
      const members = new Set(officialType.getTypes().map((t) => t.name));
      for (const member of type.getTypes()) if (!members.has(member.name)) problems.push(`union ${type.name} includes ${member.name}, officially it does not`);
    } else if (isEnumType(type) && isEnumType(officialType)) {
      const values = new Set(officialType.getValues().map((v) => v.name));
      for (const value of type.getValues()) if (!values.has(value.name)) problems.push(`enum ${type.name} has ${value.name}, officially it does not`);
    } else if (isInputObjectType(type) && isInputObjectType(officialType)) {
      compareInputFields(type.name, type.getFields(), officialType.getFields(), problems);
    }
  }
  for (const directive of ours.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    const officialDirective = official.getDirective(directive.name);
    if (!officialDirective) {
      problems.push(`directive @${directive.name} does not exist in the official schema`);
      continue;
    }
    compareArgs(`@${directive.name}`, directive.args, officialDirective.args, problems);
    for (const location of directive.locations) {
      if (!officialDirective.locations.includes(location)) problems.push(`@${directive.name} is allowed on ${location}, officially it is not`);
    }
  }
  return problems;
}
