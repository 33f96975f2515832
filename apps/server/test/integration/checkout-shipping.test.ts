import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cartOf,
  checkoutCall,
  completeCheckout,
  errorOf,
  fillCheckout,
  GUEST,
  listedProduct,
  ordersOf,
  signedIn,
  TEST_CARD,
  US_ADDRESS,
  type BuyerSession,
} from "../support/checkout-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createSignedInUser } from "./account-fixtures.ts";
import { createShopper } from "./catalog-member-fixtures.ts";
import { systemActor } from "@maison/domain/actor/actor";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type State = { shipping_methods: Array<{ handle: string; price_cents: number; delivery_estimate: string }>; shipping_error: unknown; shipping_method: string | null; missing: string[]; totals: Record<string, number> & { breakdown: Array<{ key: string }> }; shipping_address: Record<string, string> | null };

async function cartWith(fixtures: Array<{ price_cents?: number; is_exotic?: number }>, buyer: BuyerSession = GUEST): Promise<string> {
  const variants: string[] = [];
  for (const fixture of fixtures) variants.push((await listedProduct(t, fixture)).variant_id);
  return cartOf(t, variants, buyer);
}

async function put(token: string, step: string, payload: unknown, buyer: BuyerSession = GUEST) {
  return checkoutCall(t, "PUT", `${token}/${step}/`, buyer, payload);
}
const stateOf = (response: { json(): unknown }) => response.json() as State;

describe("shipping methods at checkout (spec 2 §9)", () => {
  it("a US address offers Standard $20 and Expedited $50 to guests", async () => {
    const token = await cartWith([{ price_cents: 800_00 }]);
    const state = stateOf(await put(token, "shipping-address", US_ADDRESS));
    expect(state.shipping_methods.map((m) => [m.handle, m.price_cents, m.delivery_estimate])).toEqual([
      ["us-standard", 20_00, "6-9 business days"],
      ["us-expedited", 50_00, "3-5 business days"],
    ]);
    expect(state.missing).toEqual(["email", "shipping_method"]);
  });

  it("a member ships US Standard free", async () => {
    const member = signedIn(await createShopper(t, "active"), { member: true });
    const token = await cartWith([{ price_cents: 800_00 }], member);
    await put(token, "shipping-address", US_ADDRESS, member);
    const state = stateOf(await put(token, "shipping-method", { handle: "us-standard" }, member));
    // The member pays the member price too: $800 − $50, and New York City's 8.875 % on $750 + $10 protection ($67.45).
    expect(state.totals).toMatchObject({ shipping_cents: 0, discounts_cents: 50_00, shipping_protection_cents: 10_00, tax_cents: 67_45, total_cents: 750_00 + 10_00 + 67_45 });
  });

  it("International to France: $75 with the EUR 75 duties fee shown, not charged", async () => {
    const token = await cartWith([{ price_cents: 1000_00 }]);
    await put(token, "shipping-address", { ...US_ADDRESS, country_code: "FR", province: "", zip: "75001", city: "Paris" });
    const state = stateOf(await put(token, "shipping-method", { handle: "international" }));
    expect(state.shipping_methods).toEqual([
      { handle: "international", title: "International", delivery_estimate: "7-10 business days", price_cents: 75_00, duties_fee: { currency: "EUR", amount_minor: 75_00 } },
    ]);
    // No US sales tax abroad: the buyer pays France's duties and taxes on delivery, and the breakdown says so.
    expect(state.totals.total_cents).toBe(1075_00 + state.totals.shipping_protection_cents!);
    expect(state.totals.tax_cents).toBe(0);
    expect(state.totals.breakdown.find((row) => row.key === "sales_tax")).toEqual({ key: "sales_tax", label: "Sales tax", cents: 0, note: "No US sales tax: duties and taxes are paid on delivery" });
    const refused = await put(token, "shipping-method", { handle: "us-standard" });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: "shipping_method_unavailable", field: "handle" });
  });

  it("exotic skins are not shipped abroad, and such an order cannot be placed", async () => {
    const token = await cartWith([{ price_cents: 900_00, is_exotic: 1 }]);
    await put(token, "contact", { email: "exotic@maison.test" });
    const state = stateOf(await put(token, "shipping-address", { ...US_ADDRESS, country_code: "GB" }));
    expect(state.shipping_methods).toEqual([]);
    expect(state.shipping_error).toEqual({ code: "exotic_not_shipped_internationally", message: "Items made of exotic skins can only ship within the United States." });
    expect(errorOf(await put(token, "shipping-method", { handle: "international" })).code).toBe("exotic_not_shipped_internationally");
    const placed = await completeCheckout(t, token, GUEST);
    expect(errorOf(placed).code).toBe("exotic_not_shipped_internationally");
    expect(stateOf(await put(token, "shipping-address", US_ADDRESS)).shipping_methods).toHaveLength(2);
  });

  it("an order above the country's limit does not ship there (UK limit 2000)", async () => {
    const atLimit = await cartWith([{ price_cents: 2000_00 }]);
    expect(stateOf(await put(atLimit, "shipping-address", { ...US_ADDRESS, country_code: "GB" })).shipping_methods).toHaveLength(1);
    const over = await cartWith([{ price_cents: 2000_01 }]);
    const state = stateOf(await put(over, "shipping-address", { ...US_ADDRESS, country_code: "GB" }));
    expect(state.shipping_error).toEqual({ code: "over_international_limit", message: "Orders above $2,000 cannot ship to United Kingdom." });
  });

  it("changing to an address that cannot use the chosen method clears it", async () => {
    const token = await cartWith([{ price_cents: 500_00 }]);
    await put(token, "shipping-address", US_ADDRESS);
    await put(token, "shipping-method", { handle: "us-expedited" });
    expect(stateOf(await put(token, "shipping-address", { ...US_ADDRESS, country_code: "CA", province: "ON", city: "Toronto", zip: "M5V 2T6" })).shipping_method).toBeNull();
    expect(stateOf(await checkoutCall(t, "GET", `${token}/`, GUEST)).shipping_method).toBeNull();
  });
});

describe("bad input is a 400 naming the field", () => {
  it("each checkout call checks its body, path and header", async () => {
    const token = await cartWith([{ price_cents: 300_00 }]);
    const cases: Array<[Promise<{ statusCode: number; json(): unknown }>, string]> = [
      [put(token, "contact", { email: "not-an-email" }), "email"],
      [put(token, "shipping-method", { handle: "by-pigeon" }), "handle"],
      // The address body is one of two shapes (saved id or typed fields): a refusal still names the field at fault.
      [put(token, "shipping-address", { ...US_ADDRESS, zip: undefined }), "zip"],
      [put(token, "shipping-address", { ...US_ADDRESS, first_name: "  " }), "first_name"],
      [put(token, "shipping-address", { ...US_ADDRESS, city: 42 }), "city"],
      [put(token, "shipping-address", { address_id: "not-an-address" }), "address_id"],
      [checkoutCall(t, "GET", "bad token!/", GUEST), "token"],
      [completeCheckout(t, token, GUEST, { payment: { ...TEST_CARD, number: "abc" } }), "payment.number"],
      [completeCheckout(t, token, GUEST, { payment: { ...TEST_CARD, exp_month: 13 } }), "payment.exp_month"],
      [checkoutCall(t, "POST", `${token}/complete/`, GUEST, { payment: TEST_CARD }), "Idempotency-Key"],
      [t.app.inject({ method: "GET", url: "/api/orders/not-an-order/" }) as never, "id"],
    ];
    for (const [request, field] of cases) {
      const response = await request;
      expect([response.statusCode, (response.json() as { field?: string }).field]).toEqual([400, field]);
    }
  });

  it("names every field at fault at once, each with its own sentence, and saves nothing", async () => {
    const token = await cartWith([{ price_cents: 300_00 }]);
    const address = await put(token, "shipping-address", { ...US_ADDRESS, first_name: "", last_name: " ", city: "", province: "Quebec", zip: "1000" });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual({
      code: "invalid_request",
      field: "first_name",
      message: "first_name: Please enter a first name.",
      detail: "first_name: Please enter a first name.",
      errors: [
        { field: "first_name", message: "Please enter a first name." },
        { field: "last_name", message: "Please enter a last name." },
        { field: "city", message: "Please enter a city." },
        { field: "province", message: "Please choose a state." },
        { field: "zip", message: "Please enter a 5-digit ZIP code." },
      ],
    });
    expect(stateOf(await checkoutCall(t, "GET", `${token}/`, GUEST)).shipping_address).toBeNull();

    const card = await completeCheckout(t, token, GUEST, { payment: { ...TEST_CARD, number: "4242 4242 4242 4241", exp_month: 13, cvc: "12", name: "" } });
    expect(card.statusCode).toBe(400);
    expect((card.json() as { errors: unknown }).errors).toEqual([
      { field: "payment.number", message: "Please enter a valid card number." },
      { field: "payment.exp_month", message: "Please enter a valid expiry month." },
      { field: "payment.cvc", message: "Please enter a valid security code." },
      { field: "payment.name", message: "Please enter the name on the card." },
    ]);
  });

  it("keeps a state from the country's list as its code, and wants one where the country has a list", async () => {
    const token = await cartWith([{ price_cents: 300_00 }]);
    expect(stateOf(await put(token, "shipping-address", { ...US_ADDRESS, province: "new york" })).shipping_address).toMatchObject({ province: "NY", state: "NY" });
    expect(stateOf(await put(token, "shipping-address", { ...US_ADDRESS, country_code: "CA", province: "QC", zip: "H2X 1Y4", city: "Montréal" })).shipping_address).toMatchObject({ province: "QC" });
    const none = await put(token, "shipping-address", { ...US_ADDRESS, country_code: "AU", province: "", zip: "2000", city: "Sydney" });
    expect(none.json()).toMatchObject({ field: "province", errors: [{ field: "province", message: "Please choose a state or territory." }] });
    // Where the post has no list, the region is free text and may be left out.
    expect(stateOf(await put(token, "shipping-address", { ...US_ADDRESS, country_code: "GB", province: "", zip: "SW1A 1AA", city: "London" })).shipping_address).toMatchObject({ province: "" });
  });
});

describe("who may check out and read an order", () => {
  it("user A cannot read or complete B's checkout, nor read B's order; saved addresses stay their owner's", async () => {
    const a = await createSignedInUser(t, { id: "usr_ship_a", email: "ship-a@maison.test" });
    const b = await createSignedInUser(t, { id: "usr_ship_b", email: "ship-b@maison.test" });
    const buyerA = signedIn(a);
    const buyerB = signedIn(b);
    const token = await cartWith([{ price_cents: 300_00 }], buyerB);

    const savedOfA = await t.context.services.addresses.create(a.id, systemActor("test"), US_ADDRESS);
    const refused = await put(token, "shipping-address", { address_id: savedOfA.id }, buyerB);
    expect(errorOf(refused)).toMatchObject({ code: "address_not_found", field: "address_id" });
    const own = await t.context.services.addresses.create(b.id, systemActor("test"), { ...US_ADDRESS, city: "Albany" });
    expect((await put(token, "shipping-address", { address_id: own.id }, buyerB)).json()).toMatchObject({
      email: "ship-b@maison.test",
      signed_in: true,
      shipping_address_id: own.id,
      shipping_address: { city: "Albany" },
    });
    await put(token, "shipping-method", { handle: "us-standard" }, buyerB);

    for (const viewer of [buyerA, GUEST]) {
      expect((await checkoutCall(t, "GET", `${token}/`, viewer)).statusCode).toBe(404);
      expect((await put(token, "shipping-method", { handle: "us-expedited" }, viewer)).statusCode).toBe(404);
      expect((await completeCheckout(t, token, viewer)).statusCode).toBe(404);
    }
    expect(await ordersOf(t, token)).toEqual([]);

    const placed = await completeCheckout(t, token, buyerB);
    expect(placed.statusCode).toBe(200);
    const { order_id, order_number, access_key, thank_you_url } = placed.json() as { order_id: string; order_number: string; access_key: string | null; thank_you_url: string };
    expect(access_key).toBeNull();
    expect(thank_you_url).toBe(`/thank_you?order=${order_id}`);
    expect((await t.app.inject({ method: "GET", url: `/api/orders/${order_id}/`, headers: b.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/orders/${order_id}/`, headers: a.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/orders/${order_id}/` })).statusCode).toBe(404);

    const purchases = (who: { headers: Record<string, string> }, path = "") => t.app.inject({ method: "GET", url: `/api/v6/my-account/purchases/${path}`, headers: who.headers });
    expect((await purchases(b)).json()).toMatchObject({ count: 1, next: null, previous: null, orders: [{ number: order_number }] });
    expect((await purchases(a)).json()).toMatchObject({ count: 0 });
    expect((await purchases(a, `${order_number}/`)).statusCode).toBe(404);
    expect((await purchases(b, `${order_number}/`)).json()).toMatchObject({ id: order_id });
  });
});
