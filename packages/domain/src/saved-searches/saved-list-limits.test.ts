import { describe, expect, it } from "vitest";
import { hasRoomFor, SAVED_SEARCHES_LIMIT, SAVED_SKUS_LIMIT } from "./saved-list-limits.ts";

describe("saved list limits", () => {
  it("keeps up to 100 saved searches and 200 saved skus", () => {
    expect(hasRoomFor(SAVED_SEARCHES_LIMIT - 1, SAVED_SEARCHES_LIMIT)).toBe(true);
    expect(hasRoomFor(SAVED_SEARCHES_LIMIT, SAVED_SEARCHES_LIMIT)).toBe(false);
    expect(SAVED_SKUS_LIMIT).toBe(200);
  });
});
