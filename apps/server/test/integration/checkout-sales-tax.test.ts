import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import { authorisationsOf, cartOf, checkoutCall, completeCheckout, fillCheckout, GUEST, listedProduct, ordersOf, signedIn, TEST_CARD, US_ADDRESS } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { emailsTo } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { giftCard } from "../support/wallet-fixtures.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { opsCall, orderRow, person, placedOrder } from "./ops-orders-fixtures.ts";

/**
 * Sales tax at checkout with the built-in calculator (decision 044): shown once the address is known,
 * charged as part of the authorised total, stored on the order and its lines, given back when the
 * order is cancelled.
 */
let t: TestApp;
let packer: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
  packer = await person(t, { staff: ["fulfilment"] });
});
afterAll(async () => {
  await t.close();
});

interface Row {
  key: string;
  label: string;
  cents: number | null;
  note: string | null;
}
interface Totals {
  subtotal_cents: number;
  member_savings_cents: number;
  shipping_cents: number | null;
  shipping_protection_cents: number;
  tax_cents: number | null;
  gift_cards_cents: number;
  total_cents: number;
  breakdown: Row[];
}
const stateOf = async (token: string, buyer = GUEST) => (await checkoutCall(t, "GET", `${token}/`, buyer)).json() as { totals: Totals };
const put = (token: string, step: string, payload: unknown, buyer = GUEST) => checkoutCall(t, "PUT", `${token}/${step}/`, buyer, payload);
const taxRow = (totals: Totals) => totals.breakdown.find((row) => row.key === "sales_tax");

describe("sales tax at checkout", () => {
  it("is 'Calculated at checkout' until the address is known; California then taxes the piece at 7.25 % and not its shipping or protection", async () => {
    const piece = await listedProduct(t, { price_cents: 1000_00 });
    const token = await cartOf(t, [piece.variant_id]);
    const before = await stateOf(token);
    expect(before.totals.tax_cents).toBeNull();
    expect(taxRow(before.totals)).toEqual({ key: "sales_tax", label: "Sales tax", cents: null, note: "Calculated at checkout" });
    expect(before.totals.total_cents).toBe(1000_00 + 20_00);

    expect((await put(token, "shipping-address", { ...US_ADDRESS, city: "Beverly Hills", province: "CA", zip: "90210" })).statusCode).toBe(200);
    const addressed = await stateOf(token);
    expect(taxRow(addressed.totals)).toEqual({ key: "sales_tax", label: "Sales tax", cents: 72_50, note: "California · 7.25%" });
    expect((await put(token, "shipping-method", { handle: "us-standard" })).statusCode).toBe(200);
    const chosen = await stateOf(token);
    expect(chosen.totals).toMatchObject({ shipping_cents: 20_00, shipping_protection_cents: 20_00, tax_cents: 72_50, total_cents: 1000_00 + 20_00 + 20_00 + 72_50 });
    expect(chosen.totals.breakdown.map((row) => [row.label, row.cents])).toEqual([
      ["Subtotal", 1000_00],
      ["Shipping protection", 20_00],
      ["Shipping", 20_00],
      ["Sales tax", 72_50],
      ["Total", 1112_50],
    ]);
  });

  it("Oregon has no sales tax: the row reads $0.00", async () => {
    const piece = await listedProduct(t, { price_cents: 500_00 });
    const token = await cartOf(t, [piece.variant_id]);
    await fillCheckout(t, token, GUEST, { address: { ...US_ADDRESS, city: "Portland", province: "OR", zip: "97201" } });
    const state = await stateOf(token);
    expect(taxRow(state.totals)).toEqual({ key: "sales_tax", label: "Sales tax", cents: 0, note: "Oregon · 0%" });
  });

  it("New York City: the piece, its shipping and protection are taxed at 8.875 %, the membership contribution is not; a gift card pays tax too; all of it is stored on the order and its lines", async () => {
    const user = await person(t);
    const buyer = signedIn(user);
    const piece = await listedProduct(t, { price_cents: 1480_00 });
    const token = await cartOf(t, [piece.variant_id, DEFAULT_MEMBERSHIP_PLAN.variantId], buyer);
    const card = await giftCard(t, 100_00);
    expect((await t.context.services.cart.updateGiftCardCodes(token, [card.code], buyer.viewer)).userErrors).toEqual([]);
    await fillCheckout(t, token, buyer);
    const { totals } = await stateOf(token, buyer);
    // Joining gives the member price: $1,480 − 5 % = $1,406. Tax on $1,406 + $20 protection + $20 shipping = $1,446 → $128.33.
    expect(totals).toMatchObject({ subtotal_cents: 1530_00, member_savings_cents: 74_00, shipping_protection_cents: 20_00, shipping_cents: 20_00, tax_cents: 128_33, gift_cards_cents: 100_00 });
    const orderTotal = 1530_00 - 74_00 + 20_00 + 20_00 + 128_33;
    expect(totals.total_cents).toBe(orderTotal - 100_00);
    expect(totals.breakdown.map((row) => [row.label, row.cents])).toEqual([
      ["Subtotal", 1530_00],
      ["Member savings", -74_00],
      ["Shipping protection", 20_00],
      ["Shipping", 20_00],
      ["Sales tax", 128_33],
      [`Gift card •••• ${card.code.slice(-4)}`, -100_00],
      ["Total", orderTotal - 100_00],
    ]);

    const placed = await completeCheckout(t, token, buyer, { payment: TEST_CARD, subscription_consent: true });
    expect(placed.statusCode).toBe(200);
    expect((await authorisationsOf(t, token)).map((a) => a.amount_cents)).toEqual([orderTotal - 100_00]);
    const [order] = await ordersOf(t, token);
    expect(order).toMatchObject({ tax_cents: 128_33, tax_provider: "built_in", tax_note: "New York City, NY · 8.875%", total_cents: orderTotal - 100_00, gift_cards_cents: 100_00 });
    expect(JSON.parse(order!.tenders)).toEqual([{ kind: "gift_card", last_characters: card.code.slice(-4), amount_cents: 100_00 }]);
    const lines = await t.context.db.kysely.selectFrom("order_lines").select(["kind", "price_cents", "member_discount_cents", "tax_cents"]).where("order_id", "=", order!.id).orderBy("position").execute();
    expect(lines.map((l) => [l.kind, l.price_cents, l.member_discount_cents])).toEqual([
      ["product", 1480_00, 74_00],
      ["membership", 50_00, 0],
      ["shipping_protection", 20_00, 0],
    ]);
    expect(lines.find((l) => l.kind === "membership")!.tax_cents).toBe(0);
    expect(lines.reduce((sum, l) => sum + l.tax_cents, 0) + order!.shipping_tax_cents).toBe(128_33);

    const read = (await t.app.inject({ method: "GET", url: `/api/orders/${order!.id}/`, headers: buyer.headers })).json() as { totals: Totals; lines: Array<{ kind: string; tax_cents: number }> };
    expect(read.totals).toMatchObject({ tax_cents: 128_33, total_cents: orderTotal - 100_00 });
    expect(read.totals.breakdown.map((row) => [row.label, row.cents])).toEqual([
      ["Subtotal", 1530_00],
      ["Member savings", -74_00],
      ["Shipping protection", 20_00],
      ["Shipping", 20_00],
      ["Sales tax", 128_33],
      [`Gift card •••• ${card.code.slice(-4)}`, -100_00],
      ["Total charged", orderTotal - 100_00],
    ]);
  });

  it("a cancelled order gives its tax back with its lines: the card is refunded the whole total, tax included, and the e-mail says how much tax", async () => {
    const placed = await placedOrder(t, [900_00]);
    const row = await orderRow(t, placed.orderId);
    // $900 + $20 protection + $20 shipping at 8.875 %.
    expect(row).toMatchObject({ tax_cents: 83_43, total_cents: 940_00 + 83_43, tax_refunded_cents: 0 });
    const cancelled = await opsCall(t, "POST", `${placed.orderId}/cancel/`, packer.headers, { reason: "Buyer asked to cancel" });
    expect(cancelled.statusCode).toBe(200);
    expect(await orderRow(t, placed.orderId)).toMatchObject({ state: "cancelled", tax_refunded_cents: 83_43 });
    const refunds = await t.context.db.kysely.selectFrom("payment_refunds").select("amount_cents").where("authorization_id", "=", row.payment_reference!).execute();
    expect(refunds).toEqual([{ amount_cents: 940_00 + 83_43 }]);
    const seen = (await t.app.inject({ method: "GET", url: `/api/orders/${placed.orderId}/`, headers: placed.buyer.headers })).json() as { totals: { tax_refunded_cents: number } };
    expect(seen.totals.tax_refunded_cents).toBe(83_43);
    const mail = (await emailsTo(t, placed.buyer.email)).find((m) => m.subject === `Your Maison order #${placed.number} was cancelled`);
    expect(mail!.text).toContain("Sales tax refunded: $83.43");
    expect(mail!.text).toContain("The $1,023.43 paid by card goes back to your card");
  });
});
