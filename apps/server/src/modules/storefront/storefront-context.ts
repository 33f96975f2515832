import type { Product } from "@maison/contracts/catalog";
import type { CartPort, CartViewer } from "../cart/cart.port.ts";
import type { CartDelivery } from "../checkout/checkout.service.ts";
import type { ProfileService } from "../identity/profile.service.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { CodeAttemptGuard } from "./code-attempt-guard.ts";
import type { StorefrontCatalogService } from "./storefront-catalog.service.ts";
import type { StorefrontViewer } from "./storefront-models.ts";

/** The services the storefront GraphQL reads and changes through. */
export interface StorefrontServices {
  cart: CartPort;
  catalog: StorefrontCatalogService;
  profiles: ProfileService;
  /** Absolute URLs (images, onlineStoreUrl) start here. */
  publicBaseUrl: string;
  /** Counts failed discount and gift-card code entries (code-attempt-guard.ts). */
  rateLimiter: RateLimiter;
  /** The hosted checkout's address and methods of a cart: the 2025-01 delivery groups and address preferences. */
  delivery: { delivery(token: string, viewer: CartViewer): Promise<CartDelivery | null> };
}

/** One GraphQL request's context: the services, the viewer and a per-request product memo. */
export interface StorefrontContext extends StorefrontServices {
  viewer: StorefrontViewer;
  /** The client's address, for the code-entry throttle. */
  ip: string;
  codeAttempts: CodeAttemptGuard;
  /** A catalog product by handle, loaded at most once per request (null: not in the catalog). */
  productByHandle(handle: string): Promise<Product | null>;
  /** A cart's delivery as the hosted checkout knows it, read at most once per request (null: nothing ships yet). */
  deliveryOf(cartToken: string): Promise<CartDelivery | null>;
}

export function storefrontContext(services: StorefrontServices, viewer: StorefrontViewer, ip: string): StorefrontContext {
  const products = new Map<string, Promise<Product | null>>();
  const deliveries = new Map<string, Promise<CartDelivery | null>>();
  return {
    ...services,
    viewer,
    ip,
    codeAttempts: new CodeAttemptGuard(services.rateLimiter),
    productByHandle(handle) {
      let found = products.get(handle);
      if (!found) products.set(handle, (found = services.catalog.byHandle(handle, viewer.catalog)));
      return found;
    },
    deliveryOf(cartToken) {
      let found = deliveries.get(cartToken);
      if (!found) deliveries.set(cartToken, (found = services.delivery.delivery(cartToken, viewer.cart)));
      return found;
    },
  };
}
