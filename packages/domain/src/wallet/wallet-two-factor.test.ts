import { describe, expect, it } from "vitest";
import { blockedForLabel, blockedForSeconds, screenAfter, TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_MESSAGES, TWO_FACTOR_SCREENS } from "./wallet-two-factor.ts";

describe("wallet two-factor (spec 2 §4, §8, §9)", () => {
  it("uses 4-digit codes and the spec's screen numbers 2, 3, 4, 5, 7", () => {
    expect(TWO_FACTOR_CODE_LENGTH).toBe(4);
    expect(Object.values(TWO_FACTOR_SCREENS)).toEqual([2, 3, 4, 5, 7]);
  });
  it("maps each error to its screen: blocked, back to entry, a new code, or the generic message", () => {
    expect(screenAfter("2fa_blocked")).toMatchObject({ screen: 7, requestNewCode: false });
    expect(screenAfter("max_retries_limit_exceeded")).toMatchObject({ screen: 7 });
    expect(screenAfter("invalid_token")).toMatchObject({ screen: 2, requestNewCode: false });
    expect(screenAfter("authentication_failed")).toMatchObject({ screen: 2, requestNewCode: false });
    expect(screenAfter("permission_denied")).toMatchObject({ screen: 2, requestNewCode: true });
    expect(screenAfter("boom").message).toBe("Cannot authenticate at this time, please try again later");
    expect(TWO_FACTOR_MESSAGES.generic).toBe("Cannot authenticate at this time, please try again later");
  });
  it("counts a block down in whole seconds", () => {
    const now = new Date("2026-11-18T12:00:00.000Z");
    expect(blockedForSeconds("2026-11-18T12:30:00.000Z", now)).toBe(1800);
    expect(blockedForSeconds("2026-11-18T12:00:00.500Z", now)).toBe(1);
    expect(blockedForSeconds("2026-11-18T11:00:00.000Z", now)).toBe(0);
    expect(blockedForSeconds(null, now)).toBe(0);
    expect(blockedForLabel(1805)).toBe("30 min 5 s");
    expect(blockedForLabel(42)).toBe("42 s");
  });
});
