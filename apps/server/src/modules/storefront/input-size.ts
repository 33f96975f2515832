import { visit, type DocumentNode } from "graphql";

/** The most items one list argument may hold (Shopify's bound, e.g. `nodes(ids:)` and cart lines). */
export const STOREFRONT_MAX_INPUT_ARRAY = 250;

/** The length of the longest list in the document's literals and in the variables, at any depth. */
export function longestInputList(document: DocumentNode | null, variables: unknown): number {
  const longest = longestIn(variables, 0);
  return document ? Math.max(longest, longestLiteralList(document)) : longest;
}

/** The longest list written in a document, measured once per document (Yoga's parser cache hands the same object back). */
const literalLongest = new WeakMap<DocumentNode, number>();

function longestLiteralList(document: DocumentNode): number {
  let longest = literalLongest.get(document);
  if (longest !== undefined) return longest;
  let measured = 0;
  visit(document, {
    ListValue(node) {
      measured = Math.max(measured, node.values.length);
    },
  });
  literalLongest.set(document, measured);
  return measured;
}

function longestIn(value: unknown, depth: number): number {
  if (value === null || typeof value !== "object" || depth > 32) return 0;
  const inner = Array.isArray(value) ? value : Object.values(value);
  let longest = Array.isArray(value) ? value.length : 0;
  for (const item of inner) longest = Math.max(longest, longestIn(item, depth + 1));
  return longest;
}
