import { describe, expect, it } from "vitest";
import { publishedStatusMatches, queryTerms } from "./simple-query.ts";

describe("queryTerms", () => {
  it("reads fields, quoted values and bare words, and skips AND", () => {
    expect(queryTerms(`title:"Our Stores" AND handle:store published_status:'online_store:visible' gift`)).toEqual([
      { field: "title", value: "Our Stores" },
      { field: "handle", value: "store" },
      { field: "published_status", value: "online_store:visible" },
      { field: null, value: "gift" },
    ]);
    expect(queryTerms("  ")).toEqual([]);
    expect(queryTerms(null)).toEqual([]);
    expect(queryTerms(`title:"open`)).toEqual([{ field: null, value: `title:"open` }]);
  });

  it("lets published, visible and any through, and nothing else", () => {
    for (const value of ["published", "visible", "any", "online_store:visible", "ONLINE_STORE:PUBLISHED"]) expect(publishedStatusMatches(value), value).toBe(true);
    for (const value of ["unpublished", "online_store:hidden", "draft", ""]) expect(publishedStatusMatches(value), value).toBe(false);
  });
});
