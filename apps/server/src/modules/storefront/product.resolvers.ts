import type { Product } from "@maison/contracts/catalog";
import { dollarsToCents } from "@maison/domain/money/cents";
import { createGraphQLError } from "graphql-yoga";
import { badInput, connectionOf, listConnection, pageWindow, type PagingArgs } from "./connection.ts";
import { moneyV2 } from "./money-v2.ts";
import { productOfCatalog, variantOfCatalog, type ProductModel, type VariantModel } from "./storefront-models.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { toGid, idOfGid } from "./shopify-gid.ts";
import type { ProductSortKey } from "./product-search.ts";
import { ProductQueryError } from "./product-search-query.ts";
import { optionsOf, selectedVariant, unitPriceMeasurement, WEIGHT, WEIGHT_UNIT } from "./piece-options.ts";

interface ImageModel {
  id: string | null;
  url: string;
  width: number | null;
  height: number | null;
  altText: string | null;
}

const absolute = (base: string, path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path.startsWith("/") ? "" : "/"}${path}`);

/** The catalog product behind a model: a cart line's product is looked up by handle when a field needs it. */
async function catalogOf(model: ProductModel | VariantModel, context: StorefrontContext): Promise<Product> {
  if (model.catalog) return model.catalog;
  const product = await context.productByHandle(model.merchandise.productHandle);
  if (!product) throw createGraphQLError(`The product ${model.merchandise.productHandle} is not in the catalog; only its id, handle, title, vendor, tags and availability are known.`);
  return product;
}

function imagesOf(product: Product, base: string): ImageModel[] {
  return product.images_info.map((image, n) => ({
    id: toGid("ProductImage", `${product.id}-${n + 1}`),
    url: absolute(base, image.src),
    width: image.width,
    height: image.height,
    altText: `${product.vendor} ${product.title}`,
  }));
}

const priceCents = (product: Product) => Math.round(Number(product.product_variant.price.amount) * 100);
const compareAtCents = (product: Product) => (product.original_price === null ? null : dollarsToCents(product.original_price));

const SORT_KEYS: readonly ProductSortKey[] = ["BEST_SELLING", "CREATED_AT", "ID", "PRICE", "PRODUCT_TYPE", "RELEVANCE", "TITLE", "UPDATED_AT", "VENDOR"];

export const productQueryResolvers = {
  async product(_: unknown, args: { handle?: string | null; id?: string | null }, context: StorefrontContext): Promise<ProductModel | null> {
    if ((args.handle == null) === (args.id == null)) throw badInput("Give exactly one of handle or id.", args.handle == null ? "handle" : "id");
    if (args.handle != null) {
      const product = await context.productByHandle(args.handle);
      return product ? productOfCatalog(product) : null;
    }
    const id = idOfGid(args.id!, "Product");
    if (!id) return null;
    const product = (await context.catalog.byIds([id], context.viewer.catalog)).get(id);
    return product ? productOfCatalog(product) : null;
  },

  async products(
    _: unknown,
    args: PagingArgs & { query?: string | null; sortKey?: string | null; reverse?: boolean | null },
    context: StorefrontContext,
  ) {
    const sortKey = (args.sortKey ?? "ID") as ProductSortKey;
    if (!SORT_KEYS.includes(sortKey)) throw badInput(`Products cannot be sorted by ${sortKey}.`, "sortKey");
    const ask = async (offset: number, limit: number) => {
      try {
        return await context.catalog.page({ query: args.query ?? null, sortKey, reverse: args.reverse ?? false, offset, limit }, context.viewer.catalog);
      } catch (error) {
        if (error instanceof ProductQueryError) throw badInput(error.message, "query");
        throw error;
      }
    };
    // Paging backwards needs the total first; forwards it comes with the page.
    const forward = args.last == null;
    const total = forward ? Number.POSITIVE_INFINITY : (await ask(0, 0)).total;
    const window = pageWindow({ ...args, reverse: null }, total);
    const page = await ask(window.offset, window.limit);
    return connectionOf(page.products.map((p) => ({ position: p.position, node: productOfCatalog(p.product) })), window, page.total);
  },

  productByHandle(_: unknown, args: { handle: string }, context: StorefrontContext): Promise<ProductModel | null> {
    return productQueryResolvers.product(_, { handle: args.handle }, context);
  },
};

export const productTypeResolvers = {
  Product: {
    id: (m: ProductModel) => toGid("Product", m.catalog?.id ?? m.merchandise!.productId),
    handle: (m: ProductModel) => m.catalog?.handle ?? m.merchandise!.productHandle,
    title: (m: ProductModel) => m.catalog?.title ?? m.merchandise!.productTitle,
    vendor: (m: ProductModel) => m.catalog?.vendor ?? m.merchandise!.vendor,
    tags: (m: ProductModel) => m.catalog?.tags ?? m.merchandise!.tags,
    availableForSale: (m: ProductModel) => m.catalog?.availableForSale ?? m.merchandise!.availableForSale,
    createdAt: async (m: ProductModel, _: unknown, c: StorefrontContext) => (await catalogOf(m, c)).createdAt,
    updatedAt: async (m: ProductModel, _: unknown, c: StorefrontContext) => (await catalogOf(m, c)).updatedAt,
    publishedAt: async (m: ProductModel, _: unknown, c: StorefrontContext) => {
      const p = await catalogOf(m, c);
      return p.publishedAt ?? p.createdAt;
    },
    description: async (m: ProductModel, args: { truncateAt?: number | null }, c: StorefrontContext) => {
      const text = (await catalogOf(m, c)).description;
      return args.truncateAt != null && text.length > args.truncateAt ? `${text.slice(0, Math.max(0, args.truncateAt - 3)).trimEnd()}...` : text;
    },
    descriptionHtml: async (m: ProductModel, _: unknown, c: StorefrontContext) => (await catalogOf(m, c)).descriptionHtml,
    productType: async (m: ProductModel, _: unknown, c: StorefrontContext) => (await catalogOf(m, c)).productType,
    onlineStoreUrl: async (m: ProductModel, _: unknown, c: StorefrontContext) => absolute(c.publicBaseUrl, (await catalogOf(m, c)).url),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    totalInventory: async (m: ProductModel, _: unknown, c: StorefrontContext) => ((await catalogOf(m, c)).availableForSale ? 1 : 0),
    seo: async (m: ProductModel, _: unknown, c: StorefrontContext) => {
      const p = await catalogOf(m, c);
      return { title: `${p.vendor} ${p.title}`, description: p.description };
    },
    featuredImage: async (m: ProductModel, _: unknown, c: StorefrontContext) => imagesOf(await catalogOf(m, c), c.publicBaseUrl)[0] ?? null,
    images: async (m: ProductModel, args: PagingArgs, c: StorefrontContext) => listConnection(imagesOf(await catalogOf(m, c), c.publicBaseUrl), args),
    priceRange: async (m: ProductModel, _: unknown, c: StorefrontContext) => {
      const price = moneyV2(priceCents(await catalogOf(m, c)));
      return { minVariantPrice: price, maxVariantPrice: price };
    },
    compareAtPriceRange: async (m: ProductModel, _: unknown, c: StorefrontContext) => {
      const price = moneyV2(compareAtCents(await catalogOf(m, c)) ?? 0);
      return { minVariantPrice: price, maxVariantPrice: price };
    },
    variants: async (m: ProductModel, args: PagingArgs, c: StorefrontContext) => listConnection([variantOfCatalog(await catalogOf(m, c))], args),
    options: async (m: ProductModel, args: { first?: number | null }, c: StorefrontContext) => {
      if (args.first != null && args.first < 0) throw badInput("first must be 0 or more.", "first");
      const productId = m.catalog?.id ?? m.merchandise!.productId;
      const options = (await optionsOf(m, c)).map((o, n) => ({ id: toGid("ProductOption", `${productId}-${n + 1}`), name: o.name, values: [o.value] }));
      return args.first == null ? options : options.slice(0, args.first);
    },
    variantBySelectedOptions: selectedVariant,
    trackingParameters: () => null,
  },

  ProductVariant: {
    id: (m: VariantModel) => toGid("ProductVariant", m.catalog?.product_variant.id ?? m.merchandise!.variantId),
    title: (m: VariantModel) => m.catalog?.product_variant.title ?? m.merchandise!.title,
    sku: (m: VariantModel) => m.catalog?.product_variant.sku ?? m.merchandise!.sku,
    barcode: () => null,
    price: (m: VariantModel) => moneyV2(m.catalog ? priceCents(m.catalog) : m.merchandise!.priceCents),
    compareAtPrice: (m: VariantModel) => {
      const cents = m.catalog ? compareAtCents(m.catalog) : m.merchandise!.compareAtPriceCents;
      return cents === null ? null : moneyV2(cents);
    },
    unitPrice: () => null,
    unitPriceMeasurement: unitPriceMeasurement,
    weight: () => WEIGHT,
    weightUnit: () => WEIGHT_UNIT,
    availableForSale: (m: VariantModel) => m.catalog?.product_variant.available ?? m.merchandise!.availableForSale,
    currentlyNotInStock: (m: VariantModel) => !(m.catalog?.product_variant.available ?? m.merchandise!.availableForSale),
    quantityAvailable: (m: VariantModel) => (m.catalog ? (m.catalog.product_variant.available ? 1 : 0) : m.merchandise!.quantityAvailable),
    requiresShipping: (m: VariantModel) => m.requiresShipping,
    taxable: () => true,
    selectedOptions: (m: VariantModel, _: unknown, c: StorefrontContext) => optionsOf(m, c),
    image: (m: VariantModel, _: unknown, c: StorefrontContext): ImageModel | null => {
      if (m.catalog) return imagesOf(m.catalog, c.publicBaseUrl)[0] ?? null;
      const image = m.merchandise!.image;
      if (!image) return null;
      return { id: null, url: absolute(c.publicBaseUrl, image.url), width: image.width, height: image.height, altText: image.altText };
    },
    product: (m: VariantModel): ProductModel => (m.catalog ? productOfCatalog(m.catalog) : { typename: "Product", merchandise: m.merchandise! }),
  },
};
