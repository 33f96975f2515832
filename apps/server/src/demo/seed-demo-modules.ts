import type { Db } from "../db/database.ts";
import type { PaymentGateway } from "../platform/payments/payment-gateway.ts";
import { seedDemoDiscountCodes } from "../modules/cart/demo-discount-codes.ts";
import { seedDemoPromotions } from "../modules/content/demo-promotions.ts";
import { seedDemoContentPages } from "../modules/content-pages/demo-content-pages.ts";
import { ProductLookupService } from "../modules/catalog/product-lookup.service.ts";
import { systemClock } from "../db/clock.ts";
import { existingDemoAccounts, seedDemoAccounts } from "../modules/identity/demo-accounts.ts";
import { seedDemoProvenance } from "../modules/inventory/demo-provenance.ts";
import { seedDemoPartners } from "../modules/partners/demo-partners.ts";
import { seedDemoMembership } from "../modules/membership/demo-membership.ts";
import { seedDemoMemberRole } from "../modules/membership/demo-member-role.ts";
import { seedDemoValuation } from "../modules/valuation/demo-valuation.ts";
import { seedDemoResaleReport } from "../modules/report/demo-resale-report.ts";
import { seedDemoWallet } from "../modules/wallet/demo-wallet.ts";

export interface DemoModuleOptions {
  now: Date;
  /** The server's SESSION_SECRET: with it, the demo gift card and the demo accounts' store credit are seeded. */
  walletSecret?: string;
  /** The gateway the server charges with: with it and walletSecret, the demo member's subscription is seeded. */
  payments?: PaymentGateway;
}

/**
 * Every module's demo data once the catalogue is in place, each from its own module: the pieces'
 * provenance, the demo accounts (with the staff member's capabilities), wallets, the demo membership,
 * discount codes and promotions. Each step leaves what already exists alone. Returns the e-mails of
 * the accounts created. Valuation's seller catalog and sales history come last.
 */
export async function seedDemoModules(db: Db, options: DemoModuleOptions): Promise<string[]> {
  const { now } = options;
  await seedDemoProvenance(db);
  const accounts = await seedDemoAccounts(db, now);
  await seedDemoMemberRole(db, now);
  if (options.walletSecret) await seedDemoWallet(db, now, options.walletSecret, await existingDemoAccounts(db));
  if (options.walletSecret && options.payments) await seedDemoMembership(db, now, options.walletSecret, options.payments);
  await seedDemoDiscountCodes(db, now);
  await seedDemoPromotions(db, now);
  await seedDemoPartners(db, now);
  await seedDemoValuation(db, now);
  await seedDemoResaleReport(db, now);
  const lookup = new ProductLookupService(db, systemClock);
  await seedDemoContentPages(db, now, {
    available: async (category, count, exclude) =>
      (await lookup.availableCandidates({ designers: [], categories: [category], conditions: [], colors: [], excludeIds: exclude, limit: count }, { isB2b: false })).map((p) => ({ id: p.id, image: p.card.image })),
  });
  return accounts;
}
