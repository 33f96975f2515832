import { z } from "zod";
import { CATEGORIES } from "@maison/domain/catalog/category";
import { CONDITION_GRADES } from "@maison/domain/catalog/condition";
import { LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from "@maison/domain/catalog/paging";
import { DEFAULT_LIST_SORT, LIST_SORT_KEYS } from "@maison/domain/catalog/sort";

const Handle = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "must be a lowercase handle (letters, digits, dashes)");

export const ImageInfo = z.object({ width: z.number().int(), height: z.number().int(), src: z.string() });

/** Product card of spec 1 §3. `price` and `original_price.value` are whole dollars. */
export const ProductCard = z.object({
  id: z.string(),
  title: z.string(),
  vendor: z.string(),
  handle: z.string(),
  product_url: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  image_alt: z.string(),
  tags: z.array(z.string()),
  product_details: z.object({
    original_price: z.object({ value: z.number().int() }).nullable(),
    exterior_material: z.string().nullable(),
    interior_material: z.string().nullable(),
  }),
  availableForSale: z.boolean(),
  has_pricedrop_tag: z.boolean(),
  wholesaleTag: z.string().nullable(),
  productTag: z.string().nullable(),
  condition_label: z.enum(CONDITION_GRADES),
  item_size: z.string().nullable(),
  favorites_count: z.number().int(),
  price: z.number().int(),
  firstLookProduct: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const ProductDetail = z.object({
  position: z.number().int(),
  title: z.string(),
  value: z.string(),
  section: z.string(),
});

/** Product as spec 2 §3 normalises it. */
export const Product = z.object({
  id: z.string(),
  handle: z.string(),
  url: z.string(),
  vendor: z.string(),
  vendor_handle: z.string(),
  title: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  productType: z.string(),
  category: z.enum(CATEGORIES),
  image: z.string().nullable(),
  images: z.array(z.string()),
  images_info: z.array(ImageInfo),
  price: z.number().int(),
  original_price: z.number().int().nullable(),
  estimated_retail_price: z.number().int().nullable(),
  currency: z.literal("USD"),
  favorites_count: z.number().int(),
  product_details: z.record(z.string(), ProductDetail),
  availableForSale: z.boolean(),
  product_variant: z.object({
    id: z.string(),
    title: z.string(),
    sku: z.string(),
    price: z.object({ amount: z.string(), currency: z.literal("USD") }),
    available: z.boolean(),
  }),
  tags: z.array(z.string()),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  batch_publish_date: z.string().nullable(),
  batch_first_look_ends_at: z.string().nullable(),
  is_outlet: z.boolean(),
  is_man_or_unisex: z.boolean(),
  is_shoe: z.boolean(),
  is_apparel: z.boolean(),
  is_exotic: z.boolean(),
  has_pricedrop_tag: z.boolean(),
  wholesaleTag: z.string().nullable(),
  productTag: z.string().nullable(),
  item_type: z.string(),
  item_size: z.string().nullable(),
  model: z.string().nullable(),
  condition: z.enum(CONDITION_GRADES),
  condition_label: z.enum(CONDITION_GRADES),
  firstLookProduct: z.boolean(),
  has_first_look_tag: z.boolean(),
  is_most_wanted: z.boolean(),
  colors: z.array(z.string()),
  /** Size-and-fit illustration and the vault article, when the listing has them (spec 2 §3). */
  size_and_fit_image: z.string().nullable(),
  vault_article_link: z.string().nullable(),
  /** Spec 1 §5: restricted material, or tagged missing country of origin / tariff code. */
  is_restricted: z.boolean(),
});
export type Product = z.infer<typeof Product>;

export const CollectionSummary = z.object({
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  product_count: z.number().int(),
});
export type CollectionSummary = z.infer<typeof CollectionSummary>;

/** Query of the list call GET /v6/shop/product/. */
export const ProductListQuery = z.object({
  collection: Handle.default("all"),
  page: z.coerce.number().int().min(1, "page must be 1 or more").max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(LIST_PAGE_SIZE),
  sort: z.enum(LIST_SORT_KEYS).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductListResponse = z.object({
  collection: CollectionSummary,
  products: z.array(ProductCard),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  sort: z.enum(LIST_SORT_KEYS),
  has_more: z.boolean(),
  /** How many first-look (VIP preview) cards lead this page; only page 1 of new arrivals has any. */
  first_look_count: z.number().int().optional(),
  /** How many general-view cards follow them: 46 when first-look pieces exist, else 48 (spec 2 §4). */
  general_page_size: z.number().int().optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const ProductHandleParams = z.object({ handle: Handle });
export const ProductResponse = z.object({ product: Product });
export type ProductResponse = z.infer<typeof ProductResponse>;

export const CollectionParams = z.object({ handle: Handle });

export const DesignerSummary = z.object({
  name: z.string(),
  handle: z.string(),
  product_count: z.number().int(),
});
export const DesignerListResponse = z.object({ designers: z.array(DesignerSummary) });
export type DesignerListResponse = z.infer<typeof DesignerListResponse>;

export { DEFAULT_LIST_SORT };

/** A product id in a path: the numeric string of its storefront id. */
export const ProductIdParams = z.object({ id: z.string().regex(/^[0-9]{1,20}$/, "must be a product id (digits)") });

/** `with_vip_preview=1` asks for first-look pieces too; only members get them. */
export const CarouselQuery = z
  .object({ with_vip_preview: z.enum(["0", "1"], { message: "must be 0 or 1" }).optional() })
  .strict();
export type CarouselQuery = z.infer<typeof CarouselQuery>;

/** A product-page or homepage carousel: up to 20 cards, the total and the View All link (spec 2 §5). */
export const CarouselResponse = z.object({
  products: z.array(ProductCard),
  total: z.number().int(),
  see_all_url: z.string().nullable(),
  /** Spec 2 §5: total over 14 and a see-all link: the carousel ends with a 'More Matches Available' card. */
  more_matches_available: z.boolean(),
});
export type CarouselResponse = z.infer<typeof CarouselResponse>;

export const Breadcrumb = z.object({ title: z.string(), url: z.string() });

/** The product page's extra data: what the page shows around the product itself. */
export const ProductExtraResponse = z.object({
  product_id: z.string(),
  /** Spec 2 §2: Home > All {category} > product title. */
  breadcrumbs: z.array(Breadcrumb),
  is_restricted: z.boolean(),
  restriction_reasons: z.array(z.enum(["restricted_material", "missing_country_of_origin", "missing_tariff_code"])),
  /** Exotic skins are not shipped internationally (spec 2 §9). */
  ships_internationally: z.boolean(),
  /** Spec 1 §5 price display: whether the original and the estimated retail price are shown. */
  shows_original_price: z.boolean(),
  shows_estimated_retail_price: z.boolean(),
  first_look: z.object({
    is_first_look: z.boolean(),
    ends_at: z.string().nullable(),
    /** VIP preview shopping is for members only (spec 1 §4). */
    can_shop: z.boolean(),
  }),
  size_and_fit_image: z.string().nullable(),
  vault_article_link: z.string().nullable(),
});
export type ProductExtraResponse = z.infer<typeof ProductExtraResponse>;

/** The typed failures of the catalogue, listings and their photos. */
export const CatalogErrorCode = z.enum([
  /** No product has this id or handle (or it is not on sale to this viewer): 404. */
  "product_not_found",
  /** No collection has this handle: 404. */
  "collection_not_found",
  /** A piece is published into the next VIP preview batch only when one is scheduled ahead: 409. */
  "no_vip_preview_ahead",
  /** A piece is published only with at least one photo: 409. */
  "listing_needs_photos",
  /** A designer's name must hold letters or digits: 400 on `designer`. */
  "invalid_designer",
  /** The listing breaks one of its rules (the price must be below the original price…): 400 naming the field. */
  "invalid_listing",
  /** A photo is in the listing once: 400 on `photos.<n>`. */
  "duplicate_photo",
  /** A listing's photos must have been uploaded and still be stored: 400 on `photos.<n>`. */
  "unknown_photo",
  /** An upload must carry a photo: 400 on `photo`. */
  "photo_missing",
  /** A photo is at most 15 MB: 400 on `photo`. */
  "photo_too_large",
  /** A photo must be a whole JPEG, PNG or WebP image of the sizes the catalogue shows: 400 on `photo`. */
  "photo_invalid",
]);
export type CatalogErrorCode = z.infer<typeof CatalogErrorCode>;
