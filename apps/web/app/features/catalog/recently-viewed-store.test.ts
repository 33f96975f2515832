import { describe, expect, it } from "vitest";
import { readRecentlyViewed, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_LIMIT, recordRecentlyViewed } from "./recently-viewed-store.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("recently viewed (visitors, local storage)", () => {
  it("keeps views newest first, once each", () => {
    const storage = memoryStorage();
    recordRecentlyViewed(storage, "a");
    recordRecentlyViewed(storage, "b");
    expect(recordRecentlyViewed(storage, "a")).toEqual(["a", "b"]);
    expect(readRecentlyViewed(storage)).toEqual(["a", "b"]);
  });

  it("forgets the oldest beyond the limit", () => {
    const storage = memoryStorage();
    for (let i = 0; i < RECENTLY_VIEWED_LIMIT + 3; i++) recordRecentlyViewed(storage, `p${i}`);
    const list = readRecentlyViewed(storage);
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]).toBe(`p${RECENTLY_VIEWED_LIMIT + 2}`);
  });

  it("reads a damaged entry as empty", () => {
    expect(readRecentlyViewed(memoryStorage({ [RECENTLY_VIEWED_KEY]: "{oops" }))).toEqual([]);
  });
});
