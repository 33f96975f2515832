import { describe, expect, it } from "vitest";
import { canAddFavorite, FAVORITES_PER_USER_LIMIT, FAVORITES_SYNC_LIMIT } from "./favorites-limits.ts";

describe("favorites limits", () => {
  it("a favorites sync takes up to 15 items (spec 2 §9)", () => {
    expect(FAVORITES_SYNC_LIMIT).toBe(15);
  });

  it("an account keeps at most 1,000 favorites", () => {
    expect(canAddFavorite(FAVORITES_PER_USER_LIMIT - 1)).toBe(true);
    expect(canAddFavorite(FAVORITES_PER_USER_LIMIT)).toBe(false);
  });
});
