import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { authorisationsOf, cartOf, checkoutCall, completeCheckout, errorOf, fillCheckout, GUEST, listedProduct, ordersOf, signedIn, TEST_CARD } from "../support/checkout-fixtures.ts";
import { createUser, signIn, bearer } from "../support/identity-fixtures.ts";

/** Decision 030: a membership belongs to an account, so a guest cannot check out a membership line. */
describe("a membership line needs an account at checkout", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it("tells a guest to log in (missing sign_in, 401 on complete) and charges nothing; the same cart is placed once signed in", async () => {
    const bag = await listedProduct(t, { price_cents: 800_00 });
    const token = await cartOf(t, [bag.variant_id, DEFAULT_MEMBERSHIP_PLAN.variantId]);
    await fillCheckout(t, token, GUEST, { email: "guest@example.com" });

    const state = (await checkoutCall(t, "GET", `${token}/`, GUEST)).json();
    expect(state.missing).toEqual(["sign_in"]);

    const refused = await completeCheckout(t, token, GUEST);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)).toMatchObject({ code: "membership_sign_in_required", message: "Please log in to join the membership.", field: "lines" });
    expect(await authorisationsOf(t, token)).toEqual([]);
    expect(await ordersOf(t, token)).toEqual([]);
    const held = await t.context.db.kysely.selectFrom("item_holds").selectAll().where("product_id", "=", bag.id).execute();
    expect(held).toEqual([]);

    // The guest logs in: the visitor cart is theirs to check out, and the order starts the membership.
    const user = await createUser(t);
    const buyer = signedIn({ id: user.id, email: user.email, headers: bearer(await signIn(t.app, user.email, user.password)) });
    await fillCheckout(t, token, buyer);
    const ready = (await checkoutCall(t, "GET", `${token}/`, buyer)).json();
    expect(ready.missing).toEqual([]);
    const terms = "I authorise Maison to charge $50.00 to this card every month until I cancel. Each charge becomes store credit in my Maison wallet. I can skip a payment, change the amount or cancel at any time in my account.";
    expect(ready.subscription_terms).toBe(terms);
    // Joining on a monthly plan without consenting to the recurring charge: 400 naming the field, nothing held or charged.
    for (const body of [{ payment: TEST_CARD }, { payment: TEST_CARD, subscription_consent: false }]) {
      const unconsented = await completeCheckout(t, token, buyer, body);
      expect(unconsented.statusCode).toBe(400);
      expect(errorOf(unconsented)).toMatchObject({
        code: "subscription_consent_required",
        message: "Please confirm that Maison may charge $50.00 every month for your membership.",
        field: "subscription_consent",
      });
    }
    expect(await authorisationsOf(t, token)).toEqual([]);
    expect(await ordersOf(t, token)).toEqual([]);
    expect(await t.context.db.kysely.selectFrom("item_holds").selectAll().where("product_id", "=", bag.id).execute()).toEqual([]);
    const placed = await completeCheckout(t, token, buyer, { payment: TEST_CARD, subscription_consent: true });
    expect(placed.statusCode).toBe(200);
    const membership = await t.context.db.kysely.selectFrom("membership_subscriptions").select(["user_id", "payment_type", "consent_terms", "consented_at"]).where("user_id", "=", user.id).execute();
    expect(membership).toEqual([{ user_id: user.id, payment_type: "monthly", consent_terms: terms, consented_at: t.clock.now().toISOString() }]);
    const [order] = await ordersOf(t, token);
    expect(order!.subscription_terms).toBe(terms);
  });

  it("still lets a guest check out a cart without a membership line", async () => {
    const bag = await listedProduct(t, { price_cents: 300_00 });
    const token = await cartOf(t, [bag.variant_id]);
    await fillCheckout(t, token, GUEST, { email: "guest@example.com" });
    expect((await checkoutCall(t, "GET", `${token}/`, GUEST)).json().missing).toEqual([]);
    expect((await completeCheckout(t, token, GUEST)).statusCode).toBe(200);
  });
});
