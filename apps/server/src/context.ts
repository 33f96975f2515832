import path from "node:path";
import pino, { type Logger } from "pino";
import { loggableUrl } from "./http/log-url.ts";
import type { Env } from "./config/env.ts";
import { systemClock, type Clock } from "./db/clock.ts";
import { openDatabase, type Db } from "./db/database.ts";
import { IdempotencyStore } from "./http/idempotency.ts";
import { DomainEvents } from "./platform/events/domain-events.ts";
import { createFinancingModule, type FinancingModuleServices } from "./platform/financing/financing.module.ts";
import { JobRunner } from "./platform/jobs/job-runner.ts";
import { Transitions } from "./platform/lifecycle/transitions.ts";
import { installMailDelivery } from "./platform/mail/mail-delivery.ts";
import type { AppModule } from "./platform/modules/app-module.ts";
import { installModules } from "./platform/modules/install-modules.ts";
import { Later } from "./platform/modules/later.ts";
import type { Platform } from "./platform/modules/platform.ts";
import { Outbox } from "./platform/outbox/outbox.ts";
import { createPaymentGateway } from "./platform/payments/create-payment-gateway.ts";
import { crashPointsFrom } from "./platform/crash/crash-points.ts";
import { createTaxCalculator } from "./platform/tax/create-tax-calculator.ts";
import { CaptchaGate } from "./platform/captcha/captcha-gate.ts";
import { createCaptchaVerifier } from "./platform/captcha/create-captcha-verifier.ts";
import { RateLimiter } from "./platform/rate-limit/rate-limiter.ts";
import { LocalFileStorage } from "./platform/storage/local-file-storage.ts";
import { createAccountModule, type AccountModuleServices } from "./modules/account/account.module.ts";
import { createB2bModule, type B2bModuleServices } from "./modules/b2b/b2b.module.ts";
import { createCartModule, type CartModuleServices } from "./modules/cart/cart.module.ts";
import { createCatalogModule, type CatalogModuleServices } from "./modules/catalog/catalog.module.ts";
import type { FilteredListSource } from "./modules/catalog/filtered-list-source.ts";
import { createCheckoutModule, type CheckoutModuleServices } from "./modules/checkout/checkout.module.ts";
import { createContentModule, type ContentModuleServices } from "./modules/content/content.module.ts";
import { createFavoritesModule, type FavoritesModuleServices } from "./modules/favorites/favorites.module.ts";
import { createHealthModule } from "./modules/health/health.module.ts";
import { createIdentityModule, type IdentityModuleServices } from "./modules/identity/identity.module.ts";
import { createInventoryModule, type InventoryModuleServices } from "./modules/inventory/inventory.module.ts";
import { createMembershipModule, type MembershipModuleServices } from "./modules/membership/membership.module.ts";
import type { TierService } from "./modules/membership/tier.service.ts";
import { createOpsModule, type OpsModuleServices } from "./modules/ops/ops.module.ts";
import { createPartnersModule, type PartnersModuleServices } from "./modules/partners/partners.module.ts";
import type { LeadSubmissions } from "./modules/partners/partner-program.service.ts";
import { createContentPagesModule, type ContentPagesModuleServices } from "./modules/content-pages/content-pages.module.ts";
import { createWholesaleModule, type WholesaleModuleServices } from "./modules/wholesale/wholesale.module.ts";
import { createPayoutsModule, type PayoutsModuleServices } from "./modules/payouts/payouts.module.ts";
import { createSellingModule, type SellingModuleServices } from "./modules/selling/selling.module.ts";
import { createPaymentRequestsModule, type PaymentRequestsModuleServices } from "./modules/payment-requests/payment-requests.module.ts";
import { createConsignmentModule, type ConsignmentModuleServices } from "./modules/consignment/consignment.module.ts";
import { createLoansModule, type LoansModuleServices } from "./modules/loans/loans.module.ts";
import { createTradeInModule, type TradeInModuleServices } from "./modules/trade-in/trade-in.module.ts";
import { createReturnsModule, type ReturnsModuleServices } from "./modules/returns/returns.module.ts";
import type { TradeInBagSource } from "./modules/cart/cart.service.ts";
import { createSavedSearchesModule, type SavedSearchesModuleServices } from "./modules/saved-searches/saved-searches.module.ts";
import { createSearchModule, type SearchModuleServices } from "./modules/search/search.module.ts";
import { createStorefrontModule } from "./modules/storefront/storefront.module.ts";
import type { OrderService } from "./modules/checkout/order.service.ts";
import { createValuationModule, type ValuationModuleServices } from "./modules/valuation/valuation.module.ts";
import { createReportModule, type ReportModuleServices } from "./modules/report/report.module.ts";
import { createCountriesModule, type CountriesModuleServices } from "./modules/countries/countries.module.ts";
import { createWalletModule, type WalletModuleServices } from "./modules/wallet/wallet.module.ts";
import { createWalletAccountModule, type WalletAccountModuleServices } from "./modules/wallet-account/wallet-account.module.ts";
import { createFlagsModule, type FlagsModuleServices } from "./modules/flags/flags.module.ts";
import { businessSignupSwitch, shippingProtectionSwitch, wholesaleMenuSwitch } from "./modules/flags/flag-switches.ts";

/** Every module's services under one roof: what routes, jobs, the demo data and the tests call. */
export type AppServices = WalletModuleServices &
  InventoryModuleServices &
  ContentModuleServices &
  CartModuleServices &
  IdentityModuleServices &
  MembershipModuleServices &
  CatalogModuleServices &
  FinancingModuleServices &
  SearchModuleServices &
  ValuationModuleServices &
  FavoritesModuleServices &
  AccountModuleServices &
  CheckoutModuleServices &
  SavedSearchesModuleServices &
  B2bModuleServices &
  PartnersModuleServices &
  WholesaleModuleServices &
  ContentPagesModuleServices &
  PayoutsModuleServices &
  SellingModuleServices &
  PaymentRequestsModuleServices &
  ConsignmentModuleServices &
  LoansModuleServices &
  TradeInModuleServices &
  ReturnsModuleServices &
  WalletAccountModuleServices &
  OpsModuleServices &
  ReportModuleServices &
  CountriesModuleServices &
  FlagsModuleServices;

/** Everything a request or job may need, built once per process and passed down explicitly. */
export interface AppContext extends Platform {
  services: AppServices;
  /** The modules in the order they were built; `buildApp` registers their routes in this order. */
  modules: readonly AppModule[];
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
  const platform = createPlatform(env, overrides);
  const { modules, services } = createModules(platform);
  installModules(modules, platform);
  return { ...platform, services, modules };
}

function createPlatform(env: Env, overrides: { logger?: Logger; clock?: Clock; db?: Db }): Platform {
  const logger = overrides.logger ?? createLogger(env);
  const clock = overrides.clock ?? systemClock;
  const db = overrides.db ?? openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir, countStatements: env.BENCH_STATS });
  const outbox = new Outbox(db, clock, logger.child({ component: "outbox" }));
  installMailDelivery(outbox, { env, db, clock, logger: logger.child({ component: "mail" }) });
  const jobs = new JobRunner(db, clock, logger.child({ component: "jobs" }));
  const events = new DomainEvents(db, outbox, clock);
  const crash = crashPointsFrom(env);
  return {
    env,
    logger,
    clock,
    db,
    storage: new LocalFileStorage(path.join(env.dataDir, "uploads")),
    imageCacheDir: path.join(env.dataDir, "cache", "images"),
    jobs,
    outbox,
    events,
    transitions: new Transitions(db, clock, jobs, events),
    rateLimiter: new RateLimiter(db, clock),
    idempotency: new IdempotencyStore(db, clock),
    payments: createPaymentGateway(env, db, clock, crash),
    tax: createTaxCalculator(env),
    captcha: new CaptchaGate(createCaptchaVerifier(env), logger.child({ component: "captcha" })),
    crash,
  };
}

/**
 * The modules in dependency order (decision 038): each receives only the services it needs of the
 * modules built before it. Where two modules need each other, the later one's service is handed over
 * as a `Later`, provided as soon as its module is built; nothing calls it before every module is.
 */
function createModules(platform: Platform): { modules: AppModule[]; services: AppServices } {
  const tiersLater = new Later<TierService>("membership's tiers");
  const ordersLater = new Later<OrderService>("checkout's orders");
  const listsLater = new Later<FilteredListSource>("search's filtered lists");
  const tradeInBagLater = new Later<TradeInBagSource>("trade-in's bag");
  const leadSubmissionsLater = new Later<LeadSubmissions>("selling's submissions for partner leads");

  const wallet = createWalletModule(platform);
  const inventory = createInventoryModule(platform);
  const flags = createFlagsModule(platform, { tiers: tiersLater });
  const content = createContentModule(platform, { tiers: tiersLater });
  const catalog = createCatalogModule(platform, { inventory: inventory.services.inventory, lists: listsLater });
  const cart = createCartModule(platform, { wallet: wallet.services.wallet, products: catalog.services.products, promotions: content.services.promotions, tradeIns: tradeInBagLater, protection: shippingProtectionSwitch(flags.services.flags) });
  const identity = createIdentityModule(platform, { wallet: wallet.services.wallet, tiers: tiersLater, wholesaleMenu: wholesaleMenuSwitch(flags.services.flags) });
  const membership = createMembershipModule(platform, {
    wallet: wallet.services.wallet,
    cart: cart.services.cart,
    identity: identity.services.identity,
    sessions: identity.services.sessions,
    orders: ordersLater,
  });
  tiersLater.provide(membership.services.tiers);
  const ranks = membership.services.tierRanks;
  const financing = createFinancingModule();
  const search = createSearchModule(platform, { products: catalog.services.products, ranks });
  listsLater.provide(search.services.filteredLists);
  const valuation = createValuationModule(platform, { pieces: catalog.services.products, tiers: membership.services.tiers });
  const favorites = createFavoritesModule(platform, { products: catalog.services.products, profiles: identity.services.profiles });
  const account = createAccountModule(platform, {
    profiles: identity.services.profiles,
    products: catalog.services.products,
    favorites: favorites.services.favorites,
    purchases: ordersLater,
  });
  const checkout = createCheckoutModule(platform, {
    cart: cart.services.cart,
    wallet: wallet.services.wallet,
    inventory: inventory.services.inventory,
    addresses: account.services.addresses,
    tiers: membership.services.tiers,
  });
  ordersLater.provide(checkout.services.orders);
  const savedSearches = createSavedSearchesModule(platform);
  const b2b = createB2bModule(platform, { products: catalog.services.products });
  const contentPages = createContentPagesModule(platform, { pieces: catalog.services.products });
  const storefront = createStorefrontModule(platform, {
    cart: cart.services.cart,
    catalog: catalog.services.catalog,
    products: catalog.services.products,
    search: search.services.search,
    profiles: identity.services.profiles,
    checkout: checkout.services.checkout,
    content: contentPages.services.contentPages,
  });
  const partners = createPartnersModule(platform, { submissions: leadSubmissionsLater });
  const payouts = createPayoutsModule(platform, { addresses: account.services.addresses });
  const paymentRequests = createPaymentRequestsModule(platform);
  const selling = createSellingModule(platform, {
    valuation: valuation.services.valuation,
    tiers: membership.services.tiers,
    partners: partners.services.partners,
    addresses: account.services.addresses,
    listings: catalog.services.listings.listings,
    inventory: inventory.services.inventory,
    wallet: wallet.services.wallet,
    payouts: payouts.services.payouts,
    payoutProfiles: payouts.services.payoutProfiles,
    contacts: { emailOf: (userId, tx) => identity.services.profiles.emailOf(userId, tx) },
  });
  leadSubmissionsLater.provide(selling.services.submissions);
  const wholesale = createWholesaleModule(platform, {
    contacts: { emailOf: (userId, tx) => identity.services.profiles.emailOf(userId, tx), isB2b: (userId) => identity.services.profiles.isB2b(userId) },
    signup: businessSignupSwitch(flags.services.flags),
  });
  const consignment = createConsignmentModule(platform, {
    listings: catalog.services.listings.listings,
    publication: catalog.services.listings.publication,
    products: catalog.services.products,
    inventory: inventory.services.inventory,
    wallet: wallet.services.wallet,
    addresses: account.services.addresses,
    sellingConsole: selling.services.sellingConsole,
    tiers: membership.services.tiers,
    payments: paymentRequests.services.paymentRequests,
    emailOf: (userId, tx) => identity.services.profiles.emailOf(userId, tx),
  });
  const loans = createLoansModule(platform, {
    valuation: valuation.services.valuation,
    tiers: membership.services.tiers,
    addresses: account.services.addresses,
    listings: catalog.services.listings.listings,
    inventory: inventory.services.inventory,
    payouts: payouts.services.payouts,
    payoutProfiles: payouts.services.payoutProfiles,
    wallet: wallet.services.wallet,
    paymentRequests: paymentRequests.services.paymentRequests,
    contacts: { emailOf: (userId, tx) => identity.services.profiles.emailOf(userId, tx) },
  });
  const tradeIn = createTradeInModule(platform, {
    wallet: wallet.services.wallet,
    orders: checkout.services.fulfilment,
    contacts: { emailOf: (userId, tx) => identity.services.profiles.emailOf(userId, tx) },
    paymentRequests: paymentRequests.services.paymentRequests,
  });
  tradeInBagLater.provide(tradeIn.services.tradeIns);
  const returns = createReturnsModule(platform, {
    orders: checkout.services.orderRefundFacts,
    fulfilment: checkout.services.fulfilment,
    inventory: inventory.services.inventory,
    wallet: wallet.services.wallet,
    members: { isMember: async (userId) => (await membership.services.membership.memberships.isMember(userId)).is_member },
  });
  const walletAccount = createWalletAccountModule(platform, {
    wallet: wallet.services.wallet,
    walletHistory: wallet.services.walletHistory,
    payouts: payouts.services.payouts,
    payoutProfiles: payouts.services.payoutProfiles,
    contacts: {
      emailOf: (userId, tx) => identity.services.profiles.emailOf(userId, tx),
      verifiedPhoneOf: async (userId) => {
        const profile = await identity.services.profiles.profile(userId);
        return profile.main_phone && !profile.show_sms_validation ? profile.main_phone : null;
      },
    },
    rewards: { planOf: async (userId) => (await membership.services.membership.rewards.walletView(userId)).rewards_credit.membership_plan },
    points: {
      buyerFacts: (orderId, db) => checkout.services.orders.buyerFacts(orderId, db),
      tierKeyOf: async (userId, db) => (await membership.services.tiers.tierOf(userId, db)).key,
    },
    people: { people: (ids) => identity.services.profiles.people(ids), userIdByEmail: (email) => identity.services.profiles.userIdByEmail(email) },
    earnings: {
      pendingEarnings: async (userId) =>
        (await consignment.services.consignments.lists(userId)).sold
          .filter((c) => c.earning_cents !== null && c.state !== "paid")
          .map((c) => ({ id: c.id, title: c.title, amountCents: c.earning_cents as number, clearsAt: c.earning_clears_at, soldAt: c.updated_at })),
    },
  });
  const ops = createOpsModule(platform, {
    listings: catalog.services.listings,
    inventory: inventory.services.inventory,
    fulfilment: checkout.services.fulfilment,
    orderConsole: checkout.services.orderConsole,
    sellingConsole: selling.services.sellingConsole,
    people: identity.services.profiles,
    // The dashboard lists the packing desk first, then the pieces, then the sellers' submissions.
    queues: [checkout, inventory, selling, consignment, loans, tradeIn, walletAccount].flatMap((m) => m.queues ?? []),
  });
  const report = createReportModule(platform, { pieces: catalog.services.products, listings: inventory.services.inventory });
  const countries = createCountriesModule(platform);
  const health = createHealthModule(platform);

  return {
    modules: [wallet, inventory, content, cart, identity, membership, catalog, financing, search, valuation, favorites, account, checkout, savedSearches, b2b, storefront, partners, payouts, paymentRequests, selling, consignment, loans, tradeIn, returns, walletAccount, wholesale, contentPages, ops, report, countries, flags, health],
    services: {
      ...wallet.services,
      ...inventory.services,
      ...content.services,
      ...cart.services,
      ...identity.services,
      ...membership.services,
      ...catalog.services,
      ...financing.services,
      ...search.services,
      ...valuation.services,
      ...favorites.services,
      ...account.services,
      ...checkout.services,
      ...savedSearches.services,
      ...b2b.services,
      ...partners.services,
      ...wholesale.services,
      ...contentPages.services,
      ...payouts.services,
      ...paymentRequests.services,
      ...selling.services,
      ...consignment.services,
      ...loans.services,
      ...tradeIn.services,
      ...returns.services,
      ...walletAccount.services,
      ...ops.services,
      ...report.services,
      ...countries.services,
      ...flags.services,
    },
  };
}
