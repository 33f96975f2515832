import { describe, expect, it } from "vitest";
import { canTakeHold, HOLD_TTL_MS, holdExpiry, isHoldOurs } from "./item-hold.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("item holds", () => {
  it("last ten minutes", () => {
    expect(HOLD_TTL_MS).toBe(600_000);
    expect(holdExpiry(now)).toBe("2026-11-21T12:10:00.000Z");
  });

  it("a free item or our own hold can be taken; someone else's live hold cannot", () => {
    const theirs = { holder: "cart-b", expiresAt: holdExpiry(now) };
    expect(canTakeHold(null, "cart-a", now)).toBe(true);
    expect(canTakeHold({ holder: "cart-a", expiresAt: holdExpiry(now) }, "cart-a", now)).toBe(true);
    expect(canTakeHold(theirs, "cart-a", later(HOLD_TTL_MS - 1))).toBe(false);
    expect(canTakeHold(theirs, "cart-a", later(HOLD_TTL_MS))).toBe(true);
  });

  it("the order commits only while the hold is ours and live", () => {
    const ours = { holder: "cart-a", expiresAt: holdExpiry(now) };
    expect(isHoldOurs(ours, "cart-a", later(1000))).toBe(true);
    expect(isHoldOurs(ours, "cart-a", later(HOLD_TTL_MS))).toBe(false);
    expect(isHoldOurs({ holder: "cart-b", expiresAt: holdExpiry(now) }, "cart-a", now)).toBe(false);
    expect(isHoldOurs(null, "cart-a", now)).toBe(false);
  });
});
