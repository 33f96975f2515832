import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import { seedDemoDiscountCodes } from "../../src/modules/cart/demo-discount-codes.ts";
import { authorisationsOf, cartOf, completeCheckout, fillCheckout, listedProduct, ordersOf, signedIn, TEST_CARD } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { emailsTo } from "../support/identity-fixtures.ts";
import { joinThroughCart, shopper } from "../support/membership-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { giftCard } from "../support/wallet-fixtures.ts";
import { person } from "./ops-orders-fixtures.ts";

/**
 * The confirmation e-mail adds up (issue 16): its text is read back line by line and every figure is
 * compared with what the order stored, the authorisation and the order page's breakdown.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
  await seedDemoDiscountCodes(t.context.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

/** "Label (note): −$1,234.56" → [label, signed cents]; lines that are not an amount are skipped. */
function amountsOf(text: string): Array<[string, number]> {
  const rows: Array<[string, number]> = [];
  for (const line of text.split("\n")) {
    const match = /^(.+?)(?: \(([^)]*)\))?: (−?)\$([\d,]+)\.(\d\d)\.?$/.exec(line.trim());
    if (!match) continue;
    const cents = Number(match[4]!.replaceAll(",", "")) * 100 + Number(match[5]);
    rows.push([match[1]!, match[3] ? -cents : cents]);
  }
  return rows;
}

describe("the confirmation e-mail lists every line of the order's breakdown, and they add up", () => {
  it("a piece with the member price (joining), MAISON50, points, a gift card and store credit, shipping, protection and tax", async () => {
    const user = await person(t);
    const buyer = signedIn(user);
    await t.context.services.wallet.creditPoints({ userId: user.id, points: 5_000, idempotencyKey: `points-${randomUUID()}`, reference: "test" });
    const credit = await t.context.services.wallet.creditStoreCredit({ userId: user.id, amountCents: 150_00, idempotencyKey: `credit-${randomUUID()}`, reference: "test" });
    const card = await giftCard(t, 200_00);
    const piece = await listedProduct(t, { price_cents: 1480_00, vendor: "Hermès", title: "Birkin 30 Togo" });
    const token = await cartOf(t, [piece.variant_id, DEFAULT_MEMBERSHIP_PLAN.variantId], buyer, {
      attributes: [
        { key: "pointsApplied", value: "50.00" },
        { key: "numberOfPointsApplied", value: "5000" },
      ],
    });
    expect((await t.context.services.cart.updateDiscountCodes(token, ["MAISON50"], buyer.viewer)).userErrors).toEqual([]);
    expect((await t.context.services.cart.updateGiftCardCodes(token, [card.code, credit.code!], buyer.viewer)).userErrors).toEqual([]);
    await fillCheckout(t, token, buyer, { address: { first_name: "Ines", last_name: "Morel", address1: "1 Fifth Avenue", address2: "Apt 4B", city: "New York", province: "NY", zip: "10003", country_code: "US", phone: "" } });
    const placed = await completeCheckout(t, token, buyer, { payment: TEST_CARD, subscription_consent: true });
    expect(placed.statusCode).toBe(200);
    const [order] = await ordersOf(t, token);
    const lines = await t.context.db.kysely.selectFrom("order_lines").selectAll().where("order_id", "=", order!.id).execute();
    const tenders = JSON.parse(order!.tenders) as Array<{ kind: string; last_characters: string; amount_cents: number }>;
    const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);

    const [mail] = (await emailsTo(t, user.email)).filter((m) => m.subject === `Your Maison order #${order!.number}`);
    expect(mail).toBeDefined();
    const figures = amountsOf(mail!.text);
    const last4 = (kind: string) => tenders.find((x) => x.kind === kind)!.last_characters;
    // Each piece and membership line, then every row of the breakdown, each equal to what the order stored.
    expect(figures).toEqual([
      ["Hermès Birkin 30 Togo", 1480_00],
      ["Maison membership", 50_00],
      ["Subtotal", order!.subtotal_cents],
      ["Member savings", -sum((l) => l.member_discount_cents)],
      ["Discount", -sum((l) => l.code_discount_cents)],
      ["Points", -order!.points_cents],
      ["Shipping protection", order!.shipping_protection_cents],
      ["Shipping", order!.shipping_cents],
      ["Sales tax", order!.tax_cents],
      [`Gift card •••• ${last4("gift_card")}`, -tenders.find((x) => x.kind === "gift_card")!.amount_cents],
      [`Store credit •••• ${last4("store_credit")}`, -tenders.find((x) => x.kind === "store_credit")!.amount_cents],
      ["Total charged", order!.total_cents],
    ]);
    // The stored figures are the ones the shopper was told: $1,480 + $50 − $74 member price − $50 MAISON50 − $50 points, and so on.
    expect([order!.subtotal_cents, sum((l) => l.member_discount_cents), sum((l) => l.code_discount_cents), order!.points_cents]).toEqual([1530_00, 74_00, 50_00, 50_00]);
    expect([order!.shipping_protection_cents, order!.shipping_cents]).toEqual([20_00, 20_00]);
    // Tax on $1,480 − $74 − $50 − $50 = $1,306, plus $40 of delivery: $1,346 at 8.875 % = $119.46.
    expect(order!.tax_cents).toBe(119_46);
    expect(tenders.map((x) => [x.kind, x.amount_cents])).toEqual([
      ["gift_card", 200_00],
      ["store_credit", 150_00],
    ]);
    // The rows add up to the total, which is what the card was authorised for.
    expect(figures.slice(2, -1).reduce((s, [, cents]) => s + cents, 0)).toBe(order!.total_cents);
    expect(order!.total_cents).toBe(1530_00 - 74_00 - 50_00 - 50_00 + 20_00 + 20_00 + 119_46 - 200_00 - 150_00);
    expect((await authorisationsOf(t, token)).map((a) => a.amount_cents)).toEqual([order!.total_cents]);
    expect(mail!.text).toContain("Discount (MAISON50): −$50.00");
    expect(mail!.text).toContain("Sales tax (New York City, NY · 8.875%): $119.46");

    // The whole address, state included, and the membership the order joined.
    expect(mail!.text).toContain("Ships to Ines Morel, 1 Fifth Avenue, Apt 4B, New York, NY 10003, United States.");
    expect(mail!.text).toContain("Shipping method: US Standard");
    expect(mail!.text).toContain("Your membership: $50.00 every month.");
    expect(mail!.text).toContain('You agreed: "I authorise Maison to charge $50.00 to this card every month until I cancel.');

    // The order page's breakdown is the same rows.
    const page = (await t.app.inject({ method: "GET", url: `/api/orders/${order!.id}/`, headers: buyer.headers })).json() as { totals: { breakdown: Array<{ label: string; cents: number }> } };
    expect(page.totals.breakdown.map((row) => [row.label, row.cents])).toEqual(figures.slice(2).map(([label, cents]) => [label === "Discount" ? "Discount (MAISON50)" : label, cents]));
  });

  it("a membership on its own: the e-mail welcomes the member, says the contribution becomes store credit and when the next one is charged; nothing ships", async () => {
    const member = await shopper(t);
    t.clock.set(new Date("2026-03-14T15:00:00.000Z"));
    const token = await joinThroughCart(t, member);
    const [order] = await ordersOf(t, token);
    const [mail] = (await emailsTo(t, member.email)).filter((m) => m.subject === `Your Maison membership, order #${order!.number}`);
    expect(mail).toBeDefined();
    expect(amountsOf(mail!.text)).toEqual([
      ["Maison membership", 50_00],
      ["Subtotal", 50_00],
      ["Total charged", 50_00],
    ]);
    expect(mail!.text).toContain("Welcome to Maison membership");
    expect(mail!.text).toContain("Each contribution becomes store credit in your Maison wallet once it is paid, with a 2% bonus.");
    expect(mail!.text).toContain("Your next contribution is charged on April 14, 2026.");
    expect(mail!.text).toContain("Nothing in this order needs shipping: your membership starts at once.");
    expect(mail!.text).not.toContain("Ships to");
    const page = (await t.app.inject({ method: "GET", url: `/api/orders/${order!.id}/`, headers: member.headers })).json() as { membership: unknown };
    expect(page.membership).toEqual({ contribution_cents: 50_00, billing_cycle: "monthly", next_charge_at: "2026-04-14T15:00:00.000Z", terms: expect.stringContaining("every month until I cancel") });
  });
});
