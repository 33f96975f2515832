import { describe, expect, it } from "vitest";
import { COUNTRIES } from "@maison/domain/content/countries";
import { countryOptionsHtml, escapeHtml, markSelected } from "./country-options.ts";

describe("the country selector's options as server markup", () => {
  it("lists every country of the dataset by name, in the dataset's order", () => {
    const html = countryOptionsHtml("US");
    const values = [...html.matchAll(/<option value="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(values).toEqual(COUNTRIES.map((c) => c.code));
    expect(html).toContain('<option value="FR">France</option>');
  });

  it("marks the selected country, and only it, so that the page reads right without JavaScript", () => {
    const html = countryOptionsHtml("JP");
    expect(html).toContain('<option value="JP" selected="">Japan</option>');
    expect(html.match(/selected=""/g)).toHaveLength(1);
    expect(countryOptionsHtml("ZZ")).not.toContain("selected");
  });

  it("escapes what would break the markup", () => {
    expect(escapeHtml(`Trinidad & Tobago <"T&T">`)).toBe("Trinidad &amp; Tobago &lt;&quot;T&amp;T&quot;&gt;");
  });

  it("moves the mark to the country now selected, in markup the browser kept (after a change of country)", () => {
    const kept = countryOptionsHtml("US");
    const html = markSelected(kept, "FR");
    expect(html).toContain('<option value="FR" selected="">France</option>');
    expect(html).toContain('<option value="US">United States</option>');
    expect(html.match(/selected/g)).toHaveLength(1);
    expect(markSelected(kept, "ZZ")).not.toContain("selected");
  });
});
