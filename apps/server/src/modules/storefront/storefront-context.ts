import type { Product } from "@maison/contracts/catalog";
import type { CartPort } from "../cart/cart.port.ts";
import type { ProfileService } from "../identity/profile.service.ts";
import type { StorefrontCatalogService } from "./storefront-catalog.service.ts";
import type { StorefrontViewer } from "./storefront-models.ts";

/** The services the storefront GraphQL reads and changes through. */
export interface StorefrontServices {
  cart: CartPort;
  catalog: StorefrontCatalogService;
  profiles: ProfileService;
  /** Absolute URLs (images, onlineStoreUrl) start here. */
  publicBaseUrl: string;
}

/** One GraphQL request's context: the services, the viewer and a per-request product memo. */
export interface StorefrontContext extends StorefrontServices {
  viewer: StorefrontViewer;
  /** A catalog product by handle, loaded at most once per request (null: not in the catalog). */
  productByHandle(handle: string): Promise<Product | null>;
}

export function storefrontContext(services: StorefrontServices, viewer: StorefrontViewer): StorefrontContext {
  const products = new Map<string, Promise<Product | null>>();
  return {
    ...services,
    viewer,
    productByHandle(handle) {
      let found = products.get(handle);
      if (!found) products.set(handle, (found = services.catalog.byHandle(handle, viewer.catalog)));
      return found;
    },
  };
}
