import { z } from "zod";
import { CATEGORIES } from "@maison/domain/catalog/category";
import { CONDITION_GRADES } from "@maison/domain/catalog/condition";
import { GENDERS } from "@maison/domain/catalog/listing";
import { MAX_PHOTOS_PER_LISTING } from "@maison/domain/catalog/listing-photo";
import { PIECE_SOURCES, PIECE_STATES } from "@maison/domain/inventory/piece-lifecycle";
import { TimelineEntry } from "./lifecycle.ts";

/** Pieces per page of the console's list. */
export const OPS_PIECES_PAGE_SIZE = 50;
/** The largest price the console takes: one million dollars, in cents. */
export const MAX_LISTING_PRICE_CENTS = 100_000_000;

/** An empty form field ("All states", a cleared search box) means "not given". */
const blankAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
/** An empty optional text field is stored as null. */
const blankAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** GET /api/ops/pieces/: search by title, designer, sku or id, in any state, newest change first. */
export const OpsPieceListQuery = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(200, "Search with 200 characters or fewer.").optional()),
  state: z.preprocess(blankAsUndefined, z.enum(PIECE_STATES).optional()),
  page: z.coerce.number().int().min(1, "page must be 1 or more").max(10_000).default(1),
});
export type OpsPieceListQuery = z.infer<typeof OpsPieceListQuery>;

export const OpsPieceSummary = z.object({
  id: z.string(),
  sku: z.string(),
  title: z.string(),
  vendor: z.string(),
  state: z.enum(PIECE_STATES),
  price_cents: z.number().int(),
  /** The cover photo's storage key (the resize path renders it), null without photos. */
  cover_key: z.string().nullable(),
  cover_alt: z.string().nullable(),
  updated_at: z.string(),
});
export type OpsPieceSummary = z.infer<typeof OpsPieceSummary>;

export const OpsPieceList = z.object({
  pieces: z.array(OpsPieceSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
});
export type OpsPieceList = z.infer<typeof OpsPieceList>;

export const OpsPiecePhoto = z.object({
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type OpsPiecePhoto = z.infer<typeof OpsPiecePhoto>;

export const OpsPerson = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });
export type OpsPerson = z.infer<typeof OpsPerson>;

/** Where the piece came from, who owns it, what it cost and when it reached each step. */
export const OpsPieceProvenance = z.object({
  source: z.enum(PIECE_SOURCES),
  owner_party: z.string(),
  owner: OpsPerson.nullable(),
  source_ref: z.string().nullable(),
  cost_basis_cents: z.number().int().nullable(),
  intake_at: z.string(),
  received_at: z.string().nullable(),
  authenticated_at: z.string().nullable(),
  listed_at: z.string().nullable(),
});
export type OpsPieceProvenance = z.infer<typeof OpsPieceProvenance>;

/** A timeline row with the person behind it (staff and customers; null for the system). */
export const OpsTimelineEntry = TimelineEntry.extend({ actor_email: z.string().nullable() });
export type OpsTimelineEntry = z.infer<typeof OpsTimelineEntry>;

/** What the viewer may do to the piece now, in the order the page offers it. */
export const OPS_PIECE_ACTIONS = ["edit", "prepare_listing", "publish_now", "publish_vip_preview", "withdraw"] as const;
export type OpsPieceAction = (typeof OPS_PIECE_ACTIONS)[number];

export const OpsPieceListing = z.object({
  id: z.string(),
  handle: z.string(),
  sku: z.string(),
  variant_id: z.string(),
  title: z.string(),
  description: z.string(),
  vendor: z.string(),
  model: z.string().nullable(),
  category: z.enum(CATEGORIES),
  item_type: z.string(),
  condition: z.enum(CONDITION_GRADES),
  condition_notes: z.string().nullable(),
  colors: z.array(z.string()),
  exterior_material: z.string().nullable(),
  interior_material: z.string().nullable(),
  size: z.string().nullable(),
  gender: z.enum(GENDERS),
  price_cents: z.number().int(),
  original_price_cents: z.number().int().nullable(),
  estimated_retail_cents: z.number().int().nullable(),
  /** The merchandising tags staff chose (the derived ones are in all_tags). */
  tags: z.array(z.string()),
  all_tags: z.array(z.string()),
  state: z.enum(PIECE_STATES),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  /** The VIP preview batch the piece is in or waits for: members from opens_at, everyone from ends_at. */
  vip_preview: z.object({ opens_at: z.string(), ends_at: z.string() }).nullable(),
  /** The storefront page, while the public can see the piece. */
  product_url: z.string().nullable(),
  photos: z.array(OpsPiecePhoto),
});
export type OpsPieceListing = z.infer<typeof OpsPieceListing>;

/**
 * How many of a piece's latest timeline entries its page and every write's answer carry: a piece edited
 * hundreds of times answers as fast as a new one; the whole timeline is one request away.
 */
export const PIECE_TIMELINE_LATEST = 50;

/** GET /api/ops/pieces/{id}/: the listing, its provenance, its timeline and the viewer's actions. */
export const OpsPieceDetail = z.object({
  piece: OpsPieceListing,
  provenance: OpsPieceProvenance.nullable(),
  /** Oldest first: the latest PIECE_TIMELINE_LATEST entries, or every entry when `?timeline=all` asked for them. */
  timeline: z.array(OpsTimelineEntry),
  /** How many entries the piece's timeline holds in all (more than `timeline` when only the latest are shown). */
  timeline_total: z.number().int().nonnegative(),
  actions: z.array(z.enum(OPS_PIECE_ACTIONS)),
});
export type OpsPieceDetail = z.infer<typeof OpsPieceDetail>;

/** GET /api/ops/pieces/{id}/?timeline=all: the whole timeline rather than its latest entries. */
export const OpsPieceQuery = z.object({ timeline: z.enum(["all"], { message: "timeline is either left out or all." }).optional() });
export type OpsPieceQuery = z.infer<typeof OpsPieceQuery>;

export const OpsPieceParams = z.object({ id: z.string().regex(/^\d{1,20}$/, "A piece id is a number.") });

const optionalText = (max: number) => z.preprocess(blankAsNull, z.string().trim().max(max, `Use ${max} characters or fewer.`).nullable().default(null));
const optionalCents = z.preprocess(blankAsNull, z.number().int("Use whole cents.").min(1, "Enter an amount above zero.").max(MAX_LISTING_PRICE_CENTS, "Enter one million dollars or less.").nullable().default(null));
/** An uploaded photo's storage key, or one the listing already has. */
export const PhotoKey = z.string().regex(/^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*$/, "This is not a photo key.").max(300);

/** POST /api/ops/pieces/ and PUT /api/ops/pieces/{id}/: the listing staff write. */
export const PieceInput = z.object({
  designer: z.string().trim().min(1, "Enter the designer.").max(80, "Use 80 characters or fewer."),
  model: optionalText(120),
  /** Leave empty to use the catalogue's title for the model and material. */
  title: optionalText(160),
  category: z.enum(CATEGORIES, "Choose a category."),
  item_type: z.string().trim().min(1, "Enter the item type.").max(60, "Use 60 characters or fewer."),
  condition: z.enum(CONDITION_GRADES, "Choose a condition."),
  condition_notes: optionalText(500),
  exterior_material: optionalText(80),
  interior_material: optionalText(80),
  colors: z.array(z.string().trim().min(1, "Enter a colour.").max(40)).min(1, "Enter at least one colour.").max(3, "Enter three colours at most."),
  size: optionalText(40),
  gender: z.enum(GENDERS).default("women"),
  price_cents: z.number("Enter the price.").int("Use whole cents.").min(100, "The price must be at least $1.").max(MAX_LISTING_PRICE_CENTS, "Enter one million dollars or less."),
  original_price_cents: optionalCents,
  estimated_retail_cents: optionalCents,
  tags: z.array(z.string()).max(20, "Choose twenty tags at most.").default([]),
  description: z.string().trim().min(1, "Write a description.").max(5000, "Use 5,000 characters or fewer."),
  photos: z.array(PhotoKey).max(MAX_PHOTOS_PER_LISTING, `Add ${MAX_PHOTOS_PER_LISTING} photos at most.`).default([]),
  /** What Maison paid for the piece (creation only; house stock). */
  cost_basis_cents: z.preprocess(blankAsNull, z.number().int("Use whole cents.").min(0, "Enter zero or more.").max(MAX_LISTING_PRICE_CENTS).nullable().default(null)),
});
export type PieceInput = z.infer<typeof PieceInput>;

/** POST /api/ops/pieces/{id}/publish/: on sale now, or in the next weekly VIP preview batch. */
export const PublishInput = z.object({ when: z.enum(["now", "vip_preview"], "Choose now or the next VIP preview.") });
export type PublishInput = z.infer<typeof PublishInput>;

/** POST /api/ops/pieces/{id}/withdraw/: off sale, with the reason for the timeline. */
export const WithdrawInput = z.object({ reason: z.string().trim().min(1, "Say why the piece is withdrawn.").max(500, "Use 500 characters or fewer.") });
export type WithdrawInput = z.infer<typeof WithdrawInput>;

/** POST /api/ops/uploads/ answers the stored photo: its key and upright size. */
export const UploadedPhoto = z.object({ key: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedPhoto = z.infer<typeof UploadedPhoto>;
