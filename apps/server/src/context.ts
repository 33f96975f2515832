import path from "node:path";
import pino, { type Logger } from "pino";
import { loggableUrl } from "./http/log-url.ts";
import type { Env } from "./config/env.ts";
import { systemClock, type Clock } from "./db/clock.ts";
import { openDatabase, type Db } from "./db/database.ts";
import { JobRunner } from "./platform/jobs/job-runner.ts";
import { Outbox } from "./platform/outbox/outbox.ts";
import type { FileStorage } from "./platform/storage/file-storage.ts";
import { LocalFileStorage } from "./platform/storage/local-file-storage.ts";
import { CatalogService } from "./modules/catalog/catalog.service.ts";
import { CarouselService } from "./modules/catalog/carousel.service.ts";
import { InitialDataService, serverReleaseVersion } from "./modules/catalog/initial-data.service.ts";
import { ProductExtraService } from "./modules/catalog/product-extra.service.ts";
import { BuiltInFinancingEstimator } from "./platform/financing/built-in-financing-estimator.ts";
import type { FinancingEstimator } from "./platform/financing/financing-estimator.ts";
import { ProductLookupService } from "./modules/catalog/product-lookup.service.ts";
import { FavoritesService } from "./modules/favorites/favorites.service.ts";
import { FilteredListService } from "./modules/search/filtered-list.service.ts";
import { SearchMetaService } from "./modules/search/search-meta.service.ts";
import type { TierRankSource } from "./modules/search/search-viewer.ts";
import { PromotionService } from "./modules/content/promotion.service.ts";
import { TierService } from "./modules/membership/tier.service.ts";
import { SearchService } from "./modules/search/search.service.ts";
import { B2bCollectionsService } from "./modules/b2b/b2b-collections.service.ts";
import { SavedSearchesService } from "./modules/saved-searches/saved-searches.service.ts";
import { SavedSkusService } from "./modules/saved-searches/saved-skus.service.ts";
import { RecentlyViewedService } from "./modules/account/recently-viewed.service.ts";
import { ForYouService } from "./modules/account/for-you.service.ts";
import { SessionService } from "./modules/identity/session.service.ts";
import { SocialLoginService } from "./modules/identity/social/social-login.service.ts";
import { socialVerifiersFromEnv } from "./modules/identity/social/social-verifiers.ts";
import { VerificationCodeService } from "./modules/identity/verification-code.service.ts";
import { createIdentityServices, type IdentityServices } from "./modules/identity/identity-services.ts";
import { ProfileService } from "./modules/identity/profile.service.ts";
import { NewsletterService } from "./modules/account/newsletter.service.ts";
import { installMailDelivery } from "./platform/mail/mail-delivery.ts";
import { RateLimiter } from "./platform/rate-limit/rate-limiter.ts";
import { AddressService } from "./modules/account/address.service.ts";
import { WalletService } from "./modules/wallet/wallet.service.ts";
import { createMembershipCore, createMembershipServices, type MembershipServices } from "./modules/membership/membership-services.ts";
import { IdempotencyStore } from "./http/idempotency.ts";
import { createPaymentGateway } from "./platform/payments/create-payment-gateway.ts";
import type { PaymentGateway } from "./platform/payments/payment-gateway.ts";
import { CartService } from "./modules/cart/cart.service.ts";
import { LastCartService } from "./modules/cart/last-cart.service.ts";
import { CheckoutService } from "./modules/checkout/checkout.service.ts";
import { OrderPlacementService } from "./modules/checkout/order-placement.service.ts";
import { OrderService } from "./modules/checkout/order.service.ts";
import { CartServiceCompletion } from "./modules/checkout/cart-completion.ts";
import { registerCheckoutJobs } from "./modules/checkout/checkout-jobs.ts";
import { OrderFulfilmentService } from "./modules/checkout/order-fulfilment.service.ts";
import { OrderConsoleService } from "./modules/checkout/order-console.service.ts";
import { OrderEmailSubscribers } from "./modules/checkout/order-email-subscribers.ts";
import { DomainEvents } from "./platform/events/domain-events.ts";
import { Transitions } from "./platform/lifecycle/transitions.ts";
import { InventoryService } from "./modules/inventory/inventory.service.ts";
import { inventoryQueues } from "./modules/inventory/inventory-queues.ts";
import { fulfilmentQueue } from "./modules/checkout/fulfilment-queue.ts";
import { OpsDashboardService } from "./modules/ops/ops-dashboard.service.ts";
import { createListingServices, type ListingServices } from "./modules/catalog/listing-services.ts";
import { OpsPiecesService } from "./modules/ops/ops-pieces.service.ts";

/** Everything a request or job may need, built once per process and passed down explicitly. */
export interface AppContext {
  env: Env;
  logger: Logger;
  clock: Clock;
  db: Db;
  storage: FileStorage;
  imageCacheDir: string;
  jobs: JobRunner;
  outbox: Outbox;
  /** Domain events: any number of subscribers, in the publisher's transaction or after it commits. */
  events: DomainEvents;
  /** The one transition helper every lifecycle goes through. */
  transitions: Transitions;
  rateLimiter: RateLimiter;
  /** Idempotency-Key replay for routes that must do their work once (replyIdempotently). */
  idempotency: IdempotencyStore;
  /** The payment gateway: Stripe when STRIPE_SECRET_KEY is set, else the built-in test gateway. */
  payments: PaymentGateway;
  services: {
    catalog: CatalogService;
    carousels: CarouselService;
    productExtras: ProductExtraService;
    initialData: InitialDataService;
    financing: FinancingEstimator;
    sessions: SessionService;
    socialLogin: SocialLoginService;
    codes: VerificationCodeService;
    identity: IdentityServices;
    profiles: ProfileService;
    newsletter: NewsletterService;
    products: ProductLookupService;
    favorites: FavoritesService;
    search: SearchService;
    searchMeta: SearchMetaService;
    filteredLists: FilteredListService;
    tierRanks: TierRankSource;
    b2bCollections: B2bCollectionsService;
    savedSearches: SavedSearchesService;
    savedSkus: SavedSkusService;
    recentlyViewed: RecentlyViewedService;
    forYou: ForYouService;
    addresses: AddressService;
    wallet: WalletService;
    cart: CartService;
    lastCarts: LastCartService;
    checkout: CheckoutService;
    orderPlacement: OrderPlacementService;
    membership: MembershipServices;
    orders: OrderService;
    /** The packing desk: pack, ship, deliver, cancel; and the console's order lists. */
    fulfilment: OrderFulfilmentService;
    orderConsole: OrderConsoleService;
    inventory: InventoryService;
    opsDashboard: OpsDashboardService;
    /** The console's listings: writing them, their photos, putting them on sale (decision 036). */
    listings: ListingServices;
    opsPieces: OpsPiecesService;
    promotions: PromotionService;
    tiers: TierService;
  };
}

/** Fields redacted from every log line: credentials and personal tokens never reach the logs. */
export const LOG_REDACTIONS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
  "*.auth_token",
  "*.code",
];

/** Requests as log lines show them: method, URL without its secrets (http/log-url.ts), who and from where. */
function serializeRequest(request: { method?: string; url?: string; id?: string; ip?: string; hostname?: string }) {
  return { method: request.method, url: loggableUrl(request.url ?? ""), id: request.id, host: request.hostname, remoteAddress: request.ip };
}

export function createLogger(env: Env, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    redact: { paths: LOG_REDACTIONS, censor: "[redacted]" },
    serializers: { req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function createContext(env: Env, overrides: { logger?: Logger; clock?: Clock; db?: Db } = {}): AppContext {
  const logger = overrides.logger ?? createLogger(env);
  const clock = overrides.clock ?? systemClock;
  const db = overrides.db ?? openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  const storage = new LocalFileStorage(path.join(env.dataDir, "uploads"));
  const rateLimiter = new RateLimiter(db, clock);
  const sessions = new SessionService(db, clock);
  const outbox = new Outbox(db, clock, logger.child({ component: "outbox" }));
  installMailDelivery(outbox, { env, db, clock, logger: logger.child({ component: "mail" }) });
  const codes = new VerificationCodeService(clock, rateLimiter);
  const jobs = new JobRunner(db, clock, logger.child({ component: "jobs" }));
  const events = new DomainEvents(db, outbox, clock);
  const transitions = new Transitions(db, clock, jobs, events);
  const wallet = new WalletService(db, clock, env.sessionSecret, transitions);
  const orders = new OrderService(db);
  const promotions = new PromotionService(db, clock);
  const cart = new CartService(db, clock, wallet, { publicBaseUrl: env.publicBaseUrl, includeTestPlans: env.NODE_ENV !== "production" }, promotions);
  const tiers = new TierService(db, clock, orders, cart);
  const profiles = new ProfileService(db, clock, codes, outbox, env.userHashSecret, wallet, tiers);
  const products = new ProductLookupService(db, clock);
  const favorites = new FavoritesService(db, clock, products, profiles, env.publicBaseUrl);
  const recentlyViewed = new RecentlyViewedService(db, clock, products);
  const search = new SearchService(db, clock, products);
  const inventory = new InventoryService(db, clock, transitions);
  const listings = createListingServices({ db, clock, storage, inventory, jobs });
  const payments = createPaymentGateway(env, db, clock);
  const addresses = new AddressService(db, clock);
  const checkout = new CheckoutService(db, clock, cart, addresses, tiers);
  const membershipDeps = { db, clock, logger: logger.child({ component: "membership" }), wallet, gateway: payments, jobs, cart, transitions, events, includeTestPlans: env.NODE_ENV !== "production" };
  const membershipCore = createMembershipCore(membershipDeps);
  const orderPlacement = new OrderPlacementService({
    db,
    clock,
    logger: logger.child({ component: "checkout" }),
    checkout,
    wallet,
    gateway: payments,
    cartCompletion: new CartServiceCompletion(cart),
    outbox,
    jobs,
    secret: env.sessionSecret,
    publicBaseUrl: env.publicBaseUrl,
    inventory,
    transitions,
    events,
  });
  const fulfilment = new OrderFulfilmentService({ db, clock, logger: logger.child({ component: "fulfilment" }), transitions, inventory, wallet, gateway: payments, jobs });
  const emails = new OrderEmailSubscribers({ outbox, secret: env.sessionSecret, publicBaseUrl: env.publicBaseUrl });
  registerCheckoutJobs(jobs, { placement: orderPlacement, fulfilment, events, emails });
  const identity = createIdentityServices({ db, clock, publicBaseUrl: env.publicBaseUrl, outbox, rateLimiter, sessions, codes, profiles });
  const membership = createMembershipServices(membershipCore, membershipDeps, identity.multipass);
  return {
    env,
    logger,
    clock,
    db,
    storage,
    imageCacheDir: path.join(env.dataDir, "cache", "images"),
    jobs,
    outbox,
    events,
    transitions,
    rateLimiter,
    idempotency: new IdempotencyStore(db, clock),
    payments,
    services: {
      catalog: new CatalogService(db, clock),
      carousels: new CarouselService(db, clock),
      productExtras: new ProductExtraService(db, clock),
      initialData: new InitialDataService(clock, serverReleaseVersion()),
      financing: new BuiltInFinancingEstimator(),
      sessions,
      socialLogin: new SocialLoginService({
        db,
        clock,
        sessions,
        rateLimiter,
        verifiers: socialVerifiersFromEnv(env, clock),
        signIn: identity.signIn,
      }),
      codes,
      profiles,
      identity,
      newsletter: new NewsletterService(db, clock, rateLimiter, outbox, profiles),
      products,
      favorites,
      search,
      searchMeta: new SearchMetaService(db, clock, search),
      filteredLists: new FilteredListService(search),
      tierRanks: tiers,
      b2bCollections: new B2bCollectionsService(db, clock, products, env.publicBaseUrl),
      savedSearches: new SavedSearchesService(db, clock),
      savedSkus: new SavedSkusService(db, clock),
      recentlyViewed,
      forYou: new ForYouService(db, clock, products, favorites, recentlyViewed, orders),
      addresses,
      wallet,
      cart,
      lastCarts: new LastCartService(db, clock, (token) => cart.checkoutUrlOf(token)),
      checkout,
      orderPlacement,
      orders,
      fulfilment,
      orderConsole: new OrderConsoleService(db, inventory),
      inventory,
      opsDashboard: new OpsDashboardService([fulfilmentQueue(db), ...inventoryQueues(db)]),
      listings,
      opsPieces: new OpsPiecesService(db, listings.listings, listings.publication, inventory),
      promotions,
      tiers,
      membership,
    },
  };
}
