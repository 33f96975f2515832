import { imagePath } from "@maison/domain/catalog/image-size";
import { isAvailableForSale, isFirstLook } from "@maison/domain/catalog/product-flags";
import { oneOffAmountDollars, oneOffLineTitle } from "@maison/domain/cart/one-off-contribution";
import { findSpecialVariant, isOneOffMembershipVariant, type SpecialVariant } from "@maison/domain/cart/special-lines";
import { dollarsToCents } from "@maison/domain/money/cents";
import type { Kysely, RawBuilder } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { VariantMerchandise } from "../catalog/product-lookup.service.ts";
import type { CartLineKind, CartMerchandise, CartViewer } from "./cart.port.ts";

/** The catalog's listed pieces by variant id (its ProductLookupService), read on the cart's own connection. */
export interface MerchandiseSource {
  merchandiseByVariantIds(variantIds: readonly string[], reader: Kysely<Database>): Promise<Map<string, VariantMerchandise>>;
  /** The same, selected beside the cart's lines in the cart's own read (decision 099). */
  readonly merchandiseRider?: MerchandiseRider;
}

/** A piece's merchandise as one value of another module's statement: the expression for a variant id column, and its decoding (null: no listed piece). */
export interface MerchandiseRider {
  select(variantId: RawBuilder<unknown>): RawBuilder<unknown>;
  decode(value: unknown): VariantMerchandise | null;
}

export interface ResolvedMerchandise {
  kind: CartLineKind;
  merchandise: CartMerchandise;
  special: SpecialVariant | null;
}

function fromSpecial(variant: SpecialVariant): ResolvedMerchandise {
  return {
    kind: variant.kind,
    special: variant,
    merchandise: {
      variantId: variant.variantId,
      productId: variant.productId,
      productHandle: variant.productHandle,
      productTitle: variant.productTitle,
      title: variant.title,
      vendor: "Maison",
      sku: variant.sku,
      tags: [],
      priceCents: variant.priceCents,
      compareAtPriceCents: null,
      availableForSale: true,
      quantityAvailable: 1,
      isExotic: false,
      image: null,
    },
  };
}

/**
 * A listed product as cart merchandise. It is for sale while available; a piece in its VIP preview is
 * for members only (spec 1 §4), so for anyone else it shows as unavailable.
 */
function fromProduct(record: VariantMerchandise, viewer: CartViewer, now: Date, publicBaseUrl: string): ResolvedMerchandise {
  const previewBlocked = !viewer.isMember && isFirstLook(record.tags, record.firstLookEndsAt, now);
  const available = isAvailableForSale(record.state) && !previewBlocked;
  return {
    kind: "product",
    special: null,
    merchandise: {
      variantId: record.variantId,
      productId: record.productId,
      productHandle: record.handle,
      productTitle: record.title,
      title: "Default Title",
      vendor: record.vendor,
      sku: record.sku,
      tags: record.tags,
      priceCents: record.priceCents,
      compareAtPriceCents: record.compareAtPriceCents,
      availableForSale: available,
      quantityAvailable: available ? 1 : 0,
      isExotic: record.isExotic,
      image: record.cover
        ? { url: `${publicBaseUrl}${imagePath(record.cover.storageKey, "medium")}`, width: record.cover.width, height: record.cover.height, altText: record.cover.alt }
        : null,
    },
  };
}

/** Merchandise for variant ids: the special variants first, then listed products; unknown ids are left out. */
export async function resolveMerchandise(
  products: MerchandiseSource,
  db: Kysely<Database>,
  variantIds: readonly string[],
  context: { viewer: CartViewer; now: Date; publicBaseUrl: string; includeTestPlans: boolean },
): Promise<Map<string, ResolvedMerchandise>> {
  const productIds = [...new Set(variantIds)].filter((id) => !findSpecialVariant(id, { includeTestPlans: context.includeTestPlans }) && PRODUCT_VARIANT_ID.test(id));
  return merchandiseOf(variantIds, await products.merchandiseByVariantIds(productIds, db), context);
}

/** A product's variant id (the special variants have names). */
const PRODUCT_VARIANT_ID = /^[0-9]{1,20}$/;

/**
 * Merchandise for variant ids given the listed pieces already read (`found`, by variant id, from a read
 * of these ids or the cart's rider): the special variants first, then listed products; unknown ids are left out.
 */
export function merchandiseOf(
  variantIds: readonly string[],
  found: ReadonlyMap<string, VariantMerchandise | null>,
  context: { viewer: CartViewer; now: Date; publicBaseUrl: string; includeTestPlans: boolean },
): Map<string, ResolvedMerchandise> {
  const result = new Map<string, ResolvedMerchandise>();
  for (const id of new Set(variantIds)) {
    const special = findSpecialVariant(id, { includeTestPlans: context.includeTestPlans });
    const record = special || !PRODUCT_VARIANT_ID.test(id) ? null : found.get(id);
    if (special) result.set(id, fromSpecial(special));
    else if (record) result.set(id, fromProduct(record, context.viewer, context.now, context.publicBaseUrl));
  }
  return result;
}

/**
 * What one line buys. Most merchandise costs what its variant costs; the one-off contribution costs the
 * amount its line names (decision 030), and a one-off line whose amount is not allowed buys nothing
 * (null), so it is never priced at 0.
 */
export function merchandiseOfLine(resolved: ResolvedMerchandise, attributes: ReadonlyArray<{ key: string; value: string }>): ResolvedMerchandise | null {
  if (!resolved.special || !isOneOffMembershipVariant(resolved.special.variantId)) return resolved;
  const dollars = oneOffAmountDollars(attributes);
  if (dollars === null) return null;
  return { ...resolved, merchandise: { ...resolved.merchandise, priceCents: dollarsToCents(dollars), title: oneOffLineTitle(dollars) } };
}
