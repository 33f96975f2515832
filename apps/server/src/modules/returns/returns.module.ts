import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { OrderFulfilmentService } from "../checkout/order-fulfilment.service.ts";
import type { OrderRefundFacts } from "../checkout/order-refund-facts.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { WalletRefunds } from "../wallet/wallet-refunds.ts";
import { RETURN_BINDING } from "./return-binding.ts";
import { REFUND_CARD_JOB, ReturnsConsoleService } from "./returns-console.service.ts";
import { RETURN_EMAILS, RETURN_EMAILS_SUBSCRIBER, ReturnEmailSubscribers } from "./returns-emails.ts";
import { returnsRoutes } from "./returns.routes.ts";
import { ReturnsService, type MemberCheck } from "./returns.service.ts";

export interface ReturnsModuleServices {
  returns: ReturnsService;
  returnsConsole: ReturnsConsoleService;
}

export interface ReturnsModuleDeps {
  orders: OrderRefundFacts;
  fulfilment: OrderFulfilmentService;
  inventory: InventoryService;
  wallet: WalletService;
  members: MemberCheck;
}

/**
 * Cancellations and returns (decision 056): the buyer's cancel before shipment (through checkout's
 * packing desk, as the customer), the return's calculation and request, the console's receive,
 * inspect, refund or reject, the card refund's job and the buyer's e-mails.
 */
export function createReturnsModule(platform: Platform, deps: ReturnsModuleDeps): AppModule<ReturnsModuleServices> {
  const { db, clock, transitions, events, jobs, payments, outbox, env, logger } = platform;
  const walletRefunds = new WalletRefunds(clock, platform.crash);
  const returns = new ReturnsService({ db, clock, transitions, orders: deps.orders, fulfilment: deps.fulfilment, inventory: deps.inventory, walletRefunds, members: deps.members, publicBaseUrl: env.publicBaseUrl });
  const returnsConsole = new ReturnsConsoleService({
    db,
    clock,
    logger: logger.child({ component: "returns" }),
    transitions,
    events,
    jobs,
    gateway: payments,
    orders: deps.orders,
    inventory: deps.inventory,
    wallet: deps.wallet,
    walletRefunds,
    publicBaseUrl: env.publicBaseUrl,
  });
  const emails = new ReturnEmailSubscribers({ outbox, publicBaseUrl: env.publicBaseUrl });
  return {
    name: "returns",
    services: { returns, returnsConsole },
    bindings: [RETURN_BINDING],
    apiRoutes: (api) => returnsRoutes(api, { returns, console: returnsConsole }),
    jobs: { [REFUND_CARD_JOB]: (payload) => returnsConsole.refundCard((payload as { returnId: string }).returnId) },
    subscriptions: Object.keys(RETURN_EMAILS).map((event) => ({ event, subscriber: RETURN_EMAILS_SUBSCRIBER, mode: "once" as const, handler: emails.handle })),
  };
}
