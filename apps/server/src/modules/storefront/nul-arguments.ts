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
  let found: string | null = null;
  visit(document, {
    Argument(node) {
      found = nulInValue(node.value, node.name.value, values);
      return found ? BREAK : undefined;
    },
    VariableDefinition(node) {
      found = node.defaultValue ? nulInValue(node.defaultValue, `$${node.variable.name.value}`, values) : null;
      return found ? BREAK : undefined;
    },
  });
  return found;
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
