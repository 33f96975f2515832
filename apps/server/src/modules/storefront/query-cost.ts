import { MAX_CART_LINES } from "@maison/domain/cart/cart-lines";
import { MAX_PHOTOS_PER_LISTING } from "@maison/domain/catalog/listing-photo";
import { Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from "graphql";

/**
 * The cost of one storefront GraphQL operation, before it runs (issue: one anonymous request of 30
 * aliased `products(first: 250)` froze the server). The model is Shopify's calculated query cost: a
 * scalar costs nothing, an object 1, a connection (a field taking `first` or `last`) the page size
 * times the cost of one item — so aliases, fragments and nesting all add up. Beside it, `nodes` counts
 * the connection items alone (each a piece, line or image the server looks up), since scalars cost
 * nothing in the cost but a product still has to be read. Pure: the plugin in query-limits.ts refuses
 * an operation above STOREFRONT_MAX_COST, STOREFRONT_MAX_NODES or STOREFRONT_MAX_DEPTH.
 */
export const STOREFRONT_MAX_COST = 5_000;
export const STOREFRONT_MAX_DEPTH = 15;
/** Items of every connection together (four pages of 250 products, or a cart of 100 lines many times over). */
export const STOREFRONT_MAX_NODES = 1_000;

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

export interface QueryCost {
  cost: number;
  nodes: number;
  depth: number;
}

export function queryCost(document: DocumentNode, operationName: string | null | undefined, variables: Readonly<Record<string, unknown>> | null | undefined): QueryCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return { cost: 0, nodes: 0, depth: 0 };
  return selectionCost(operation.selectionSet, fragments, variables ?? {}, 0, new Set());
}

function selectionCost(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Readonly<Record<string, unknown>>,
  depth: number,
  spreading: ReadonlySet<string>,
): QueryCost {
  let cost = 0;
  let nodes = 0;
  let deepest = depth;
  for (const selection of set.selections) {
    let inner: QueryCost;
    if (selection.kind === Kind.FIELD) inner = fieldCost(selection, fragments, variables, depth, spreading);
    else if (selection.kind === Kind.INLINE_FRAGMENT) inner = selectionCost(selection.selectionSet, fragments, variables, depth, spreading);
    else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment that spreads itself is refused by validation; it costs nothing more here.
      if (!fragment || spreading.has(name)) continue;
      inner = selectionCost(fragment.selectionSet, fragments, variables, depth, new Set([...spreading, name]));
    }
    cost += inner.cost;
    nodes += inner.nodes;
    deepest = Math.max(deepest, inner.depth);
  }
  return { cost, nodes, depth: deepest };
}

function fieldCost(field: FieldNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, variables: Readonly<Record<string, unknown>>, depth: number, spreading: ReadonlySet<string>): QueryCost {
  if (!field.selectionSet) return { cost: 0, nodes: 0, depth: depth + 1 };
  const inner = selectionCost(field.selectionSet, fragments, variables, depth + 1, spreading);
  const page = pageSize(field, variables);
  if (page === null) return { cost: 1 + inner.cost, nodes: inner.nodes, depth: inner.depth };
  return { cost: page * (1 + inner.cost), nodes: page * (1 + inner.nodes), depth: inner.depth };
}

/** The page size a connection field asks for (`first` or `last`), or null for a plain object. */
function pageSize(field: FieldNode, variables: Readonly<Record<string, unknown>>): number | null {
  const arg = field.arguments?.find((a) => a.name.value === "first" || a.name.value === "last");
  if (!arg) return null;
  const value = valueOf(arg.value, variables);
  const largest = Math.min(LARGEST_PAGE, BOUNDED_CONNECTIONS[field.name.value] ?? LARGEST_PAGE);
  return typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.min(Math.floor(value), largest)) : largest;
}

function valueOf(node: ValueNode, variables: Readonly<Record<string, unknown>>): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  return null;
}
