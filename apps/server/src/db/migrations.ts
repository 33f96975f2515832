import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as foundation from "./migrations/0001-foundation.ts";
import * as identity from "./migrations/0002-identity.ts";
import * as search from "./migrations/0003-search.ts";
import * as favorites from "./migrations/0004-favorites.ts";
import * as stores from "./migrations/0005-stores.ts";
import * as cart from "./migrations/0006-cart.ts";
import * as wallet from "./migrations/0007-wallet.ts";
import * as checkout from "./migrations/0008-checkout.ts";
import * as membership from "./migrations/0009-membership.ts";
import * as promotions from "./migrations/0010-promotions.ts";
import * as pieces from "./migrations/0011-pieces-actors-audit.ts";
import * as eventReceipts from "./migrations/0012-event-receipts.ts";
import * as valuation from "./migrations/0013-valuation.ts";
import * as selling from "./migrations/0014-selling.ts";
import * as payouts from "./migrations/0015-payouts.ts";
import * as orderMoney from "./migrations/0016-order-money-and-tax.ts";
import * as paymentRequests from "./migrations/0017-payment-requests.ts";
import * as consignments from "./migrations/0018-consignments.ts";
import * as loans from "./migrations/0019-loans.ts";
import * as tradeIns from "./migrations/0020-trade-ins.ts";
import * as returns from "./migrations/0022-returns.ts";
import * as addressDefault from "./migrations/0023-address-default.ts";
import * as walletCashOut from "./migrations/0024-wallet-cash-out.ts";
import * as wholesaleAndPartners from "./migrations/0025-wholesale-and-partners.ts";
import * as checkoutPlacementLease from "./migrations/0028-checkout-placement-lease.ts";
import * as resaleReport from "./migrations/0029-resale-report.ts";
import * as contentPages from "./migrations/0030-content-pages.ts";
import * as referenceRates from "./migrations/0031-reference-rates.ts";
import * as featureFlags from "./migrations/0032-feature-flags.ts";
import * as paymentAttempts from "./migrations/0033-payment-attempts.ts";
import * as itemHoldPreviousHolder from "./migrations/0034-item-hold-previous-holder.ts";
import * as salesVersion from "./migrations/0035-sales-version.ts";
import * as soldPieceHold from "./migrations/0036-sold-piece-hold.ts";
import * as paymentAttemptLapse from "./migrations/0037-payment-attempt-lapse.ts";
import * as auditSubjectOrder from "./migrations/0038-audit-subject-order.ts";

/** Every migration, registered explicitly and in order. Names never change once shipped. */
const MIGRATIONS: Record<string, Migration> = {
  "0001-foundation": foundation,
  "0002-identity": identity,
  "0003-search": search,
  "0004-favorites": favorites,
  "0005-stores": stores,
  "0006-cart": cart,
  "0007-wallet": wallet,
  "0008-checkout": checkout,
  "0009-membership": membership,
  "0010-promotions": promotions,
  "0011-pieces-actors-audit": pieces,
  "0012-event-receipts": eventReceipts,
  "0013-valuation": valuation,
  "0014-selling": selling,
  "0015-payouts": payouts,
  "0016-order-money-and-tax": orderMoney,
  "0017-payment-requests": paymentRequests,
  "0018-consignments": consignments,
  "0019-loans": loans,
  "0020-trade-ins": tradeIns,
  "0022-returns": returns,
  "0023-address-default": addressDefault,
  "0024-wallet-cash-out": walletCashOut,
  "0025-wholesale-and-partners": wholesaleAndPartners,
  "0028-checkout-placement-lease": checkoutPlacementLease,
  "0029-resale-report": resaleReport,
  "0030-content-pages": contentPages,
  "0031-reference-rates": referenceRates,
  "0032-feature-flags": featureFlags,
  "0033-payment-attempts": paymentAttempts,
  "0034-item-hold-previous-holder": itemHoldPreviousHolder,
  "0035-sales-version": salesVersion,
  "0036-sold-piece-hold": soldPieceHold,
  "0037-payment-attempt-lapse": paymentAttemptLapse,
  "0038-audit-subject-order": auditSubjectOrder,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
