import { MAX_CART_LINES } from "@maison/domain/cart/cart-lines";
import { MAX_PHOTOS_PER_LISTING } from "@maison/domain/catalog/listing-photo";
import { Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from "graphql";
import { PREDICTIVE_LIMIT } from "./search.resolvers.ts";

/**
 * The cost of one storefront GraphQL operation, before it runs (issue: one anonymous request of 30
 * aliased `products(first: 250)` froze the server). The model is Shopify's calculated query cost: a
 * scalar costs nothing, an object 1, a list of objects its length times the cost of one item — so
 * aliases, fragments and nesting all add up. A list's length is what the request asks for: a
 * connection's page size (`first` or `last`), the ids given to `nodes(ids:)`, the `limit` of
 * `predictiveSearch`. Beside it, `nodes` counts the list items alone (each a piece, line, image or
 * collection the server looks up), since scalars cost nothing in the cost but a product still has to
 * be read, and `aliases` the fields asked for under another name (each one more copy of the work).
 * Pure: the plugin in query-limits.ts refuses an operation above STOREFRONT_MAX_COST,
 * STOREFRONT_MAX_NODES, STOREFRONT_MAX_DEPTH or STOREFRONT_MAX_ALIASES.
 */
export const STOREFRONT_MAX_COST = 5_000;
export const STOREFRONT_MAX_DEPTH = 15;
/** Items of every list together (four pages of 250 products, or a cart of 100 lines many times over). */
export const STOREFRONT_MAX_NODES = 1_000;
/**
 * Fields asked for under an alias in one operation, fragments counted where they are spread. The
 * clients' own documents use a few (Hydrogen's search route 3, its product page 2; decision 086);
 * thirty aliased `products(first: 250)` froze the server.
 */
export const STOREFRONT_MAX_ALIASES = 20;

/** A connection asked for without a page size costs as its largest page. */
const LARGEST_PAGE = 250;

/**
 * Connections that can never hold a full page, by field name (each name is one connection in the
 * schema): a piece is its only variant (Product.variants), has at most MAX_PHOTOS_PER_LISTING photos
 * (Product.images), and a cart at most MAX_CART_LINES lines (Cart.lines) in at most one delivery
 * group (Cart.deliveryGroups, CartDeliveryGroup.cartLines), and the shop one blog (QueryRoot.blogs). Shopify's clients ask for
 * `variants(first: 250)` and `images(first: 250)` on every product; they cost what they can return.
 */
const BOUNDED_CONNECTIONS: Readonly<Record<string, number>> = {
  variants: 1,
  images: MAX_PHOTOS_PER_LISTING,
  lines: MAX_CART_LINES,
  // API 2025-01 (decision 081): a cart's pieces ship together, so it has at most one delivery group,
  // and a group's lines are some of the cart's.
  deliveryGroups: 1,
  cartLines: MAX_CART_LINES,
  // The shop has one blog, the Editorial magazine (decision 071).
  blogs: 1,
};

/** Fields answering one object per item of a list argument, by field name: `nodes(ids:)`. */
const LIST_BY_ARGUMENT: Readonly<Record<string, string>> = { nodes: "ids" };

/**
 * Fields whose object holds lists as long as one of their arguments, by field name: each list of
 * `predictiveSearch` (products, collections, queries…) holds at most `limit` items.
 */
const LISTS_BY_LIMIT: Readonly<Record<string, { argument: string; largest: number; otherwise: number }>> = {
  predictiveSearch: { argument: "limit", largest: PREDICTIVE_LIMIT.max, otherwise: PREDICTIVE_LIMIT.default },
};

export interface QueryCost {
  cost: number;
  nodes: number;
  depth: number;
  aliases: number;
}

const NOTHING: QueryCost = { cost: 0, nodes: 0, depth: 0, aliases: 0 };

interface Walk {
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Readonly<Record<string, unknown>>;
  /** A fragment's measure at depth 0, by name and list length: measured once however often it is spread. */
  measured: Map<string, QueryCost>;
}

export function queryCost(document: DocumentNode, operationName: string | null | undefined, variables: Readonly<Record<string, unknown>> | null | undefined): QueryCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return NOTHING;
  return selectionCost(operation.selectionSet, { fragments, variables: variables ?? {}, measured: new Map() }, 0, null, new Set());
}

/**
 * The measure of a selection set at `depth`. `listLength` is set when each of its fields with a
 * selection is a list of that many items (the lists of `predictiveSearch`).
 */
function selectionCost(set: SelectionSetNode, walk: Walk, depth: number, listLength: number | null, spreading: ReadonlySet<string>): QueryCost {
  let cost = 0;
  let nodes = 0;
  let aliases = 0;
  let deepest = depth;
  for (const selection of set.selections) {
    let inner: QueryCost;
    if (selection.kind === Kind.FIELD) inner = fieldCost(selection, walk, depth, listLength, spreading);
    else if (selection.kind === Kind.INLINE_FRAGMENT) inner = selectionCost(selection.selectionSet, walk, depth, listLength, spreading);
    else {
      const name = selection.name.value;
      // A fragment that spreads itself is refused by validation; it costs nothing more here.
      if (!walk.fragments.has(name) || spreading.has(name)) continue;
      const measure = fragmentCost(name, walk, listLength, spreading);
      inner = { ...measure, depth: depth + measure.depth };
    }
    cost += inner.cost;
    nodes += inner.nodes;
    aliases += inner.aliases;
    deepest = Math.max(deepest, inner.depth);
  }
  return { cost, nodes, depth: deepest, aliases };
}

/**
 * A fragment's measure from depth 0, computed once per name (and list length): a chain of fragments
 * each spreading the next twice is measured in linear time, though it counts (and is refused for)
 * its exponential size.
 */
function fragmentCost(name: string, walk: Walk, listLength: number | null, spreading: ReadonlySet<string>): QueryCost {
  const key = `${name}/${listLength ?? ""}`;
  let measure = walk.measured.get(key);
  if (!measure) {
    measure = selectionCost(walk.fragments.get(name)!.selectionSet, walk, 0, listLength, new Set([...spreading, name]));
    walk.measured.set(key, measure);
  }
  return measure;
}

function fieldCost(field: FieldNode, walk: Walk, depth: number, listLength: number | null, spreading: ReadonlySet<string>): QueryCost {
  const aliased = field.alias && field.alias.value !== field.name.value ? 1 : 0;
  if (!field.selectionSet) return { cost: 0, nodes: 0, depth: depth + 1, aliases: aliased };
  const inner = selectionCost(field.selectionSet, walk, depth + 1, innerListLength(field, walk.variables), spreading);
  const length = listLength ?? itemCount(field, walk.variables);
  // An alias is counted where it is written, not once per item of the list around it.
  const aliases = aliased + inner.aliases;
  if (length === null) return { cost: 1 + inner.cost, nodes: inner.nodes, depth: inner.depth, aliases };
  return { cost: length * (1 + inner.cost), nodes: length * (1 + inner.nodes), depth: inner.depth, aliases };
}

/** How many objects a list field answers: a connection's page size, the ids given to `nodes`; null for one object. */
function itemCount(field: FieldNode, variables: Readonly<Record<string, unknown>>): number | null {
  // A connection's own `nodes` has no arguments: the name alone does not tell QueryRoot.nodes.
  const listArgument = LIST_BY_ARGUMENT[field.name.value];
  const list = listArgument ? argumentValue(field, listArgument) : undefined;
  return list ? listArgumentLength(list, variables) : pageSize(field, variables);
}

/** The page size a connection field asks for (`first` or `last`), or null for a plain object. */
function pageSize(field: FieldNode, variables: Readonly<Record<string, unknown>>): number | null {
  const arg = field.arguments?.find((a) => a.name.value === "first" || a.name.value === "last");
  if (!arg) return null;
  const largest = Math.min(LARGEST_PAGE, BOUNDED_CONNECTIONS[field.name.value] ?? LARGEST_PAGE);
  return sizeWithin(valueOf(arg.value, variables), 0, largest, largest);
}

/** The length of the lists inside a field's object (`predictiveSearch(limit:)`), or null when they are not bounded by an argument. */
function innerListLength(field: FieldNode, variables: Readonly<Record<string, unknown>>): number | null {
  const lists = LISTS_BY_LIMIT[field.name.value];
  if (!lists) return null;
  const node = argumentValue(field, lists.argument);
  return node ? sizeWithin(valueOf(node, variables), 1, lists.largest, lists.largest) : lists.otherwise;
}

/** A number asked for, within [least, largest]; a missing or unreadable one counts as `otherwise`. */
function sizeWithin(value: unknown, least: number, largest: number, otherwise: number): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.max(least, Math.min(Math.floor(value), largest)) : otherwise;
}

/**
 * How many items a list argument holds, written in the document or sent as a variable; a single
 * value stands for a list of one, as GraphQL reads it.
 */
function listArgumentLength(node: ValueNode, variables: Readonly<Record<string, unknown>>): number {
  if (node.kind === Kind.NULL) return 0;
  if (node.kind === Kind.LIST) return node.values.length;
  if (node.kind !== Kind.VARIABLE) return 1;
  const value = variables[node.name.value];
  if (value === null || value === undefined) return 0;
  return Array.isArray(value) ? value.length : 1;
}

function argumentValue(field: FieldNode, name: string): ValueNode | undefined {
  return field.arguments?.find((a) => a.name.value === name)?.value;
}

function valueOf(node: ValueNode, variables: Readonly<Record<string, unknown>>): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  return null;
}
