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
