import { describe, expect, it } from "vitest";
import { openStep, parseStep, stepStates } from "./checkout-steps.ts";

const nothing = { hasEmail: false, hasAddress: false, hasMethod: false };
const contactOnly = { hasEmail: true, hasAddress: false, hasMethod: false };
const everything = { hasEmail: true, hasAddress: true, hasMethod: true };

describe("checkout steps", () => {
  it("opens the first step the checkout does not hold yet", () => {
    expect(openStep(nothing, null)).toBe("contact");
    expect(openStep(contactOnly, null)).toBe("address");
    expect(openStep({ hasEmail: true, hasAddress: true, hasMethod: false }, null)).toBe("method");
    expect(openStep(everything, null)).toBe("payment");
  });

  it("reopens a done step the shopper asks to change", () => {
    expect(openStep(everything, "contact")).toBe("contact");
    expect(openStep(everything, "method")).toBe("method");
  });

  it("never opens a step ahead of one still to do", () => {
    expect(openStep(contactOnly, "payment")).toBe("address");
    expect(openStep(nothing, "method")).toBe("contact");
  });

  it("marks steps done, open or waiting, numbered from 1", () => {
    expect(stepStates(contactOnly, null)).toEqual([
      { step: "contact", number: 1, status: "done" },
      { step: "address", number: 2, status: "open" },
      { step: "method", number: 3, status: "waiting" },
      { step: "payment", number: 4, status: "waiting" },
    ]);
    expect(stepStates(everything, "address").map((s) => s.status)).toEqual(["done", "open", "done", "waiting"]);
  });

  it("leaves out the address and method steps when nothing travels (a membership on its own)", () => {
    const membershipOnly = { hasEmail: true, hasAddress: false, hasMethod: false, requiresShipping: false };
    expect(openStep(membershipOnly, null)).toBe("payment");
    expect(openStep(membershipOnly, "address")).toBe("payment");
    expect(stepStates(membershipOnly, null)).toEqual([
      { step: "contact", number: 1, status: "done" },
      { step: "payment", number: 2, status: "open" },
    ]);
  });

  it("reads only known step names from the query", () => {
    expect(parseStep("method")).toBe("method");
    expect(parseStep("review")).toBeNull();
    expect(parseStep(null)).toBeNull();
  });
});
