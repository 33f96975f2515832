import { EDITORIAL } from "./house.ts";

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1): the Editorial magazine's feed at /feed/json. */
export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

export interface FeedArticle {
  slug: string;
  title: string;
  summary: string;
  body: string;
  image_url: string | null;
  published_at: string;
  updated_at: string;
}

export interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: string;
  items: Array<{
    id: string;
    url: string;
    title: string;
    summary?: string;
    content_text: string;
    image?: string;
    date_published: string;
    date_modified: string;
  }>;
}

const absolute = (base: string, path: string) => (path.startsWith("https://") ? path : `${base}${path}`);

/** The feed of published articles, newest first, with absolute addresses on `baseUrl`. */
export function jsonFeedOf(articles: readonly FeedArticle[], baseUrl: string): JsonFeed {
  const base = baseUrl.replace(/\/+$/, "");
  const sorted = [...articles].sort((a, b) => (a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : 0));
  return {
    version: JSON_FEED_VERSION,
    title: "Maison Editorial",
    home_page_url: `${base}${EDITORIAL.path}`,
    feed_url: `${base}/feed/json`,
    description: EDITORIAL.description,
    language: "en-US",
    items: sorted.map((a) => {
      const url = `${base}/editorial/${a.slug}/`;
      return {
        id: url,
        url,
        title: a.title,
        ...(a.summary ? { summary: a.summary } : {}),
        content_text: a.body,
        ...(a.image_url ? { image: absolute(base, a.image_url) } : {}),
        date_published: a.published_at,
        date_modified: a.updated_at,
      };
    }),
  };
}
