import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutBuyer } from "../../src/modules/checkout/checkout-view.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { checkoutKit, TEST_CARD, US_ADDRESS, type CheckoutKit } from "../support/checkout-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createSignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let kit: CheckoutKit;
let sequence = 0;
const guest: CheckoutBuyer = { userId: null, email: null, isMember: false, isB2b: false };

beforeAll(async () => {
  t = await createTestApp();
  kit = checkoutKit(t);
});
afterAll(async () => {
  await t.close();
});

async function cartWith(fixtures: Array<{ price_cents?: number; is_exotic?: number }>, ownerId: string | null = null): Promise<string> {
  const ids: string[] = [];
  for (const fixture of fixtures) ids.push((await insertProduct(t.context.db.kysely, fixture)).id);
  const token = `ship${String(++sequence).padStart(8, "0")}`;
  kit.cart.open(token, ids, ownerId);
  return token;
}

describe("shipping methods at checkout (spec 2 §9)", () => {
  it("a US address offers Standard $20 and Expedited $50 to guests", async () => {
    const token = await cartWith([{ price_cents: 800_00 }]);
    const state = await kit.checkout.updateShippingAddress(token, guest, US_ADDRESS);
    expect(state.shipping_methods.map((m) => [m.handle, m.price_cents, m.delivery_estimate])).toEqual([
      ["us-standard", 20_00, "6-9 business days"],
      ["us-expedited", 50_00, "3-5 business days"],
    ]);
    expect(state.missing).toEqual(["email", "shipping_method"]);
  });

  it("members ship US Standard free", async () => {
    const member: CheckoutBuyer = { userId: null, email: null, isMember: true, isB2b: false };
    const token = await cartWith([{ price_cents: 800_00 }]);
    await kit.checkout.updateShippingAddress(token, member, US_ADDRESS);
    const state = await kit.checkout.updateShippingMethod(token, member, "us-standard");
    expect(state.totals).toMatchObject({ shipping_cents: 0, total_cents: 800_00 });
  });

  it("International to France: $75 with the EUR 75 duties fee shown, not charged", async () => {
    const token = await cartWith([{ price_cents: 1000_00 }]);
    await kit.checkout.updateShippingAddress(token, guest, { ...US_ADDRESS, country_code: "fr", province: "", zip: "75001", city: "Paris" });
    const state = await kit.checkout.updateShippingMethod(token, guest, "international");
    expect(state.shipping_methods).toEqual([
      { handle: "international", title: "International", delivery_estimate: "7-10 business days", price_cents: 75_00, duties_fee: { currency: "EUR", amount_minor: 75_00 } },
    ]);
    expect(state.totals.total_cents).toBe(1075_00);
    await expect(kit.checkout.updateShippingMethod(token, guest, "us-standard")).rejects.toMatchObject({ code: "shipping_method_unavailable", field: "handle" });
  });

  it("exotic skins are not shipped abroad, and such an order cannot be placed", async () => {
    const token = await cartWith([{ price_cents: 900_00, is_exotic: 1 }]);
    await kit.checkout.updateContact(token, guest, "exotic@maison.test");
    const state = await kit.checkout.updateShippingAddress(token, guest, { ...US_ADDRESS, country_code: "GB" });
    expect(state.shipping_methods).toEqual([]);
    expect(state.shipping_error).toEqual({ code: "exotic_not_shipped_internationally", message: "Items made of exotic skins can only ship within the United States." });
    await expect(kit.checkout.updateShippingMethod(token, guest, "international")).rejects.toMatchObject({ code: "exotic_not_shipped_internationally" });
    await expect(kit.placement.place({ token, buyer: guest, idempotencyKey: "key-exotic-abroad", payment: TEST_CARD })).rejects.toMatchObject({
      code: "exotic_not_shipped_internationally",
    });
    const home = await kit.checkout.updateShippingAddress(token, guest, US_ADDRESS);
    expect(home.shipping_methods).toHaveLength(2);
  });

  it("an order above the country's limit does not ship there (UK limit 2000)", async () => {
    const atLimit = await cartWith([{ price_cents: 2000_00 }]);
    expect((await kit.checkout.updateShippingAddress(atLimit, guest, { ...US_ADDRESS, country_code: "GB" })).shipping_methods).toHaveLength(1);
    const over = await cartWith([{ price_cents: 2000_01 }]);
    const state = await kit.checkout.updateShippingAddress(over, guest, { ...US_ADDRESS, country_code: "GB" });
    expect(state.shipping_error).toEqual({ code: "over_international_limit", message: "Orders above $2,000 cannot ship to United Kingdom." });
  });

  it("changing to an address that cannot use the chosen method clears it", async () => {
    const token = await cartWith([{ price_cents: 500_00 }]);
    await kit.checkout.updateShippingAddress(token, guest, US_ADDRESS);
    await kit.checkout.updateShippingMethod(token, guest, "us-expedited");
    const state = await kit.checkout.updateShippingAddress(token, guest, { ...US_ADDRESS, country_code: "CA" });
    expect(state.shipping_method).toBeNull();
    expect((await kit.checkout.get(token, guest)).shipping_method).toBeNull();
  });
});

describe("who may check out", () => {
  it("a user's cart is theirs alone; saved addresses of another user cannot be used", async () => {
    const a = await createSignedInUser(t, { id: "usr_ship_a", email: "ship-a@maison.test" });
    const b = await createSignedInUser(t, { id: "usr_ship_b", email: "ship-b@maison.test" });
    const buyerA: CheckoutBuyer = { userId: a.id, email: a.email, isMember: false, isB2b: false };
    const buyerB: CheckoutBuyer = { userId: b.id, email: b.email, isMember: false, isB2b: false };
    const token = await cartWith([{ price_cents: 300_00 }], a.id);
    await expect(kit.checkout.get(token, buyerB)).rejects.toMatchObject({ code: "checkout_not_found" });
    await expect(kit.checkout.get(token, guest)).rejects.toMatchObject({ code: "checkout_not_found" });

    const saved = await t.context.services.addresses.create(b.id, US_ADDRESS);
    await expect(kit.checkout.updateShippingAddress(token, buyerA, { address_id: saved.id })).rejects.toMatchObject({ code: "address_not_found", field: "address_id" });
    const own = await t.context.services.addresses.create(a.id, { ...US_ADDRESS, city: "Albany" });
    const state = await kit.checkout.updateShippingAddress(token, buyerA, { address_id: own.id });
    expect(state).toMatchObject({ email: "ship-a@maison.test", signed_in: true, shipping_address_id: own.id, shipping_address: { city: "Albany" } });

    await kit.checkout.updateShippingMethod(token, buyerA, "us-standard");
    const placed = await kit.placement.place({ token, buyer: buyerA, idempotencyKey: "key-signed-in", payment: TEST_CARD });
    expect(placed.access_key).toBeNull();
    expect(placed.thank_you_url).toBe(`/thank_you?order=${placed.order_id}`);
    await expect(kit.orders.get(placed.order_id, { userId: b.id, key: undefined })).rejects.toMatchObject({ code: "order_not_found" });
    const mine = await kit.orders.purchases(a.id, 1, "/api/v6/my-account/purchases/");
    expect(mine).toMatchObject({ count: 1, next: null, previous: null });
    expect(mine.orders[0]!.number).toBe(placed.order_number);
    expect((await kit.orders.purchases(b.id, 1, "/api/v6/my-account/purchases/")).count).toBe(0);
    await expect(kit.orders.purchase(b.id, placed.order_number)).rejects.toMatchObject({ code: "order_not_found" });
    expect((await kit.orders.purchase(a.id, placed.order_number)).id).toBe(placed.order_id);
  });

  it("a guest needs an e-mail before placing the order", async () => {
    const token = await cartWith([{ price_cents: 300_00 }]);
    await kit.checkout.updateShippingAddress(token, guest, US_ADDRESS);
    await kit.checkout.updateShippingMethod(token, guest, "us-standard");
    await expect(kit.placement.place({ token, buyer: guest, idempotencyKey: "key-no-email", payment: TEST_CARD })).rejects.toMatchObject({ code: "email_required", field: "email" });
    expect(await t.context.db.kysely.selectFrom("orders").select("id").where("cart_token", "=", token).execute()).toEqual([]);
  });
});
