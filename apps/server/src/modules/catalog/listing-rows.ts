import type { PieceInput } from "@maison/contracts/ops-pieces";
import {
  isExoticListing,
  listingDetails,
  listingPhotoAlt,
  listingTags,
  listingTitle,
  type ListingFacts,
  type ListingView,
} from "@maison/domain/catalog/listing";
import type { ListingChanges } from "./listing.repository.ts";

/** The facts of a listing as staff entered them, under the designer's name as the catalogue spells it. */
export function factsOf(input: PieceInput, designer: string): ListingFacts {
  return {
    vendor: designer,
    model: input.model,
    category: input.category,
    itemType: input.item_type,
    condition: input.condition,
    conditionNotes: input.condition_notes,
    colors: input.colors,
    exteriorMaterial: input.exterior_material,
    interiorMaterial: input.interior_material,
    size: input.size,
    gender: input.gender,
    priceCents: input.price_cents,
    originalPriceCents: input.original_price_cents,
    estimatedRetailCents: input.estimated_retail_cents,
  };
}

/** The product columns the facts write (the same on creation and on every edit). */
export function listingColumns(input: PieceInput, facts: ListingFacts, vendorHandle: string, now: string): ListingChanges {
  return {
    title: input.title ?? listingTitle(facts),
    description: input.description,
    vendor: facts.vendor,
    vendor_handle: vendorHandle,
    category: facts.category,
    item_type: facts.itemType,
    model: facts.model,
    style: null,
    item_size: facts.size,
    condition: facts.condition,
    colors: JSON.stringify(facts.colors),
    exterior_material: facts.exteriorMaterial,
    interior_material: facts.interiorMaterial,
    is_exotic: isExoticListing(facts) ? 1 : 0,
    gender: facts.gender,
    price_cents: facts.priceCents,
    original_price_cents: facts.originalPriceCents,
    estimated_retail_cents: facts.estimatedRetailCents,
    updated_at: now,
  };
}

/** The tags, detail rows and photo rows the facts write; photos in the order given. */
export function listingChildren(
  input: PieceInput,
  facts: ListingFacts,
  view: ListingView,
  photos: ReadonlyArray<{ key: string; width: number; height: number }>,
) {
  return {
    tags: listingTags(facts, input.tags, view),
    details: listingDetails(facts),
    images: photos.map((photo, index) => ({
      position: index + 1,
      storage_key: photo.key,
      width: photo.width,
      height: photo.height,
      alt: listingPhotoAlt(facts, index + 1, photos.length),
    })),
  };
}
