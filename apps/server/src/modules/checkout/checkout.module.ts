import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { AddressService } from "../account/address.service.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { CartServiceCompletion } from "./cart-completion.ts";
import { checkoutRoutes } from "./checkout.routes.ts";
import { CheckoutService, type BuyerTierSource } from "./checkout.service.ts";
import { fulfilmentQueue } from "./fulfilment-queue.ts";
import { ORDER_BINDING } from "./order-binding.ts";
import { OrderConsoleService } from "./order-console.service.ts";
import { OrderRefundFacts } from "./order-refund-facts.ts";
import { ORDER_EMAILS_SUBSCRIBER, OrderEmailSubscribers } from "./order-email-subscribers.ts";
import { OrderFulfilmentService, RETURN_PAYMENT_JOB, REVERSE_TAX_JOB } from "./order-fulfilment.service.ts";
import { CAPTURE_JOB, HOLD_EXPIRY_JOB, OrderPlacementService, RECORD_TAX_JOB, type HoldExpiryPayload } from "./order-placement.service.ts";
import { HOLD_EXPIRY_SWEEP, HOLD_EXPIRY_SWEEP_EVERY_MS } from "./placement-recovery.ts";
import { orderRoutes } from "./order.routes.ts";
import { OrderService } from "./order.service.ts";

export interface CheckoutModuleServices {
  checkout: CheckoutService;
  orderPlacement: OrderPlacementService;
  orders: OrderService;
  /** The packing desk: pack, ship, deliver, cancel; and the console's order lists. */
  fulfilment: OrderFulfilmentService;
  orderConsole: OrderConsoleService;
  /** What the returns module reads of an order: buyer, delivery, tenders, pieces. */
  orderRefundFacts: OrderRefundFacts;
}

export interface CheckoutModuleDeps {
  cart: CartService;
  wallet: WalletService;
  inventory: InventoryService;
  addresses: AddressService;
  /** The buyer's spend tier prices shipping (decision 031). */
  tiers: BuyerTierSource;
}

/**
 * The hosted checkout, order placement in steps, orders and the packing desk (decisions 021–023,
 * 039). Its timed work: lapsed item holds are deleted and the wallet holds of placements that never
 * completed are released (a sale whose order was never written is refunded, decision 093); the capture
 * of an order placed before sales is retried; a cancelled
 * order's card payment is given back until the gateway answers.
 */
export function createCheckoutModule(platform: Platform, deps: CheckoutModuleDeps): AppModule<CheckoutModuleServices> {
  const { db, clock, env, logger, payments, tax, outbox, jobs, transitions, events, idempotency, crash } = platform;
  const orders = new OrderService(db);
  const checkout = new CheckoutService(db, clock, deps.cart, deps.addresses, deps.tiers, tax, { includeTestPlans: env.NODE_ENV !== "production" });
  const orderPlacement = new OrderPlacementService({
    db,
    clock,
    logger: logger.child({ component: "checkout" }),
    checkout,
    wallet: deps.wallet,
    gateway: payments,
    tax,
    cartCompletion: new CartServiceCompletion(deps.cart),
    outbox,
    jobs,
    secret: env.sessionSecret,
    publicBaseUrl: env.publicBaseUrl,
    inventory: deps.inventory,
    transitions,
    events,
    crash,
  });
  const fulfilment = new OrderFulfilmentService({
    db,
    clock,
    logger: logger.child({ component: "fulfilment" }),
    transitions,
    inventory: deps.inventory,
    wallet: deps.wallet,
    gateway: payments,
    tax,
    jobs,
  });
  const emails = new OrderEmailSubscribers({ outbox, secret: env.sessionSecret, publicBaseUrl: env.publicBaseUrl });
  return {
    name: "checkout",
    services: { checkout, orderPlacement, orders, fulfilment, orderConsole: new OrderConsoleService(db, deps.inventory), orderRefundFacts: new OrderRefundFacts(db) },
    apiRoutes: async (api) => {
      await checkoutRoutes(api, checkout, orderPlacement, idempotency);
      await orderRoutes(api, orders);
    },
    jobs: {
      [HOLD_EXPIRY_JOB]: (payload) => orderPlacement.expireHolds(payload as HoldExpiryPayload),
      [CAPTURE_JOB]: (payload) => orderPlacement.capture((payload as { orderId: string }).orderId),
      [RECORD_TAX_JOB]: (payload) => orderPlacement.recordTax((payload as { orderId: string }).orderId),
      [REVERSE_TAX_JOB]: (payload) => fulfilment.reverseTax((payload as { orderId: string }).orderId),
      [RETURN_PAYMENT_JOB]: (payload) => fulfilment.returnPayment((payload as { orderId: string }).orderId),
    },
    // Attempts left unsettled past their holds' lapse: found by a query, not a job per attempt (decision 098).
    sweeps: [{ name: HOLD_EXPIRY_SWEEP, everyMs: HOLD_EXPIRY_SWEEP_EVERY_MS, run: () => orderPlacement.sweepLapsedAttempts() }],
    // The ship event starts the delivery timer: the helper must know where orders live to fire it.
    bindings: [ORDER_BINDING],
    subscriptions: [
      // The delivery timer moves the order only: its pieces follow in the same transaction.
      { event: "order.delivered", subscriber: "checkout-pieces", mode: "in-transaction", handler: (tx, event) => fulfilment.onDelivered(tx, event) },
      { event: "order.shipped", subscriber: ORDER_EMAILS_SUBSCRIBER, mode: "once", handler: emails.shipped },
      { event: "order.cancelled", subscriber: ORDER_EMAILS_SUBSCRIBER, mode: "once", handler: emails.cancelled },
    ],
    queues: [fulfilmentQueue(db)],
  };
}
