import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { AddressService } from "../account/address.service.ts";
import type { ListingService } from "../catalog/listing.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { PayoutProfileService } from "../payouts/payout-profile.service.ts";
import type { PayoutService } from "../payouts/payout.service.ts";
import type { ValuationService } from "../valuation/valuation.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { LOAN_BINDING } from "./loan-binding.ts";
import { LOAN_DUE_SOON_JOB, LoanConsoleService, type BorrowerContacts } from "./loan-console.service.ts";
import { LOAN_EMAILS, LOAN_EMAILS_SUBSCRIBER, LoanEmailSubscribers } from "./loan-emails.ts";
import { LoanService, type BorrowerTiers, type LoanPaymentRequests } from "./loan.service.ts";
import { LOAN_CLOSING_EVENTS, LoanSubscribers } from "./loan-subscribers.ts";
import { loansQueues } from "./loans-queues.ts";
import { loansRoutes } from "./loans.routes.ts";

export interface LoansModuleServices {
  loans: LoanService;
  loanConsole: LoanConsoleService;
}

export interface LoansModuleDeps {
  valuation: ValuationService;
  tiers: BorrowerTiers;
  addresses: AddressService;
  listings: ListingService;
  inventory: InventoryService;
  payouts: PayoutService;
  payoutProfiles: PayoutProfileService;
  wallet: WalletService;
  paymentRequests: LoanPaymentRequests;
  contacts: BorrowerContacts;
}

/** Loans against a piece (decision 048): the borrower's calls, the console's loans, the timers and the e-mails. */
export function createLoansModule(platform: Platform, deps: LoansModuleDeps): AppModule<LoansModuleServices> & { queues: OpsQueueSource[] } {
  const { db, clock, transitions, jobs, idempotency, outbox, env } = platform;
  const loans = new LoanService({ db, clock, transitions, jobs, valuation: deps.valuation, tiers: deps.tiers, addresses: deps.addresses, paymentRequests: deps.paymentRequests });
  const loanConsole = new LoanConsoleService({ db, clock, transitions, jobs, listings: deps.listings, inventory: deps.inventory, payouts: deps.payouts, payoutProfiles: deps.payoutProfiles, wallet: deps.wallet, contacts: deps.contacts });
  const emails = new LoanEmailSubscribers({ outbox, contacts: deps.contacts, publicBaseUrl: env.publicBaseUrl });
  const followers = new LoanSubscribers({ inventory: deps.inventory, paymentRequests: deps.paymentRequests, now: () => clock.now() });
  return {
    name: "loans",
    services: { loans, loanConsole },
    bindings: [LOAN_BINDING],
    apiRoutes: (api) => loansRoutes(api, { loans, console: loanConsole, idempotency }),
    jobs: {
      [LOAN_DUE_SOON_JOB]: async (payload) => {
        const { loanId } = payload as { loanId: string };
        await inTransaction(db, (tx) => emails.dueSoon(tx, loanId));
      },
    },
    subscriptions: [
      { event: "payment_request.paid", subscriber: "loans", mode: "in-transaction" as const, handler: loans.onPaymentRequestPaid },
      ...LOAN_CLOSING_EVENTS.map((event) => ({ event, subscriber: "loans", mode: "in-transaction" as const, handler: followers.onClosed })),
      { event: "loan.forfeited", subscriber: "loan-repayment-links", mode: "once" as const, handler: followers.cancelOpenRepayment },
      ...Object.keys(LOAN_EMAILS).map((event) => ({ event, subscriber: LOAN_EMAILS_SUBSCRIBER, mode: "once" as const, handler: emails.handle })),
    ],
    queues: loansQueues(db),
  };
}
