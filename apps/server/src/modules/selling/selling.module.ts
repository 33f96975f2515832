import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import type { AddressService } from "../account/address.service.ts";
import { ListingPhotoService, type UploadSweepPayload } from "../catalog/listing-photo.service.ts";
import type { ListingService } from "../catalog/listing.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { PartnerService } from "../partners/partner.service.ts";
import type { PayoutProfileService } from "../payouts/payout-profile.service.ts";
import type { PayoutService } from "../payouts/payout.service.ts";
import type { ValuationService } from "../valuation/valuation.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { NmiService } from "./nmi.service.ts";
import { QuoteDecisionService } from "./quote-decision.service.ts";
import { SellerShippingService } from "./seller-shipping.service.ts";
import { deleteUnattachedSellerPhoto, insertSellerPhoto } from "./seller-photo.repository.ts";
import { SELLER_EMAILS, SELLER_EMAILS_SUBSCRIBER, SellerEmailSubscribers, type SellerContacts } from "./selling-emails.ts";
import { SellingConsoleService } from "./selling-console.service.ts";
import { sellingQueues } from "./selling-queues.ts";
import { sellingRoutes } from "./selling.routes.ts";
import { SUBMISSION_ITEM_BINDING } from "./submission-item-binding.ts";
import { SubmissionService, type SellerTiers } from "./submission.service.ts";

/** Seller photos live under this prefix; one no submission or answer used is removed after a week. */
export const SELLER_PHOTO_PREFIX = "seller-photos/";
export const SELLER_PHOTO_SWEEP_JOB = "selling.seller-photo-sweep";
export const UNUSED_SELLER_PHOTO_KEPT_MS = 7 * 86_400_000;

export interface SellingModuleServices {
  submissions: SubmissionService;
  quoteDecisions: QuoteDecisionService;
  sellerShipping: SellerShippingService;
  nmi: NmiService;
  sellingConsole: SellingConsoleService;
}

export interface SellingModuleDeps {
  valuation: ValuationService;
  tiers: SellerTiers;
  partners: PartnerService;
  addresses: AddressService;
  listings: ListingService;
  inventory: InventoryService;
  wallet: WalletService;
  payouts: PayoutService;
  payoutProfiles: PayoutProfileService;
  contacts: SellerContacts;
}

/** The seller's side (decision 042): submissions, quotes, needs-more-info, self check-in, the console's seller queues and e-mails. */
export function createSellingModule(platform: Platform, deps: SellingModuleDeps): AppModule<SellingModuleServices> & { queues: OpsQueueSource[] } {
  const { db, clock, transitions, storage, idempotency, outbox, env, jobs } = platform;
  const submissions = new SubmissionService(db, clock, transitions, deps.valuation, deps.tiers, deps.partners);
  const quoteDecisions = new QuoteDecisionService(db, clock, transitions, submissions);
  const sellerShipping = new SellerShippingService(db, clock, transitions, deps.addresses, submissions);
  const nmi = new NmiService(db, clock, transitions);
  const sellingConsole = new SellingConsoleService({ db, clock, transitions, nmi, listings: deps.listings, inventory: deps.inventory, wallet: deps.wallet, payouts: deps.payouts, payoutProfiles: deps.payoutProfiles });
  const photos = new ListingPhotoService(storage, clock, SELLER_PHOTO_PREFIX, { db, jobs, job: SELLER_PHOTO_SWEEP_JOB, afterMs: UNUSED_SELLER_PHOTO_KEPT_MS });
  const emails = new SellerEmailSubscribers({ outbox, contacts: deps.contacts, publicBaseUrl: env.publicBaseUrl });
  return {
    name: "selling",
    services: { submissions, quoteDecisions, sellerShipping, nmi, sellingConsole },
    bindings: [SUBMISSION_ITEM_BINDING],
    apiRoutes: (api) =>
      sellingRoutes(api, {
        submissions,
        decisions: quoteDecisions,
        shipping: sellerShipping,
        nmi,
        partners: deps.partners,
        photos,
        idempotency,
        recordPhoto: (row) => insertSellerPhoto(db.kysely, { ...row, created_at: clock.now().toISOString() }),
      }),
    jobs: {
      [SELLER_PHOTO_SWEEP_JOB]: async (payload) => {
        const { key } = payload as UploadSweepPayload;
        if (await deleteUnattachedSellerPhoto(db.kysely, key)) await photos.discard(key);
      },
    },
    subscriptions: [
      ...Object.keys(SELLER_EMAILS).map((event) => ({ event, subscriber: SELLER_EMAILS_SUBSCRIBER, mode: "once" as const, handler: emails.handle })),
      // A piece traded toward a purchase is settled by its trade-in's credit (decision 050).
      {
        event: "trade_in.credited",
        subscriber: "selling.settle-trade-in",
        mode: "in-transaction" as const,
        handler: async (tx, event) => {
          const p = event.payload as { item_id: string; credited_cents: number };
          await sellingConsole.settleTradeIn(tx, p.item_id, p.credited_cents);
        },
      },
      // …and sent back when its seller declined the revised offer.
      {
        event: "trade_in.declined",
        subscriber: "selling.send-back-trade-in",
        mode: "in-transaction" as const,
        handler: async (tx, event) => sellingConsole.sendBack(tx, (event.payload as { item_id: string }).item_id),
      },
    ],
    queues: sellingQueues(db),
  };
}
