import { describe, expect, it } from "vitest";
import { ALLOWED_FILTERS, AVAILABILITY_OPTIONS, filterAccess, passesGate, VIP_OPTIONS, visibleFilters, type FilterViewer } from "./filters.ts";

const shopper: FilterViewer = { tierRank: 0, isB2b: false, currency: "USD" };
const business: FilterViewer = { tierRank: 0, isB2b: true, currency: "USD" };
const bronze: FilterViewer = { tierRank: 2, isB2b: false, currency: "USD" };

describe("filter options (spec 2 §9)", () => {
  it("offers In Stock / All and the five VIP options", () => {
    expect(AVAILABILITY_OPTIONS).toEqual(["In Stock", "All"]);
    expect(VIP_OPTIONS).toEqual(["All", "Available", "Sold", "VIP Items", "Non-VIP Items"]);
  });
});

describe("rank gates (spec 2 §5: minimum tier, optionally business or either)", () => {
  it("tier gates need the rank", () => {
    expect(passesGate({ minRank: 2, audience: "tier" }, shopper)).toBe(false);
    expect(passesGate({ minRank: 2, audience: "tier" }, bronze)).toBe(true);
    expect(passesGate({ minRank: 2, audience: "tier" }, business)).toBe(false);
  });
  it("business gates need a b2b account and the rank", () => {
    expect(passesGate({ minRank: 0, audience: "business" }, bronze)).toBe(false);
    expect(passesGate({ minRank: 0, audience: "business" }, business)).toBe(true);
    expect(passesGate({ minRank: 3, audience: "business" }, business)).toBe(false);
  });
  it("either gates need the rank or a b2b account", () => {
    expect(passesGate({ minRank: 2, audience: "either" }, shopper)).toBe(false);
    expect(passesGate({ minRank: 2, audience: "either" }, bronze)).toBe(true);
    expect(passesGate({ minRank: 2, audience: "either" }, business)).toBe(true);
  });
});

describe("filter access", () => {
  it("shows the wholesale filters (whnew, whreduced, whclearancea, whclearanceb) to business users only (spec 2 §6)", () => {
    expect(filterAccess("wholesale", shopper)).toBe("forbidden");
    expect(filterAccess("wholesale", business)).toBe("allowed");
  });
  it("hides the price filter when the currency is not USD (spec 2 §5)", () => {
    expect(filterAccess("price", { ...shopper, currency: "EUR" })).toBe("hidden_for_currency");
    expect(visibleFilters({ ...shopper, currency: "EUR" }).map((f) => f.name)).not.toContain("price");
    expect(visibleFilters(shopper).map((f) => f.name)).toContain("price");
  });
  it("offers only the filters allowed in configuration (spec 2 §5)", () => {
    expect(filterAccess("color", shopper, ["designer"])).toBe("not_configured");
    expect(visibleFilters(business, ["designer", "wholesale"]).map((f) => f.name)).toEqual(["designer", "wholesale"]);
    expect(filterAccess("stores", shopper)).toBe("not_configured");
    expect(ALLOWED_FILTERS).not.toContain("stores");
  });
});
