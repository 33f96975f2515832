import { z } from "zod";
import { CONTENT_KINDS, CONTENT_LIMITS } from "@maison/domain/content/content-entry";
import { CONTENT_ENTRY_STATES } from "@maison/domain/content/content-entry-lifecycle";
import { ProductCard } from "./catalog.ts";

/**
 * Content as data (decision 065): pages, Editorial articles and stylist edits written by staff in the
 * console (`/ops/content`), served on the storefront once published, articles also in `/feed/json`.
 */
export const ContentPageErrorCode = z.enum([
  /** A field of what staff wrote is out of bounds: 400 naming it. */
  "content_invalid",
  /** Another entry of the same kind has this slug: 409 on `slug`. */
  "content_slug_taken",
  /** One of the chosen pieces is not a listed piece: 400 on `piece_ids`. */
  "content_piece_unknown",
  /** No published entry at this address (or no entry with this id, for staff): 404. */
  "content_not_found",
]);
export type ContentPageErrorCode = z.infer<typeof ContentPageErrorCode>;

export const ContentKind = z.enum(CONTENT_KINDS);
export const ContentEntryState = z.enum(CONTENT_ENTRY_STATES);
export const ContentEntryId = z.string().regex(/^cte_[a-z0-9]{10,60}$/, "must be a content id");

/** A published entry as the storefront shows it, its pieces as product cards. */
export const ContentEntryView = z.object({
  kind: ContentKind,
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  published_at: z.string().nullable(),
  pieces: z.array(ProductCard),
});
export type ContentEntryView = z.infer<typeof ContentEntryView>;

export const ContentEntryQuery = z.object({ kind: ContentKind, slug: z.string().min(1).max(CONTENT_LIMITS.slug) });

/** A short entry for lists: the Editorial index, the stylist's edits, the console. */
export const ContentEntrySummary = z.object({
  id: z.string(),
  kind: ContentKind,
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string().nullable(),
  state: ContentEntryState,
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ContentEntrySummary = z.infer<typeof ContentEntrySummary>;

export const ContentListQuery = z.object({ kind: ContentKind });
export const ContentList = z.object({ entries: z.array(ContentEntrySummary) });
export type ContentList = z.infer<typeof ContentList>;

/** What staff write. */
export const ContentEntryInput = z.object({
  kind: ContentKind,
  slug: z.string().max(CONTENT_LIMITS.slug + 20),
  title: z.string().max(CONTENT_LIMITS.title + 20),
  summary: z.string().max(CONTENT_LIMITS.summary + 20).default(""),
  body: z.string().max(CONTENT_LIMITS.body + 100),
  image_url: z.string().max(CONTENT_LIMITS.imageUrl + 20).nullable().default(null),
  piece_ids: z.array(z.string().max(80)).max(100).default([]),
});
export type ContentEntryInput = z.infer<typeof ContentEntryInput>;

export const OpsContentParams = z.object({ id: ContentEntryId });
export const OpsContentListQuery = z.object({ kind: ContentKind.optional() });

/** The console's view of one entry: what staff wrote, its state and pieces. */
export const OpsContentEntry = ContentEntrySummary.extend({
  body: z.string(),
  piece_ids: z.array(z.string()),
  pieces: z.array(ProductCard),
  created_at: z.string(),
});
export type OpsContentEntry = z.infer<typeof OpsContentEntry>;

export const OpsContentList = z.object({ entries: z.array(ContentEntrySummary) });
export type OpsContentList = z.infer<typeof OpsContentList>;
