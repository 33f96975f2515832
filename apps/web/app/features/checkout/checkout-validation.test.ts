import { describe, expect, it } from "vitest";
import { CARD_PROBLEMS, cardFieldProblem, checkAddress, checkCard, checkContact, type CardValues } from "./checkout-validation.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const GOOD_CARD: CardValues = { number: "4242 4242 4242 4242", exp: "12 / 29", cvc: "123", name: "Ada Lovelace" };
const ADDRESS = { first_name: "Ada", last_name: "Lovelace", address1: "12 Gramercy Park South", address2: "", city: "New York", province: "NY", zip: "10003", country_code: "US", phone: "" };

describe("checkout checks in the browser", () => {
  it("finds every address problem at once, with the API's own sentences", () => {
    expect(checkAddress(ADDRESS)).toEqual({});
    expect(checkAddress({ ...ADDRESS, first_name: "", last_name: " ", province: "", zip: "123" })).toEqual({
      first_name: "Please enter a first name.",
      last_name: "Please enter a last name.",
      province: "Please choose a state.",
      zip: "Please enter a 5-digit ZIP code.",
    });
    expect(checkAddress({ ...ADDRESS, country_code: "CA", province: "", zip: "M5V 2T6" })).toEqual({ province: "Please choose a province or territory." });
    expect(checkAddress({ ...ADDRESS, country_code: "FR", province: "", zip: "75001" })).toEqual({});
  });

  it("checks a guest's e-mail with the API's rules", () => {
    expect(checkContact("ada@example.com")).toEqual({});
    expect(Object.keys(checkContact("ada@gnail.com"))).toEqual(["email"]);
  });

  it("finds every card problem as the form is sent: missing, not a card number, past, wrong code length", () => {
    expect(checkCard(GOOD_CARD, NOW)).toEqual({});
    expect(checkCard({ number: "", exp: "", cvc: "", name: " " }, NOW)).toEqual({
      number: CARD_PROBLEMS.numberMissing,
      exp: CARD_PROBLEMS.expiryMissing,
      cvc: CARD_PROBLEMS.cvcMissing,
      name: CARD_PROBLEMS.nameMissing,
    });
    expect(checkCard({ number: "4242 4242 4242 4241", exp: "10 / 26", cvc: "1234", name: "A" }, NOW)).toEqual({
      number: CARD_PROBLEMS.numberInvalid,
      exp: CARD_PROBLEMS.expired,
      cvc: "Please enter the 3-digit security code.",
    });
    expect(checkCard({ ...GOOD_CARD, number: "3782 822463 10005", cvc: "123" }, NOW)).toEqual({ cvc: "Please enter the 4-digit security code." });
    expect(checkCard({ ...GOOD_CARD, exp: "13 / 29" }, NOW)).toEqual({ exp: CARD_PROBLEMS.expiryMonth });
    expect(checkCard({ ...GOOD_CARD, exp: "12 / 2" }, NOW)).toEqual({ exp: CARD_PROBLEMS.expiryShape });
    // The expiry month itself is still good.
    expect(checkCard({ ...GOOD_CARD, exp: "11 / 26" }, NOW)).toEqual({});
  });

  it("while typing, says only what is certainly wrong", () => {
    const typing = (field: "number" | "exp" | "cvc" | "name", value: string, number = GOOD_CARD.number) =>
      cardFieldProblem(field, { ...GOOD_CARD, number, [field]: value }, NOW, true);
    expect(typing("number", "4242 4242")).toBeNull();
    expect(typing("number", "4242 4242 4242 4241")).toBe(CARD_PROBLEMS.numberInvalid);
    expect(typing("number", "4242 4242 4242 4242")).toBeNull();
    expect(typing("exp", "1")).toBeNull();
    expect(typing("exp", "13")).toBe(CARD_PROBLEMS.expiryMonth);
    expect(typing("exp", "10 / 2")).toBeNull();
    expect(typing("exp", "10 / 26")).toBe(CARD_PROBLEMS.expired);
    expect(typing("cvc", "12")).toBeNull();
    expect(typing("cvc", "1234")).toBe("Please enter the 3-digit security code.");
    expect(typing("cvc", "1234", "3782 822463 10005")).toBeNull();
    expect(typing("name", "")).toBeNull();
  });
});
