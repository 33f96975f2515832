import type { Product } from "@maison/contracts/catalog";
import type { CartPort, CartViewer } from "../cart/cart.port.ts";
import type { CartDelivery } from "../checkout/checkout.service.ts";
import type { ContentKind } from "@maison/domain/content/content-entry";
import type { PublishedEntry } from "../content-pages/content-pages.service.ts";
import type { ProfileService } from "../identity/profile.service.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { CodeAttemptGuard } from "./code-attempt-guard.ts";
import type { StorefrontCatalogService } from "./storefront-catalog.service.ts";
import type { StorefrontViewer } from "./storefront-models.ts";
import { RequestTurns } from "./request-turns.ts";

/** The catalog reads the resolvers make. */
export type StorefrontCatalog = Pick<StorefrontCatalogService, "byHandle" | "byIds" | "byVariantIds" | "collection" | "collections" | "collectionPage" | "page">;

/** Published pages and Editorial articles (content-pages' ContentPagesService, decision 065). */
export interface StorefrontContent {
  publishedEntries(kind: ContentKind): Promise<PublishedEntry[]>;
  publishedBodies(ids: readonly string[]): Promise<Map<string, string>>;
}

/** The services the storefront GraphQL reads and changes through. */
export interface StorefrontServices {
  cart: CartPort;
  catalog: StorefrontCatalog;
  profiles: ProfileService;
  /** Absolute URLs (images, onlineStoreUrl) start here. */
  publicBaseUrl: string;
  /** Counts failed discount and gift-card code entries (code-attempt-guard.ts). */
  rateLimiter: RateLimiter;
  /** The hosted checkout's address and methods of a cart: the 2025-01 delivery groups and address preferences. */
  delivery: { delivery(token: string, viewer: CartViewer): Promise<CartDelivery | null> };
  /** The shop's pages, policies and magazine (decision 071). */
  content: StorefrontContent;
}

/** One GraphQL request's context: the services, the viewer and per-request memos (products, deliveries, content). */
export interface StorefrontContext extends StorefrontServices {
  viewer: StorefrontViewer;
  /** The client's address, for the code-entry throttle. */
  ip: string;
  codeAttempts: CodeAttemptGuard;
  /** A catalog product by handle, loaded at most once per request (null: not in the catalog). */
  productByHandle(handle: string): Promise<Product | null>;
  /** A cart's delivery as the hosted checkout knows it, read at most once per request (null: nothing ships yet). */
  deliveryOf(cartToken: string): Promise<CartDelivery | null>;
  /** The published entries of a kind, read at most once per request. */
  contentEntries(kind: "page" | "article"): Promise<PublishedEntry[]>;
  /** A published entry's body (null: no longer published); the bodies asked for together are read in one go. */
  contentBody(id: string): Promise<string | null>;
}

export function storefrontContext(services: StorefrontServices, viewer: StorefrontViewer, ip: string): StorefrontContext {
  const products = new Map<string, Promise<Product | null>>();
  const deliveries = new Map<string, Promise<CartDelivery | null>>();
  const entries = new Map<string, Promise<PublishedEntry[]>>();
  const bodies = new Map<string, Promise<string | null>>();
  // Bodies asked for in one pass of the executor (every page of a list) wait here for one read.
  let pending: Array<{ id: string; resolve: (body: string | null) => void; reject: (error: unknown) => void }> = [];
  const readPending = async () => {
    const batch = pending;
    pending = [];
    try {
      const found = await services.content.publishedBodies(batch.map((p) => p.id));
      for (const p of batch) p.resolve(found.get(p.id) ?? null);
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  };
  return {
    ...services,
    catalog: takingTurns(services.catalog, new RequestTurns()),
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
    contentEntries(kind) {
      let found = entries.get(kind);
      if (!found) entries.set(kind, (found = services.content.publishedEntries(kind)));
      return found;
    },
    contentBody(id) {
      let found = bodies.get(id);
      if (!found) {
        found = new Promise<string | null>((resolve, reject) => {
          if (pending.length === 0) queueMicrotask(() => void readPending());
          pending.push({ id, resolve, reject });
        });
        bodies.set(id, found);
      }
      return found;
    },
  };
}

/**
 * The catalog's lists and lookups for one request, read one at a time in turns of the event loop
 * (request-turns.ts): the work of one query, however many lists it asks for, is spread over turns
 * that other requests share. A cart line's product (productByHandle) is read directly: a cart holds
 * at most 100 lines.
 */
function takingTurns(catalog: StorefrontCatalog, turns: RequestTurns): StorefrontCatalog {
  return {
    byHandle: (...args) => turns.take(() => catalog.byHandle(...args)),
    byIds: (...args) => turns.take(() => catalog.byIds(...args)),
    byVariantIds: (...args) => turns.take(() => catalog.byVariantIds(...args)),
    collection: (...args) => turns.take(() => catalog.collection(...args)),
    collections: (...args) => turns.take(() => catalog.collections(...args)),
    collectionPage: (...args) => turns.take(() => catalog.collectionPage(...args)),
    page: (...args) => turns.take(() => catalog.page(...args)),
  };
}
