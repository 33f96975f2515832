import type { OpsPieceListing, OpsPieceSummary } from "@maison/contracts/ops-pieces";
import { isCategory } from "@maison/domain/catalog/category";
import { isConditionGrade } from "@maison/domain/catalog/condition";
import { chosenListingTags, GENDERS, listingViewOf, type Gender } from "@maison/domain/catalog/listing";
import { productHref } from "@maison/domain/content/navigation";
import { isPublicPieceState, pieceLifecycle } from "@maison/domain/inventory/piece-lifecycle";
import type { ImageRecord } from "./catalog.repository.ts";
import type { ProductRow } from "./catalog.table.ts";

function stateOf(row: ProductRow) {
  if (!pieceLifecycle.isState(row.state)) throw new Error(`Product ${row.id} is in unknown state "${row.state}"`);
  return row.state;
}

/** A row of the console's list of pieces. */
export function toPieceSummary(row: ProductRow, cover: ImageRecord | undefined): OpsPieceSummary {
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    vendor: row.vendor,
    state: stateOf(row),
    price_cents: row.price_cents,
    cover_key: cover?.storage_key ?? null,
    cover_alt: cover?.alt ?? null,
    updated_at: row.updated_at,
  };
}

/** The listing as the console shows and edits it. */
export function toPieceListing(row: ProductRow, tags: string[], images: ImageRecord[], details: Map<string, string>): OpsPieceListing {
  if (!isCategory(row.category)) throw new Error(`Product ${row.id} has unknown category "${row.category}"`);
  if (!isConditionGrade(row.condition)) throw new Error(`Product ${row.id} has unknown condition "${row.condition}"`);
  const state = stateOf(row);
  const inPreview = listingViewOf(tags) === "first_look" && row.published_at !== null && row.first_look_ends_at !== null;
  return {
    id: row.id,
    handle: row.handle,
    sku: row.sku,
    variant_id: row.variant_id,
    title: row.title,
    description: row.description,
    vendor: row.vendor,
    model: row.model ?? row.style,
    category: row.category,
    item_type: row.item_type,
    condition: row.condition,
    condition_notes: details.get("condition_specifics") ?? null,
    colors: parseColors(row.colors),
    exterior_material: row.exterior_material,
    interior_material: row.interior_material,
    size: row.item_size,
    gender: (GENDERS as readonly string[]).includes(row.gender) ? (row.gender as Gender) : "women",
    price_cents: row.price_cents,
    original_price_cents: row.original_price_cents,
    estimated_retail_cents: row.estimated_retail_cents,
    tags: chosenListingTags(tags),
    all_tags: tags,
    state,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
    vip_preview: inPreview ? { opens_at: row.published_at!, ends_at: row.first_look_ends_at! } : null,
    product_url: isPublicPieceState(state) ? productHref(row.handle) : null,
    photos: images.map((image) => ({ key: image.storage_key, width: image.width, height: image.height, alt: image.alt })),
  };
}

function parseColors(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
