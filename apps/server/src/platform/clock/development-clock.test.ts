import { describe, expect, it } from "vitest";
import { DevelopmentClock } from "./development-clock.ts";

describe("the development clock", () => {
  it("runs with the system's time and only moves forward", () => {
    const clock = new DevelopmentClock();
    const before = Date.now();
    expect(Math.abs(clock.now().getTime() - before)).toBeLessThan(1_000);
    const moved = clock.advance(14 * 86_400_000);
    expect(moved.getTime() - before).toBeGreaterThanOrEqual(14 * 86_400_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(1.5)).toThrow(RangeError);
  });
});
