import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authorisationsOf,
  beforeNextAuthorisation,
  cartOf,
  checkoutCall,
  completeCheckout,
  errorOf,
  fillCheckout,
  gate,
  GUEST,
  listedProduct,
  ordersOf,
  signedIn,
  type BuyerSession,
} from "../support/checkout-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { driftedAccounts, giftCard, unbalancedTransactions } from "../support/wallet-fixtures.ts";
import { createShopper } from "./catalog-member-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Totals = { subtotal_cents: number; points_cents: number; gift_cards_cents: number; shipping_cents: number; tax_cents: number; total_cents: number };
const totalsOf = async (token: string, buyer: BuyerSession) => ((await checkoutCall(t, "GET", `${token}/`, buyer)).json() as { totals: Totals }).totals;
const available = async (cardId: string) => (await t.context.services.wallet.findGiftCardById(cardId))!.availableCents;

/** A cart of one new item at `priceCents`, with these gift-card codes applied and the checkout filled in. */
async function readyCart(priceCents: number, buyer: BuyerSession, codes: string[] = [], email?: string): Promise<string> {
  const product = await listedProduct(t, { price_cents: priceCents });
  const token = await cartOf(t, [product.variant_id], buyer);
  if (codes.length > 0) {
    const applied = await t.context.services.cart.updateGiftCardCodes(token, codes, buyer.viewer);
    expect(applied.userErrors).toEqual([]);
  }
  await fillCheckout(t, token, buyer, { email: buyer.viewer.userId ? undefined : (email ?? `wallet-${randomUUID()}@maison.test`) });
  return token;
}

async function pointsFor(userId: string, points: number): Promise<void> {
  await t.context.services.wallet.creditPoints({ userId, points, idempotencyKey: `test-points-${randomUUID()}`, reference: "test" });
}

const pointsAttributes = (dollars: string, points: number) => [
  { key: "pointsApplied", value: dollars },
  { key: "numberOfPointsApplied", value: String(points) },
];

describe("gift cards and store credit at checkout", () => {
  it("a gift card spent by two checkouts at once never goes below zero: one succeeds, the other is refused and not charged", async () => {
    const card = await giftCard(t, 500_00);
    const first = await readyCart(800_00, GUEST, [card.code]);
    const second = await readyCart(800_00, GUEST, [card.code]);
    expect((await totalsOf(first, GUEST)).gift_cards_cents).toBe(500_00);
    const responses = await Promise.all([completeCheckout(t, first, GUEST), completeCheckout(t, second, GUEST)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = responses.find((r) => r.statusCode === 422)!;
    expect(errorOf(refused)).toEqual({
      code: "gift_card_balance_too_low",
      message: "Your gift card balance no longer covers this amount. Please review your order.",
      detail: "Your gift card balance no longer covers this amount. Please review your order.",
      field: "gift_cards",
    });
    const loser = responses[0] === refused ? first : second;
    const winner = loser === first ? second : first;
    expect(await authorisationsOf(t, loser)).toEqual([]);
    expect(await ordersOf(t, loser)).toEqual([]);
    expect((await authorisationsOf(t, winner)).map((a) => a.status)).toEqual(["captured"]);
    expect(await available(card.id)).toBe(0);
    const row = await t.context.db.kysely.selectFrom("wallet_accounts").select(["posted_balance", "held_amount"]).where("id", "=", card.id).executeTakeFirstOrThrow();
    expect([Number(row.posted_balance), Number(row.held_amount)]).toEqual([0, 0]);
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);
  });

  it("store credit covers a member's order with free US Standard: nothing is charged to a card", async () => {
    const user = await createShopper(t, "active");
    const member = signedIn(user, { member: true });
    const credit = await t.context.services.wallet.creditStoreCredit({ userId: user.id, amountCents: 5000_00, idempotencyKey: `test-credit-${randomUUID()}`, reference: "test" });
    const token = await readyCart(900_00, member, [credit.code!]);
    const totals = await totalsOf(token, member);
    expect(totals).toMatchObject({ shipping_cents: 0, total_cents: 0 });
    const response = await completeCheckout(t, token, member, {});
    expect(response.statusCode).toBe(200);
    expect(await authorisationsOf(t, token)).toEqual([]);
    const [order] = await ordersOf(t, token);
    expect(order).toMatchObject({ state: "paid", payment_status: "none", total_cents: 0, gift_cards_cents: totals.gift_cards_cents, user_id: user.id });
    expect(await available(credit.summary.id)).toBe(5000_00 - totals.gift_cards_cents);
  });
});

describe("points at checkout", () => {
  it("the points toggle's attributes reduce the total; the points are held with the order and posted", async () => {
    const user = await createShopper(t);
    const buyer = signedIn(user);
    await pointsFor(user.id, 10_000);
    const product = await listedProduct(t, { price_cents: 700_00 });
    const token = await cartOf(t, [product.variant_id], buyer, { attributes: pointsAttributes("100.00", 10_000) });
    await fillCheckout(t, token, buyer);
    const totals = await totalsOf(token, buyer);
    expect(totals.points_cents).toBe(100_00);
    const response = await completeCheckout(t, token, buyer);
    expect(response.statusCode).toBe(200);
    expect((await authorisationsOf(t, token)).map((a) => [a.amount_cents, a.status])).toEqual([[totals.total_cents, "captured"]]);
    // Points are money off the piece, so New York City's 8.875 % is on $600 + $20 shipping + $10 protection: $55.91.
    expect(totals.tax_cents).toBe(55_91);
    expect(totals.total_cents).toBe(totals.subtotal_cents - 100_00 + totals.shipping_cents + (await ordersOf(t, token))[0]!.shipping_protection_cents + 55_91);
    // The 10,000 points are spent; the paid order earned 600 (its $600 paid in money, decision 055).
    expect(await t.context.services.wallet.pointsOf(user.id)).toBe(600);
    expect((await ordersOf(t, token))[0]).toMatchObject({ points_cents: 100_00 });
  });

  it("more points applied than the account holds: refused with a clear message, nothing charged, nothing held", async () => {
    const user = await createShopper(t);
    const buyer = signedIn(user);
    await pointsFor(user.id, 5_000);
    const product = await listedProduct(t, { price_cents: 700_00 });
    const token = await cartOf(t, [product.variant_id], buyer, { attributes: pointsAttributes("100.00", 10_000) });
    await fillCheckout(t, token, buyer);
    const response = await completeCheckout(t, token, buyer);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: "points_balance_too_low", field: "pointsApplied", message: "You no longer have enough points for this order. Please review your order." });
    expect(await authorisationsOf(t, token)).toEqual([]);
    expect(await t.context.services.wallet.pointsOf(user.id)).toBe(5_000);
    expect((await listedProductState(product.id))).toBe("available");
  });
});

const listedProductState = async (id: string) => (await t.context.db.kysely.selectFrom("products").select("state").where("id", "=", id).executeTakeFirstOrThrow()).state;

describe("wallet holds of a placement that never completed", () => {
  it("the hold-expiry job releases the gift-card and points holds once the item holds lapse; a late undo changes nothing", async () => {
    const user = await createShopper(t);
    const buyer = signedIn(user);
    await pointsFor(user.id, 3_000);
    const card = await giftCard(t, 200_00);
    const product = await listedProduct(t, { price_cents: 600_00 });
    const token = await cartOf(t, [product.variant_id], buyer, { attributes: pointsAttributes("30.00", 3_000) });
    expect((await t.context.services.cart.updateGiftCardCodes(token, [card.code], buyer.viewer)).userErrors).toEqual([]);
    await fillCheckout(t, token, buyer);

    // The process stalls inside the payment step, as one that died there would, after the holds were taken.
    const reached = gate();
    const stall = gate();
    beforeNextAuthorisation(t, async () => {
      reached.open();
      await stall.promise;
    });
    const pending = completeCheckout(t, token, buyer);
    await reached.promise;
    expect(await available(card.id)).toBe(0);
    expect(await t.context.services.wallet.pointsOf(user.id)).toBe(0);

    t.clock.advance(9 * 60_000);
    await t.context.jobs.drain();
    expect(await available(card.id)).toBe(0);

    t.clock.advance(2 * 60_000);
    await t.context.jobs.drain();
    expect(await available(card.id)).toBe(200_00);
    expect(await t.context.services.wallet.pointsOf(user.id)).toBe(3_000);
    expect(await t.context.db.kysely.selectFrom("item_holds").select("product_id").where("holder", "=", token).execute()).toEqual([]);

    stall.fail(new Error("process stopped"));
    expect((await pending).statusCode).toBe(500);
    expect(await available(card.id)).toBe(200_00);
    expect(await t.context.services.wallet.pointsOf(user.id)).toBe(3_000);
    expect(await ordersOf(t, token)).toEqual([]);
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);
  });

  it("the job leaves the holds of an order alone", async () => {
    const card = await giftCard(t, 100_00);
    const token = await readyCart(400_00, GUEST, [card.code]);
    expect((await completeCheckout(t, token, GUEST)).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    await t.context.jobs.drain();
    const failed = await t.context.db.kysely.selectFrom("jobs").select(["name", "last_error"]).where("name", "=", "checkout.expire-holds").where("last_error", "is not", null).execute();
    expect(failed).toEqual([]);
    expect(await available(card.id)).toBe(0);
    expect(await driftedAccounts(t)).toEqual([]);
  });
});
