import type { Tx } from "../../db/transaction.ts";
import type { AppModule, ModuleSubscription } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import type { AddressService } from "../account/address.service.ts";
import type { ListingPublicationService } from "../catalog/listing-publication.service.ts";
import type { ListingService } from "../catalog/listing.service.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { SellingConsoleService } from "../selling/selling-console.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { CONSIGNMENT_BINDING } from "./consignment-binding.ts";
import { ConsignmentConsoleService, type ConsignorTiers } from "./consignment-console.service.ts";
import { CONSIGNOR_EMAILS, CONSIGNOR_EMAILS_SUBSCRIBER, ConsignorEmailSubscribers } from "./consignment-emails.ts";
import { consignmentOpsRoutes } from "./consignment-ops.routes.ts";
import { consignmentQueues } from "./consignment-queues.ts";
import { ConsignmentReactions, ORDER_ITEM_RETURNED } from "./consignment-reactions.ts";
import { consignmentRoutes } from "./consignment.routes.ts";
import { ConsignmentService } from "./consignment.service.ts";
import { PAYMENT_REQUEST_PAID, type ReturnShippingPayments } from "./return-shipping-payments.ts";

export interface ConsignmentModuleServices {
  consignments: ConsignmentService;
  consignmentConsole: ConsignmentConsoleService;
}

export interface ConsignmentModuleDeps {
  listings: ListingService;
  publication: ListingPublicationService;
  products: ProductLookupService;
  inventory: InventoryService;
  wallet: WalletService;
  addresses: AddressService;
  sellingConsole: SellingConsoleService;
  tiers: ConsignorTiers;
  /** The hosted payment for the return shipping of a delist. */
  payments: ReturnShippingPayments;
  /** The consignor's e-mail; in a subscriber, read through its `tx` (on SQLite it holds the only connection). */
  emailOf: (userId: string, tx?: Tx) => Promise<string | null>;
}

const SUBSCRIBER = "consignment";

/** Consignment (decisions 046, 047): the consigned piece from Received to Paid, the consignor's calls, the console's, the e-mails. */
export function createConsignmentModule(platform: Platform, deps: ConsignmentModuleDeps): AppModule<ConsignmentModuleServices> & { queues: OpsQueueSource[] } {
  const { db, clock, transitions, events, outbox, idempotency, env } = platform;
  const reactions = new ConsignmentReactions({ clock, transitions, inventory: deps.inventory, products: deps.products, wallet: deps.wallet });
  const consignments = new ConsignmentService({ db, clock, transitions, listings: deps.listings, inventory: deps.inventory, wallet: deps.wallet, addresses: deps.addresses, payments: deps.payments });
  const consignmentConsole = new ConsignmentConsoleService({
    db,
    clock,
    transitions,
    events,
    listings: deps.listings,
    publication: deps.publication,
    inventory: deps.inventory,
    sellingConsole: deps.sellingConsole,
    tiers: deps.tiers,
    reactions,
    emailOf: (userId) => deps.emailOf(userId),
  });
  const emails = new ConsignorEmailSubscribers({ outbox, emailOf: (userId, tx) => deps.emailOf(userId, tx), publicBaseUrl: env.publicBaseUrl });
  const inTx = (event: string, handler: ConsignmentReactions["onPaid"]): ModuleSubscription => ({ event, subscriber: SUBSCRIBER, mode: "in-transaction", handler });
  return {
    name: "consignment",
    services: { consignments, consignmentConsole },
    bindings: [CONSIGNMENT_BINDING],
    apiRoutes: async (api) => {
      await consignmentRoutes(api, { consignments, idempotency });
      await consignmentOpsRoutes(api, consignmentConsole);
    },
    subscriptions: [
      inTx("submission_item.received", reactions.onItemReceived),
      inTx("item.listed", reactions.onPieceListed),
      inTx("item.sold", reactions.onPieceSold),
      inTx("item.relisted", reactions.onSaleCancelled),
      inTx("item.delivered", reactions.onPieceDelivered),
      inTx(ORDER_ITEM_RETURNED, reactions.onSaleReturned),
      inTx("consignment.paid", reactions.onPaid),
      inTx(PAYMENT_REQUEST_PAID, reactions.onReturnShippingPaid),
      ...Object.keys(CONSIGNOR_EMAILS).map((event) => ({ event, subscriber: CONSIGNOR_EMAILS_SUBSCRIBER, mode: "once" as const, handler: emails.handle })),
    ],
    queues: consignmentQueues(db),
  };
}
