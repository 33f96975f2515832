import type { Product, ProductCard } from "@maison/contracts/catalog";
import { isConditionGrade, type ConditionGrade } from "@maison/domain/catalog/condition";
import { imagePath } from "@maison/domain/catalog/image-size";
import { isAvailableForSale, isFirstLook, productPromoLabel, visibleWholesaleTag } from "@maison/domain/catalog/product-flags";
import { hasTag, TAGS } from "@maison/domain/catalog/tag";
import { isEmptyDetailValue } from "@maison/domain/catalog/product-detail-fields";
import { isRestricted } from "@maison/domain/catalog/restricted-product";
import { hasAnyRole, type Role } from "@maison/domain/identity/role";
import { isCategory } from "@maison/domain/catalog/category";
import { centsToDecimalString, centsToWholeDollars } from "@maison/domain/money/cents";
import { productHref } from "@maison/domain/content/navigation";
import type { CardRow, ImageRecord } from "./catalog.repository.ts";
import type { ProductRow } from "./catalog.table.ts";

/** Who is looking: some card fields depend on it (wholesale tags for b2b only, first look for members). */
export interface Viewer {
  isB2b: boolean;
  /** The request's roles (absent means a visitor). */
  roles?: readonly Role[];
}

export const ANONYMOUS_VIEWER: Viewer = { isB2b: false };

/** The viewer behind a request's principal. */
export function viewerOf(principal: { roles: readonly Role[] }): Viewer {
  return { isB2b: principal.roles.includes("b2b"), roles: principal.roles };
}

/** Members (and staff, who pass every role check) may see and shop the VIP preview: can_see_first_look. */
export function canSeeFirstLook(viewer: Viewer): boolean {
  return hasAnyRole(viewer.roles ?? [], ["member"]);
}

function condition(row: CardRow): ConditionGrade {
  if (!isConditionGrade(row.condition)) throw new Error(`Product ${row.id} has unknown condition "${row.condition}"`);
  return row.condition;
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToWholeDollars(cents));

/**
 * What a card shows that follows from its row's kept columns, tags and cover alone: made once per
 * version of a listing (ListingPartsCache keeps it); `cardOf` adds what is read or decided per request.
 */
export interface CardTemplate {
  id: string;
  title: string;
  vendor: string;
  handle: string;
  url: string;
  image: string | null;
  image_alt: string;
  tags: string[];
  product_details: ProductCard["product_details"];
  has_pricedrop_tag: boolean;
  /** The wholesale tag a b2b viewer sees. */
  wholesaleTag: ProductCard["wholesaleTag"];
  productTag: ProductCard["productTag"];
  condition_label: ConditionGrade;
  item_size: string | null;
  hasFirstLookTag: boolean;
  /** When the first-look window ends (ms); null: no end. */
  firstLookEndsMs: number | null;
}

/** The card template of a row, its tags and its cover image. */
export function cardTemplate(row: CardRow, tags: string[], cover: ImageRecord | undefined): CardTemplate {
  return {
    id: row.id,
    title: row.title,
    vendor: row.vendor,
    handle: row.handle,
    url: productHref(row.handle),
    image: cover ? imagePath(cover.storage_key, "medium") : null,
    image_alt: cover?.alt ?? `${row.vendor} ${row.title}`,
    tags,
    product_details: {
      original_price: row.original_price_cents === null ? null : { value: centsToWholeDollars(row.original_price_cents) },
      exterior_material: row.exterior_material,
      interior_material: row.interior_material,
    },
    has_pricedrop_tag: hasTag(tags, TAGS.priceDrop),
    wholesaleTag: visibleWholesaleTag(tags, true),
    productTag: productPromoLabel(tags),
    condition_label: condition(row),
    item_size: row.item_size,
    hasFirstLookTag: hasTag(tags, TAGS.firstLook),
    firstLookEndsMs: row.first_look_ends_at === null ? null : new Date(row.first_look_ends_at).getTime(),
  };
}

/** The product card of spec 1 §3 from its template and the row's current state, price and favorites. */
export function cardOf(
  t: CardTemplate,
  row: Pick<CardRow, "state" | "price_cents" | "favorites_count">,
  viewer: Viewer,
  now: Date,
): ProductCard {
  return {
    id: t.id,
    title: t.title,
    vendor: t.vendor,
    handle: t.handle,
    product_url: t.url,
    url: t.url,
    image: t.image,
    image_alt: t.image_alt,
    tags: t.tags,
    product_details: t.product_details,
    availableForSale: isAvailableForSale(row.state),
    has_pricedrop_tag: t.has_pricedrop_tag,
    wholesaleTag: viewer.isB2b ? t.wholesaleTag : null,
    productTag: t.productTag,
    condition_label: t.condition_label,
    item_size: t.item_size,
    favorites_count: row.favorites_count,
    price: centsToWholeDollars(row.price_cents),
    // As isFirstLook: tagged, and before the window's end (none: open).
    firstLookProduct: t.hasFirstLookTag && (t.firstLookEndsMs === null || t.firstLookEndsMs > now.getTime()),
  };
}

/** The product card of spec 1 §3 from a row, its tags and its cover image. */
export function toProductCard(
  row: CardRow,
  tags: string[],
  cover: ImageRecord | undefined,
  viewer: Viewer,
  now: Date,
): ProductCard {
  return cardOf(cardTemplate(row, tags, cover), row, viewer, now);
}

export interface DetailRecord {
  key: string;
  title: string;
  value: string;
  position: number;
  section: string;
}

/** The normalised product of spec 2 §3. */
export function toProduct(
  row: ProductRow,
  tags: string[],
  images: ImageRecord[],
  details: DetailRecord[],
  viewer: Viewer,
  now: Date,
): Product {
  const card = toProductCard(row, tags, images[0], viewer, now);
  if (!isCategory(row.category)) throw new Error(`Product ${row.id} has unknown category "${row.category}"`);
  const bigImages = images.map((image) => imagePath(image.storage_key, "big"));
  const available = card.availableForSale;
  return {
    id: row.id,
    handle: row.handle,
    url: card.url,
    vendor: row.vendor,
    vendor_handle: row.vendor_handle,
    title: row.title,
    description: row.description,
    descriptionHtml: `<p>${escapeHtml(row.description)}</p>`,
    productType: row.item_type,
    category: row.category,
    image: bigImages[0] ?? null,
    images: bigImages,
    images_info: images.map((image) => ({
      width: image.width,
      height: image.height,
      src: imagePath(image.storage_key, "big"),
    })),
    price: card.price,
    original_price: dollarsOrNull(row.original_price_cents),
    estimated_retail_price: dollarsOrNull(row.estimated_retail_cents),
    currency: "USD",
    favorites_count: row.favorites_count,
    product_details: Object.fromEntries(
      details.map((d) => [d.key, { position: d.position, title: d.title, value: d.value, section: d.section }]),
    ),
    availableForSale: available,
    product_variant: {
      id: row.variant_id,
      title: "Default Title",
      sku: row.sku,
      price: { amount: centsToDecimalString(row.price_cents), currency: "USD" },
      available,
    },
    tags,
    createdAt: row.created_at,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    batch_publish_date: row.published_at,
    batch_first_look_ends_at: row.first_look_ends_at,
    is_outlet: row.condition === "Outlet" || hasTag(tags, TAGS.outlet),
    is_man_or_unisex: row.gender !== "women",
    is_shoe: row.category === "shoes",
    is_apparel: row.category === "apparel",
    is_exotic: row.is_exotic === 1,
    has_pricedrop_tag: card.has_pricedrop_tag,
    wholesaleTag: card.wholesaleTag,
    productTag: card.productTag,
    item_type: row.item_type,
    item_size: row.item_size,
    model: row.model,
    condition: card.condition_label,
    condition_label: card.condition_label,
    firstLookProduct: card.firstLookProduct,
    has_first_look_tag: hasTag(tags, TAGS.firstLook),
    is_most_wanted: hasTag(tags, TAGS.mostWanted),
    colors: parseColors(row.colors),
    size_and_fit_image: detailValue(details, "size_and_fit_image"),
    vault_article_link: detailValue(details, "vault_article_link"),
    is_restricted: isRestricted({ materials: restrictionMaterials(row, details), tags }),
  };
}

/**
 * What a product page shows that follows from one version of its listing (row, tags, photos, details):
 * the product as toProduct makes it, and its card template for what changes per request.
 */
export interface ProductTemplate {
  product: Product;
  card: CardTemplate;
}

export function productTemplate(row: ProductRow, tags: string[], images: ImageRecord[], details: DetailRecord[]): ProductTemplate {
  return { product: toProduct(row, tags, images, details, ANONYMOUS_VIEWER, new Date(0)), card: cardTemplate(row, tags, images[0]) };
}

/** The normalised product from its template and the row's current state, price and favorites (as toProduct). */
export function productOf(t: ProductTemplate, row: Pick<ProductRow, "state" | "price_cents" | "favorites_count">, viewer: Viewer, now: Date): Product {
  const card = cardOf(t.card, row, viewer, now);
  const available = card.availableForSale;
  return {
    ...t.product,
    price: card.price,
    favorites_count: row.favorites_count,
    availableForSale: available,
    product_variant: { ...t.product.product_variant, price: { amount: centsToDecimalString(row.price_cents), currency: "USD" }, available },
    wholesaleTag: card.wholesaleTag,
    firstLookProduct: card.firstLookProduct,
  };
}

/** Every material the product's metadata names: exterior, interior, and the strap of a watch. */
export function restrictionMaterials(row: ProductRow, details: readonly DetailRecord[]): Array<string | null> {
  return [row.exterior_material, row.interior_material, detailValue(details, "strap_material")];
}

/** A detail's value, null when missing or one of the empty markers ('-', 'None'). */
export function detailValue(details: readonly DetailRecord[], key: string): string | null {
  const value = details.find((d) => d.key === key)?.value;
  return value === undefined || isEmptyDetailValue(value) ? null : value;
}

function parseColors(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
