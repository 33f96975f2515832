import { tradeInQueues } from "./trade-in-queues.ts";
import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { TRADE_IN_BINDING } from "./trade-in-binding.ts";
import { TradeInConsoleService, type TradeInContacts } from "./trade-in-console.service.ts";
import { TRADE_IN_EMAILS, TRADE_IN_EMAILS_SUBSCRIBER, TradeInEmailSubscribers } from "./trade-in-emails.ts";
import type { TradeInPaymentRequests } from "./trade-in-payments.ts";
import { TradeInSubscribers, type TradeInOrderCancellation } from "./trade-in-subscribers.ts";
import { tradeInRoutes } from "./trade-in.routes.ts";
import { TradeInService } from "./trade-in.service.ts";

export interface TradeInModuleServices {
  tradeIns: TradeInService;
  tradeInConsole: TradeInConsoleService;
}

export interface TradeInModuleDeps {
  wallet: WalletService;
  /** Checkout's packing desk: a lapsed trade-in cancels the purchase made with it. */
  orders: TradeInOrderCancellation;
  contacts: TradeInContacts;
  /** The hosted payment for a difference owed (the payment-requests module). */
  paymentRequests: TradeInPaymentRequests;
}

const SUBSCRIBER = "trade-in";

/**
 * Trade-ins toward a purchase (decision 050): the bag the cart applies, the seller's calls, the
 * console's inspection, the arrival timer and the e-mails. It follows selling (a trade-in ticket's
 * accepted piece; its check-in), checkout (orders placed and cancelled) and payment requests.
 */
export function createTradeInModule(platform: Platform, deps: TradeInModuleDeps): AppModule<TradeInModuleServices> {
  const { db, clock, transitions, outbox, env, idempotency, logger } = platform;
  const tradeIns = new TradeInService(db, clock, transitions, deps.wallet, deps.paymentRequests);
  const tradeInConsole = new TradeInConsoleService(db, clock, transitions, deps.wallet, deps.contacts);
  const on = new TradeInSubscribers({ db, clock, transitions, wallet: deps.wallet, orders: deps.orders, logger: logger.child({ component: "trade-in" }) });
  const emails = new TradeInEmailSubscribers({ outbox, contacts: deps.contacts, publicBaseUrl: env.publicBaseUrl });
  return {
    name: "trade-in",
    services: { tradeIns, tradeInConsole },
    bindings: [TRADE_IN_BINDING],
    queues: tradeInQueues(db),
    apiRoutes: (api) => tradeInRoutes(api, { tradeIns, console: tradeInConsole, idempotency }),
    subscriptions: [
      { event: "submission_item.accepted", subscriber: SUBSCRIBER, mode: "in-transaction", handler: on.onItemAccepted },
      { event: "order.placed", subscriber: SUBSCRIBER, mode: "in-transaction", handler: on.onOrderPlaced },
      { event: "order.packed", subscriber: SUBSCRIBER, mode: "in-transaction", handler: on.onOrderPacked },
      { event: "order.cancelled", subscriber: SUBSCRIBER, mode: "in-transaction", handler: on.onOrderCancelled },
      { event: "submission_item.received", subscriber: SUBSCRIBER, mode: "in-transaction", handler: on.onItemReceived },
      { event: "submission_item.authenticated", subscriber: SUBSCRIBER, mode: "in-transaction", handler: on.onItemAuthenticated },
      { event: "payment_request.paid", subscriber: SUBSCRIBER, mode: "in-transaction", handler: on.onPaymentPaid },
      { event: "trade_in.lapsed", subscriber: SUBSCRIBER, mode: "after-commit", handler: on.onLapsed },
      ...Object.keys(TRADE_IN_EMAILS).map((event) => ({ event, subscriber: TRADE_IN_EMAILS_SUBSCRIBER, mode: "once" as const, handler: emails.handle })),
    ],
  };
}
