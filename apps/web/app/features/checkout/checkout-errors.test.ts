import { describe, expect, it } from "vitest";
import { errorMessage, formErrors, formFieldFor, withoutFieldKey } from "./checkout-errors.ts";

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

  it("puts every field's message beside its field at once, in words, without the API's field key", () => {
    const error = {
      code: "invalid_request",
      message: "first_name: Please enter a first name.",
      field: "first_name",
      errors: [
        { field: "first_name", message: "Please enter a first name." },
        { field: "last_name", message: "Please enter a last name." },
        { field: "shipping_address.zip", message: "Please enter a 5-digit ZIP code." },
      ],
    };
    expect(formErrors(error, ["first_name", "last_name", "zip"])).toEqual({
      code: "invalid_request",
      fields: { first_name: "Please enter a first name.", last_name: "Please enter a last name.", zip: "Please enter a 5-digit ZIP code." },
      form: null,
    });
    // A body with one field and no list (an older answer) loses the key too.
    expect(formErrors({ code: "invalid_request", message: "last_name: Please enter a last name.", field: "last_name" }, ["last_name"]).fields).toEqual({
      last_name: "Please enter a last name.",
    });
    expect(formErrors({ code: "invalid_request", message: "payment.exp_month: Please enter a valid expiry month.", field: "payment.exp_month", errors: [
      { field: "payment.exp_month", message: "Please enter a valid expiry month." },
      { field: "payment.exp_year", message: "Please enter a valid expiry year." },
      { field: "payment.other", message: "Something else." },
    ] }, ["number", "exp"], { exp_month: "exp", exp_year: "exp" })).toEqual({
      code: "invalid_request",
      fields: { exp: "Please enter a valid expiry month." },
      form: "Something else.",
    });
  });

  it("drops only the key that names the field", () => {
    expect(withoutFieldKey("zip: Please enter a ZIP code.", "zip")).toBe("Please enter a ZIP code.");
    expect(withoutFieldKey("Note: this stays.", "zip")).toBe("Note: this stays.");
  });
});
