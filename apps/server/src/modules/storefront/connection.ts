import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";

/** Relay paging arguments as Shopify takes them. */
export interface PagingArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

export const MAX_PAGE_SIZE = 250;

/** An opaque cursor for a position in a list. */
export function cursorOf(position: number): string {
  return Buffer.from(`position:${position}`).toString("base64url");
}

function positionOf(cursor: string, argument: string): number {
  const match = /^position:(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw badInput(`The cursor given as ${argument} is not valid.`, argument);
  return Number(match[1]);
}

/** A client error shown as is (GraphQL errors from graphql-yoga's own graphql instance are not masked). */
export function badInput(message: string, argument: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT", argument } });
}

/**
 * The window [offset, offset + limit) that Shopify's paging arguments select from a list of `total`
 * items (total may be unknown: Infinity). Exactly one of first and last is required, at most 250.
 */
export function pageWindow(args: PagingArgs, total = Number.POSITIVE_INFINITY): { offset: number; limit: number } {
  const { first, last } = args;
  if ((first === null || first === undefined) === (last === null || last === undefined)) {
    throw badInput("Exactly one of first or last must be given.", first == null ? "first" : "last");
  }
  const size = (first ?? last)!;
  const argument = first != null ? "first" : "last";
  if (size < 0 || size > MAX_PAGE_SIZE) throw badInput(`${argument} must be between 0 and ${MAX_PAGE_SIZE}.`, argument);
  const start = args.after ? positionOf(args.after, "after") + 1 : 0;
  const end = args.before ? positionOf(args.before, "before") : total;
  if (first != null) return { offset: start, limit: Math.max(0, Math.min(size, end - start)) };
  if (!Number.isFinite(end)) throw badInput("Paging backwards with last needs a before cursor.", "before");
  const from = Math.max(start, end - size);
  return { offset: from, limit: Math.max(0, end - from) };
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** A connection over items at known positions of a list of `total` items. */
export function connectionOf<T>(items: ReadonlyArray<{ position: number; node: T }>, window: { offset: number; limit: number }, total: number): Connection<T> {
  const edges = items.map((item) => ({ cursor: cursorOf(item.position), node: item.node }));
  return {
    edges,
    nodes: items.map((item) => item.node),
    pageInfo: {
      hasNextPage: window.offset + window.limit < total,
      hasPreviousPage: window.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A connection over a list held in memory (cart lines, a product's images), with reverse. */
export function listConnection<T>(list: readonly T[], args: PagingArgs): Connection<T> {
  const ordered = args.reverse ? [...list].reverse() : list;
  const window = pageWindow(args, ordered.length);
  const items = ordered.slice(window.offset, window.offset + window.limit).map((node, n) => ({ position: window.offset + n, node }));
  return connectionOf(items, window, ordered.length);
}
