import { describe, expect, it } from "vitest";
import { providerEmail, splitFullName } from "./social-provider.ts";

describe("splitFullName", () => {
  it("takes the first word as first name and the rest as last name", () => {
    expect(splitFullName("Anne-Marie  de la Tour")).toEqual({ firstName: "Anne-Marie", lastName: "de la Tour" });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitFullName(undefined)).toEqual({ firstName: "", lastName: "" });
  });

  it("keeps each part within the users table's 100 characters", () => {
    const long = splitFullName(`${"a".repeat(150)} ${"b".repeat(150)}`);
    expect([long.firstName.length, long.lastName.length]).toEqual([100, 100]);
  });
});

describe("providerEmail", () => {
  it("stores the address trimmed and lower-cased", () => {
    expect(providerEmail("  Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("gives null for anything that cannot be an address of ours", () => {
    expect(providerEmail(undefined)).toBeNull();
    expect(providerEmail(42)).toBeNull();
    expect(providerEmail("no-at-sign")).toBeNull();
    expect(providerEmail(`${"a".repeat(250)}@x.com`)).toBeNull();
  });
});
