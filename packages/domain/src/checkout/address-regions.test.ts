import { describe, expect, it } from "vitest";
import { normalizeRegion, postalCodeRule, regionsOf } from "./address-regions.ts";

describe("address regions", () => {
  it("lists the US states with DC, the Canadian provinces and territories, the Australian states and territories", () => {
    expect(regionsOf("US")?.regions.filter((r) => !["DC", "AS", "GU", "MP", "PR", "VI"].includes(r.code))).toHaveLength(50);
    expect(regionsOf("us")?.regions.map((r) => r.code)).toContain("DC");
    expect(regionsOf("CA")?.regions).toHaveLength(13);
    expect(regionsOf("AU")?.regions.map((r) => r.code)).toEqual(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]);
    expect(regionsOf("FR")).toBeNull();
  });

  it("stores the code for a code or a name typed in any case, refuses one that is not on the country's list", () => {
    expect(normalizeRegion("US", " ny ")).toBe("NY");
    expect(normalizeRegion("US", "New York")).toBe("NY");
    expect(normalizeRegion("CA", "quebec")).toBe("QC");
    expect(normalizeRegion("AU", "NSW")).toBe("NSW");
    expect(normalizeRegion("US", "QC")).toBeNull();
    expect(normalizeRegion("US", "")).toBeNull();
    expect(normalizeRegion("FR", " Île-de-France ")).toBe("Île-de-France");
    expect(normalizeRegion("GB", "")).toBe("");
  });

  it("checks US ZIP codes (5 digits or ZIP+4); other postal codes are the post's to judge", () => {
    const us = postalCodeRule("US");
    expect(["10003", "10003-1234"].every((zip) => us.pattern!.test(zip))).toBe(true);
    expect(["1000", "ABCDE", "10003 1234"].some((zip) => us.pattern!.test(zip))).toBe(false);
    expect(postalCodeRule("CA").pattern).toBeNull();
  });
});
