import { describe, expect, it } from "vitest";
import { COUNTRIES } from "./countries.ts";
import { COUNTRY_NAMES } from "./country-names.ts";

describe("the selector's country names", () => {
  it("are the full dataset's codes and names, in the same order", () => {
    expect(COUNTRY_NAMES).toEqual(COUNTRIES.map(({ code, name }) => ({ code, name })));
    expect(COUNTRY_NAMES.length).toBeGreaterThan(240);
  });

  it("are sorted by name", () => {
    expect(COUNTRY_NAMES.find((c) => c.code === "FR")).toEqual({ code: "FR", name: "France" });
    const names = COUNTRY_NAMES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});
