import { describe, expect, it } from "vitest";
import { readIntent, readPayment, readShippingAddress } from "./checkout-form-data.ts";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("checkout form data", () => {
  it("reads only known intents", () => {
    expect(readIntent(form({ intent: "method" }))).toBe("method");
    expect(readIntent(form({ intent: "delete" }))).toBeNull();
    expect(readIntent(form({}))).toBeNull();
  });

  it("sends a chosen saved address by id alone", () => {
    expect(readShippingAddress(form({ address_id: "adr_0123456789", first_name: "ignored" }))).toEqual({ address_id: "adr_0123456789" });
  });

  it("sends the typed address when a new one is chosen, in the United States unless said otherwise", () => {
    const body = readShippingAddress(
      form({ address_id: "new", first_name: "Jane", last_name: "Doe", address1: "1 Main St", city: "Austin", province: "TX", zip: "78701" }),
    );
    expect(body).toEqual({
      first_name: "Jane",
      last_name: "Doe",
      address1: "1 Main St",
      address2: "",
      city: "Austin",
      province: "TX",
      zip: "78701",
      country_code: "US",
      phone: "",
    });
  });

  it("splits the expiry and strips the card number's spaces", () => {
    expect(readPayment(form({ number: "4242 4242 4242 4242", exp: "04 / 30", cvc: " 123 ", name: " Jane Doe " }))).toEqual({
      ok: true,
      request: { payment: { kind: "card", number: "4242424242424242", exp_month: 4, exp_year: 2030, cvc: "123", name: "Jane Doe" } },
    });
  });

  it("refuses an expiry that is not a date, naming the expiry input", () => {
    expect(readPayment(form({ number: "4242424242424242", exp: "soon", cvc: "123", name: "Jane" }))).toEqual({
      ok: false,
      field: "exp",
      message: "Please enter the expiry as MM / YY.",
    });
  });

  it("sends no payment when the form has no card inputs (gift cards cover the order)", () => {
    expect(readPayment(form({ intent: "complete" }))).toEqual({ ok: true, request: {} });
  });

  it("carries the membership's consent box as ticked or not, with or without a card", () => {
    expect(readPayment(form({ intent: "complete", subscription_consent: "true" }))).toEqual({ ok: true, request: { subscription_consent: true } });
    expect(readPayment(form({ number: "4242424242424242", exp: "04/30", cvc: "123", name: "Jane", subscription_consent: "true" }))).toMatchObject({
      ok: true,
      request: { subscription_consent: true, payment: { kind: "card" } },
    });
    expect(readPayment(form({ number: "4242424242424242", exp: "04/30", cvc: "123", name: "Jane" }))).toEqual({
      ok: true,
      request: { payment: { kind: "card", number: "4242424242424242", exp_month: 4, exp_year: 2030, cvc: "123", name: "Jane" } },
    });
  });
});
