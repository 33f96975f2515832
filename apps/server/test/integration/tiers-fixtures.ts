import { inTransaction } from "../../src/db/transaction.ts";
import type { TestApp } from "../support/test-app.ts";

const DAY = 86_400_000;
let sequence = 0;

/** An order row of `cents` worth of one item, placed `daysAgo` days ago in `state`. */
export async function recordOrder(t: TestApp, userId: string, cents: number, daysAgo: number, state = "paid"): Promise<void> {
  sequence += 1;
  // Read once: concurrent calls (Promise.all) must not see each other's increment after the await.
  const n = sequence;
  const at = new Date(t.clock.now().getTime() - daysAgo * DAY).toISOString();
  const id = `ord_tier${n}`;
  await inTransaction(t.context.db, async (tx) => {
    await tx.db
      .insertInto("orders")
      .values({
        id, number: `T${n}`, cart_token: `cart-tier-${n}`, user_id: userId, email: "tier@maison.test", access_key_hash: null,
        subtotal_cents: cents, discounts_cents: 0, points_cents: 0, gift_cards_cents: 0, shipping_protection_cents: 0, shipping_cents: 0, total_cents: cents,
        shipping_address: "{}", shipping_method: "us-standard", discount_codes: "[]", wallet_holds: "[]", payment_reference: null, payment_status: "captured",
        payment_brand: null, payment_last4: null, state, created_at: at, updated_at: at,
      })
      .execute();
    await tx.db
      .insertInto("order_lines")
      .values({ order_id: id, position: 0, product_id: `p-tier-${n}`, variant_id: `v-tier-${n}`, kind: "product", title: "Bag", vendor: "Hermès", image_url: null, price_cents: cents, quantity: 1 })
      .execute();
  });
}

