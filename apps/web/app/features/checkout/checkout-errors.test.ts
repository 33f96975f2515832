import { describe, expect, it } from "vitest";
import { errorMessage, formErrors, formFieldFor } from "./checkout-errors.ts";

describe("checkout form errors", () => {
  it("puts a field's message beside that field", () => {
    expect(formErrors({ code: "invalid_email", message: "Please enter a valid e-mail.", field: "email" }, ["email"])).toEqual({
      code: "invalid_email",
      fields: { email: "Please enter a valid e-mail." },
      form: null,
    });
  });

  it("finds the input a nested field path names", () => {
    expect(formFieldFor("shipping_address.zip", ["address1", "zip"])).toBe("zip");
    expect(formFieldFor("card/number", ["number", "cvc"])).toBe("number");
    expect(formFieldFor("zip", ["address1"])).toBeNull();
    expect(formFieldFor(undefined, ["zip"])).toBeNull();
    expect(formFieldFor("payment.exp_year", ["number", "exp"], { exp_year: "exp" })).toBe("exp");
  });

  it("puts errors about fields the form lacks above the form", () => {
    expect(formErrors({ code: "card_declined", message: "Your card was declined." }, ["number"])).toEqual({
      code: "card_declined",
      fields: {},
      form: "Your card was declined.",
    });
  });

  it("reads the first detail when the message is empty", () => {
    expect(errorMessage({ code: "x", message: "", detail: ["First", "Second"] })).toBe("First");
    expect(errorMessage({ code: "x", message: " " })).toBe("Something went wrong. Please try again.");
  });
});
