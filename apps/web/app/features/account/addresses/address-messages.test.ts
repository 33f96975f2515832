import { describe, expect, it } from "vitest";
import { ADDRESS_DELETE_FALLBACK, addressDeleteMessage, addressSaveProblem } from "./address-messages.ts";

describe("address messages (spec 2 §8)", () => {
  it("a failed delete shows the server's detail, otherwise 'Something went wrong, please try again!'", () => {
    expect(addressDeleteMessage({ detail: "This address does not exist." })).toBe("This address does not exist.");
    expect(addressDeleteMessage(null)).toBe("Something went wrong, please try again!");
    expect(addressDeleteMessage({ detail: "" })).toBe(ADDRESS_DELETE_FALLBACK);
  });

  it("a failed save names its field and drops the field's prefix from the message", () => {
    expect(addressSaveProblem({ field: "city", detail: "city: Please enter a city." })).toEqual({ field: "city", message: "Please enter a city." });
    expect(addressSaveProblem({ detail: "You can keep up to 50 addresses. Please remove one first." })).toEqual({
      field: null,
      message: "You can keep up to 50 addresses. Please remove one first.",
    });
  });
});
