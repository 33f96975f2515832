import { describe, expect, it } from "vitest";
import { CollectionCountCache } from "./collection-count-cache.ts";

describe("collection count cache", () => {
  it("answers while the stamp is unchanged and the entry is fresh", () => {
    const cache = new CollectionCountCache(1000);
    cache.set("all-bags", "2026-11-01T00:00:00Z", 1130, 0);
    expect(cache.get("all-bags", "2026-11-01T00:00:00Z", 999)).toBe(1130);
  });
  it("forgets when the catalog changed or the entry is too old", () => {
    const cache = new CollectionCountCache(1000);
    cache.set("all-bags", "a", 1130, 0);
    expect(cache.get("all-bags", "b", 1)).toBeUndefined();
    expect(cache.get("all-bags", "a", 1001)).toBeUndefined();
    expect(cache.get("all-shoes", "a", 1)).toBeUndefined();
  });
});
