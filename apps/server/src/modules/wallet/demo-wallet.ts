import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { WalletService } from "./wallet.service.ts";

/** The demo gift card printed in the README: a $250 bearer card anyone may try at checkout. */
export const DEMO_GIFT_CARD = { code: "MAISON2026GIFT25", amountCents: 250_00 } as const;

/**
 * Store credit and points of the demo accounts (by e-mail), so the wallet and credit toggles have
 * something to show; the shopper is also a seller with cleared earnings to cash out (decision 053).
 */
export const DEMO_WALLETS = [
  { email: "member@maison.test", storeCreditCents: 1_500_00, purpose: "rewards", points: 2_500, cashCents: 0 },
  { email: "shopper@maison.test", storeCreditCents: 100_00, purpose: "wallet", points: 500, cashCents: 1_250_00 },
] as const;

/**
 * Issues the demo gift card and credits the demo accounts that exist (`accounts`: identity's, by
 * e-mail, which the demo data hands over). Every movement has a fixed
 * idempotency key, so running it again changes nothing. `secret` must be the server's SESSION_SECRET
 * (the key the running server finds codes with).
 */
export async function seedDemoWallet(
  db: Db,
  now: Date,
  secret: string,
  accounts: ReadonlyArray<{ email: string; userId: string }>,
): Promise<void> {
  const wallet = new WalletService(db, { now: () => now }, secret);
  await inTransaction(db, async (tx) => {
    if (!(await wallet.findGiftCardByCode(DEMO_GIFT_CARD.code, tx))) {
      await wallet.issueGiftCard({ amountCents: DEMO_GIFT_CARD.amountCents, code: DEMO_GIFT_CARD.code, idempotencyKey: "demo:gift-card", reference: "demo data" }, tx);
    }
    for (const demo of DEMO_WALLETS) {
      const user = accounts.find((u) => u.email === demo.email);
      if (!user) continue;
      await wallet.creditStoreCredit(
        { userId: user.userId, amountCents: demo.storeCreditCents, purpose: demo.purpose, idempotencyKey: `demo:store-credit:${demo.email}`, reference: "demo data" },
        tx,
      );
      await wallet.creditPoints({ userId: user.userId, points: demo.points, idempotencyKey: `demo:points:${demo.email}`, reference: "demo data" }, tx);
      if (demo.cashCents > 0) {
        await wallet.creditCash({ userId: user.userId, amountCents: demo.cashCents, idempotencyKey: `demo:cash:${demo.email}`, reference: "consignment earning (demo data)" }, tx);
      }
    }
  });
}
