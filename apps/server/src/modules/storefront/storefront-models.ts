import type { Product } from "@maison/contracts/catalog";
import type { CartLineView, CartMerchandise, CartView, CartViewer } from "../cart/cart.port.ts";
import type { Viewer } from "../catalog/product-mapper.ts";

/**
 * What the storefront resolvers pass around. A product or variant comes either from the catalog (the
 * catalog service's Product) or from a cart line (the cart port's merchandise, which also covers the
 * special variants: membership, shipping protection).
 */
export type ProductSource = { catalog: Product; merchandise?: undefined } | { catalog?: undefined; merchandise: CartMerchandise };

export type ProductModel = ProductSource & { typename: "Product" };
export type VariantModel = ProductSource & { typename: "ProductVariant"; requiresShipping: boolean };
export type CartModel = { typename: "Cart"; view: CartView };
export type CartLineModel = { typename: "CartLine"; line: CartLineView };

export type NodeModel = ProductModel | VariantModel | CartModel;

export const productOfCatalog = (catalog: Product): ProductModel => ({ typename: "Product", catalog });
export const variantOfCatalog = (catalog: Product): VariantModel => ({ typename: "ProductVariant", catalog, requiresShipping: true });

/** Who asks, for carts (CartViewer) and for catalog reads (Viewer). */
export interface StorefrontViewer {
  cart: CartViewer;
  catalog: Viewer;
}
