import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ONE_OFF_AMOUNT_ATTRIBUTE } from "@maison/domain/cart/one-off-contribution";
import { ONE_OFF_MEMBERSHIP_VARIANT } from "@maison/domain/cart/special-lines";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { checkoutCall, completeCheckout, ordersOf, TEST_CARD, US_ADDRESS } from "../support/checkout-fixtures.ts";
import { DAY_MS, ledgerLines, rewardsBalance, rewardsCall, runUntil, shopper, shopPlusCall, signInAgain } from "../support/membership-fixtures.ts";

const amountAttribute = (value: string) => ({ key: ONE_OFF_AMOUNT_ATTRIBUTE, value });

/** Decision 030: one-off contributions of a custom amount, priced by their line. */
describe("one-off contributions of a custom amount", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it("$350 once: the one-off call's cart is paid with the test card, becomes $350 of store credit (and its $7 bonus), and the contract ends after a year", async () => {
    const ines = await shopper(t);
    const response = await shopPlusCall(t, "POST", "checkout/oneoff/", ines, { amount: 350 });
    expect(response.statusCode).toBe(200);
    const token = new URL(response.json().checkout_web_url).searchParams.get("return_to")!.split("/").at(-1)!;
    const cart = await t.context.services.cart.get(token, ines.buyer.viewer);
    expect(cart?.lines.map((l) => [l.kind, l.merchandise.variantId, l.merchandise.title, l.merchandise.priceCents])).toEqual([
      ["membership", ONE_OFF_MEMBERSHIP_VARIANT.variantId, "$350 once", 350_00],
    ]);

    // Nothing travels: the checkout asks for no address or method and charges no shipping.
    const state = (await checkoutCall(t, "GET", `${token}/`, ines.buyer)).json();
    expect(state).toMatchObject({ requires_shipping: false, missing: [], totals: { shipping_cents: 0, shipping_protection_cents: 0, total_cents: 350_00 } });
    const address = await checkoutCall(t, "PUT", `${token}/shipping-address/`, ines.buyer, US_ADDRESS);
    expect(address.statusCode).toBe(422);
    expect(address.json()).toMatchObject({ code: "nothing_to_ship", field: "shipping_address" });
    const placed = await completeCheckout(t, token, ines.buyer, { payment: TEST_CARD });
    expect(placed.statusCode).toBe(200);
    const [order] = await ordersOf(t, token);
    expect(order).toMatchObject({ shipping_address: null, shipping_method: null });
    expect(Number(order!.subtotal_cents)).toBe(350_00);
    expect(Number(order!.total_cents)).toBe(350_00);
    const read = (await t.app.inject({ method: "GET", url: `/api/orders/${order!.id}/`, headers: ines.headers })).json();
    expect(read).toMatchObject({ shipping_address: null, shipping_method: null, totals: { shipping_cents: 0 } });

    const member = (await rewardsCall(t, "GET", "is_member/", ines)).json();
    expect(member).toMatchObject({ is_member: true, membership: { amount: 350, rewards_billing_cycle: "one_off", status: "active" } });
    expect(await ledgerLines(t, ines.id)).toEqual(["contribution 35000", "bonus 700"]);
    expect(await rewardsBalance(t, ines.id)).toBe(357_00);

    const joined = t.clock.now().getTime();
    await runUntil(t, new Date(joined + 364 * DAY_MS));
    await signInAgain(t, ines);
    expect((await rewardsCall(t, "GET", "is_member/", ines)).json()).toMatchObject({ is_member: true });
    await runUntil(t, new Date(joined + 367 * DAY_MS));
    await signInAgain(t, ines);
    expect((await rewardsCall(t, "GET", "is_member/", ines)).json()).toMatchObject({ is_member: false, rewards_membership_status: "cancelled" });
    // Never billed again: the credit stays as it was.
    expect(await ledgerLines(t, ines.id)).toEqual(["contribution 35000", "bonus 700"]);
    const renewals = await t.context.db.kysely.selectFrom("payment_authorizations").select("id").where("description", "like", "Maison membership contribution%").execute();
    expect(renewals).toEqual([]);
  });

  it("refuses amounts that are not whole dollars from $50 to $5,000, naming amount", async () => {
    const ines = await shopper(t);
    for (const amount of [49, 5001, 350.5, 0, -100]) {
      const refused = await shopPlusCall(t, "POST", "checkout/oneoff/", ines, { amount });
      expect(refused.statusCode, String(amount)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, String(amount)).toBeLessThan(500);
      expect(refused.json().field).toBe("amount");
    }
    for (const amount of [50, 5000, 1234]) expect((await shopPlusCall(t, "POST", "checkout/oneoff/", ines, { amount })).statusCode).toBe(200);
  });

  it("prices a cart's one-off line from its checked amount attribute: never without one, never at another price", async () => {
    const ines = await shopper(t);
    const cart = t.context.services.cart;
    const viewer = ines.buyer.viewer;
    const missing = await cart.create({ lines: [{ merchandiseId: ONE_OFF_MEMBERSHIP_VARIANT.variantId }] }, viewer);
    expect(missing.cart).toBeNull();
    expect(missing.userErrors[0]).toMatchObject({ field: ["lines", "0", "attributes"], message: "Choose a one-off contribution in whole dollars from $50 to $5,000." });
    const cents = await cart.create({ lines: [{ merchandiseId: ONE_OFF_MEMBERSHIP_VARIANT.variantId, attributes: [amountAttribute("349.99")] }] }, viewer);
    expect(cents.cart).toBeNull();

    const created = await cart.create({ lines: [{ merchandiseId: ONE_OFF_MEMBERSHIP_VARIANT.variantId, attributes: [amountAttribute("350")] }] }, viewer);
    const line = created.cart!.lines[0]!;
    expect([line.merchandise.priceCents, created.cart!.subtotalCents, created.cart!.note]).toEqual([350_00, 350_00, "withSubscription"]);

    const tooSmall = await cart.updateLines(created.cart!.id, [{ id: line.id, attributes: [amountAttribute("10")] }], viewer);
    expect(tooSmall.userErrors[0]).toMatchObject({ field: ["lines", "0", "attributes"] });
    expect(tooSmall.cart!.subtotalCents).toBe(350_00);
    const changed = await cart.updateLines(created.cart!.id, [{ id: line.id, attributes: [amountAttribute("400")] }], viewer);
    expect(changed.userErrors).toEqual([]);
    expect(changed.cart!.lines[0]!.merchandise.priceCents).toBe(400_00);

    // A recurring plan's price never follows the attribute.
    const plan = await cart.create({ lines: [{ merchandiseId: "44000000000101", attributes: [amountAttribute("5000")] }] }, viewer);
    expect(plan.cart!.lines[0]!.merchandise.priceCents).toBe(50_00);
  });
});
