import { contentBodyHtml, contentBodyText } from "@maison/domain/content/content-entry";
import { EDITORIAL } from "@maison/domain/content/house";
import { foldText } from "@maison/domain/search/query-text";
import type { PublishedEntry } from "../content-pages/content-pages.service.ts";
import { badInput, listConnection, type PagingArgs } from "./connection.ts";
import { idOfGid, toGid } from "./shopify-gid.ts";
import { publishedStatusMatches, queryTerms } from "./simple-query.ts";
import type { StorefrontContext } from "./storefront-context.ts";

/**
 * Pages, the blog and its articles (decision 071): a `Page` is a published content page, the one
 * `Blog` is the Editorial magazine (handle "editorial", at /editorial/ on the site) and an `Article`
 * one of its published articles (decision 065). Bodies are staff's plain text, given as escaped HTML.
 * Lists are read once per request (StorefrontContext.contentEntries) and bodies in one read per list.
 */
export type PageModel = { typename: "Page"; entry: PublishedEntry };
export type ArticleModel = { typename: "Article"; entry: PublishedEntry };
export type BlogModel = { typename: "Blog" };

export const EDITORIAL_BLOG: BlogModel = { typename: "Blog" };

const pageModel = (entry: PublishedEntry): PageModel => ({ typename: "Page", entry });
const articleModel = (entry: PublishedEntry): ArticleModel => ({ typename: "Article", entry });

const absolute = (base: string, path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path}`);

/** Shopify's truncateAt: the text cut to that many characters, ending in "...". */
export function truncated(text: string, at: number | null | undefined): string {
  return at != null && text.length > at ? `${text.slice(0, Math.max(0, at - 3)).trimEnd()}...` : text;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

async function bodyOf(c: StorefrontContext, entry: PublishedEntry): Promise<string> {
  // Unpublished between the list's read and this one: an empty body rather than a failed request.
  return (await c.contentBody(entry.id)) ?? "";
}

/** Orders of the lists by Shopify's sort keys: ID is creation order (content ids sort so), the others ascending with the id breaking ties. */
function sortedBy(entries: readonly PublishedEntry[], sortKey: string | null | undefined): PublishedEntry[] {
  const byId = (a: PublishedEntry, b: PublishedEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const by = (key: (e: PublishedEntry) => string) => (a: PublishedEntry, b: PublishedEntry) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : byId(a, b);
  };
  switch (sortKey ?? "ID") {
    case "TITLE":
      return [...entries].sort(by((e) => foldText(e.title)));
    case "UPDATED_AT":
      return [...entries].sort(by((e) => e.updated_at));
    case "PUBLISHED_AT":
      return [...entries].sort(by((e) => e.published_at));
    default:
      return [...entries].sort(byId);
  }
}

/**
 * Shopify's pages query as a predicate: `title:` and bare words match the title, `handle:` the handle
 * exactly, `published_status:` every page; other fields nothing. The query is read and folded once per
 * request, not once per page (a long query folded for every entry holds the event loop).
 */
function pageQuery(query: string | null | undefined): (entry: PublishedEntry) => boolean {
  const terms = queryTerms(query);
  if (terms.some(({ field }) => field !== null && field !== "title" && field !== "handle" && field !== "published_status")) return () => false;
  if (terms.some(({ field, value }) => field === "published_status" && !publishedStatusMatches(value))) return () => false;
  const handles = terms.filter(({ field }) => field === "handle").map(({ value }) => value.toLowerCase());
  const needles = terms.filter(({ field }) => field === null || field === "title").map(({ value }) => foldText(value.replace(/\*$/, "")));
  return (entry) => handles.every((handle) => entry.slug === handle) && needles.every((needle) => foldText(entry.title).includes(needle));
}

/** Whether every word of a search term is in an entry's title or summary (search and predictive search); the term folded once. */
function termMatcher(term: string): (entry: PublishedEntry) => boolean {
  const words = foldText(term).split(/\s+/).filter(Boolean);
  return (entry) => {
    if (words.length === 0) return false;
    const text = foldText(`${entry.title} ${entry.summary}`);
    return words.every((word) => text.includes(word));
  };
}

/** Published pages whose title or summary hold every word of a search term, in creation order. */
export async function pagesMatching(c: StorefrontContext, term: string): Promise<PageModel[]> {
  return sortedBy((await c.contentEntries("page")).filter(termMatcher(term)), "ID").map(pageModel);
}

/** The magazine's articles whose title or summary hold every word of a search term, newest first. */
export async function articlesMatching(c: StorefrontContext, term: string): Promise<ArticleModel[]> {
  return (await c.contentEntries("article")).filter(termMatcher(term)).map(articleModel);
}

function exactlyOne(args: { handle?: string | null; id?: string | null }): void {
  if ((args.handle == null) === (args.id == null)) throw badInput("Give exactly one of handle or id.", args.handle == null ? "handle" : "id");
}

export async function pageById(c: StorefrontContext, id: string): Promise<PageModel | null> {
  const entry = (await c.contentEntries("page")).find((e) => e.id === id);
  return entry ? pageModel(entry) : null;
}

export async function articleById(c: StorefrontContext, id: string): Promise<ArticleModel | null> {
  const entry = (await c.contentEntries("article")).find((e) => e.id === id);
  return entry ? articleModel(entry) : null;
}

/** The page of a slug, published (the shop's policies are such pages too: shop.resolvers.ts). */
export async function pageBySlug(c: StorefrontContext, slug: string): Promise<PublishedEntry | null> {
  return (await c.contentEntries("page")).find((e) => e.slug === slug) ?? null;
}

const articles = async (c: StorefrontContext, args: PagingArgs & { sortKey?: string | null }) =>
  listConnection(sortedBy(await c.contentEntries("article"), args.sortKey).map(articleModel), args);

export const contentQueryResolvers = {
  async page(_: unknown, args: { handle?: string | null; id?: string | null }, c: StorefrontContext): Promise<PageModel | null> {
    exactlyOne(args);
    if (args.id != null) {
      const id = idOfGid(args.id, "Page");
      return id ? pageById(c, id) : null;
    }
    const entry = await pageBySlug(c, args.handle!);
    return entry ? pageModel(entry) : null;
  },

  async pages(_: unknown, args: PagingArgs & { query?: string | null; sortKey?: string | null }, c: StorefrontContext) {
    const list = (await c.contentEntries("page")).filter(pageQuery(args.query));
    return listConnection(sortedBy(list, args.sortKey).map(pageModel), args);
  },

  blog(_: unknown, args: { handle?: string | null; id?: string | null }): BlogModel | null {
    exactlyOne(args);
    const handle = args.handle ?? idOfGid(args.id!, "Blog");
    return handle === EDITORIAL.handle ? EDITORIAL_BLOG : null;
  },

  blogs(_: unknown, args: PagingArgs) {
    // One blog: every sort key lists it alone.
    return listConnection([EDITORIAL_BLOG], args);
  },

  async article(_: unknown, args: { id: string }, c: StorefrontContext): Promise<ArticleModel | null> {
    const id = idOfGid(args.id, "Article");
    return id ? articleById(c, id) : null;
  },

  articles: (_: unknown, args: PagingArgs & { sortKey?: string | null }, c: StorefrontContext) => articles(c, args),
};

const seoOf = (entry: PublishedEntry) => ({ title: entry.title, description: entry.summary || null });

export const contentTypeResolvers = {
  Page: {
    id: (m: PageModel) => toGid("Page", m.entry.id),
    handle: (m: PageModel) => m.entry.slug,
    title: (m: PageModel) => m.entry.title,
    body: async (m: PageModel, _: unknown, c: StorefrontContext) => contentBodyHtml(await bodyOf(c, m.entry)),
    bodySummary: async (m: PageModel, _: unknown, c: StorefrontContext) => m.entry.summary || truncated(contentBodyText(await bodyOf(c, m.entry)).replace(/\n/g, " "), 150),
    createdAt: (m: PageModel) => m.entry.created_at,
    updatedAt: (m: PageModel) => m.entry.updated_at,
    onlineStoreUrl: (m: PageModel, _: unknown, c: StorefrontContext) => absolute(c.publicBaseUrl, m.entry.path),
    seo: (m: PageModel) => seoOf(m.entry),
    trackingParameters: () => null,
  },
  Blog: {
    id: () => toGid("Blog", EDITORIAL.handle),
    handle: () => EDITORIAL.handle,
    title: () => EDITORIAL.title,
    onlineStoreUrl: (_: BlogModel, __: unknown, c: StorefrontContext) => absolute(c.publicBaseUrl, EDITORIAL.path),
    seo: () => ({ title: EDITORIAL.title, description: EDITORIAL.description }),
    async articleByHandle(_: BlogModel, args: { handle: string }, c: StorefrontContext): Promise<ArticleModel | null> {
      const entry = (await c.contentEntries("article")).find((e) => e.slug === args.handle);
      return entry ? articleModel(entry) : null;
    },
    articles: (_: BlogModel, args: PagingArgs & { sortKey?: string | null }, c: StorefrontContext) => articles(c, args),
  },
  Article: {
    id: (m: ArticleModel) => toGid("Article", m.entry.id),
    handle: (m: ArticleModel) => m.entry.slug,
    title: (m: ArticleModel) => m.entry.title,
    // The magazine signs no articles.
    authorV2: () => null,
    blog: () => EDITORIAL_BLOG,
    content: async (m: ArticleModel, args: { truncateAt?: number | null }, c: StorefrontContext) => truncated(contentBodyText(await bodyOf(c, m.entry)), args.truncateAt),
    contentHtml: async (m: ArticleModel, _: unknown, c: StorefrontContext) => contentBodyHtml(await bodyOf(c, m.entry)),
    excerpt: (m: ArticleModel, args: { truncateAt?: number | null }) => (m.entry.summary ? truncated(m.entry.summary, args.truncateAt) : null),
    excerptHtml: (m: ArticleModel) => (m.entry.summary ? `<p>${escapeHtml(m.entry.summary)}</p>` : null),
    image: (m: ArticleModel, _: unknown, c: StorefrontContext) =>
      m.entry.image_url ? { id: null, url: absolute(c.publicBaseUrl, m.entry.image_url), altText: null, width: null, height: null } : null,
    onlineStoreUrl: (m: ArticleModel, _: unknown, c: StorefrontContext) => absolute(c.publicBaseUrl, m.entry.path),
    publishedAt: (m: ArticleModel) => m.entry.published_at,
    seo: (m: ArticleModel) => seoOf(m.entry),
    tags: () => [],
    trackingParameters: () => null,
  },
};
