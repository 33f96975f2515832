import { describe, expect, it } from "vitest";
import { loadEnv } from "../../config/env.ts";
import { crashPointsFrom, parseCrashAt } from "./crash-points.ts";

describe("crash points", () => {
  it("are inert without CRASH_AT, and in production even with it", () => {
    let died = 0;
    const die = () => void (died += 1);
    crashPointsFrom({ NODE_ENV: "development" }, die)("payment.after_authorize");
    crashPointsFrom({ NODE_ENV: "production", CRASH_AT: "payment.after_authorize" }, die)("payment.after_authorize");
    expect(died).toBe(0);
  });

  it("die at the named point only, at the n-th pass", () => {
    let died = 0;
    const crash = crashPointsFrom({ NODE_ENV: "test", CRASH_AT: "payment.before_capture:2" }, () => void (died += 1));
    crash("payment.after_authorize");
    crash("payment.before_capture");
    expect(died).toBe(0);
    crash("payment.before_capture");
    expect(died).toBe(1);
  });

  it("refuse a name that is not a crash point, and a count below 1", () => {
    expect(() => parseCrashAt("payment.after_authorise")).toThrow(/CRASH_AT must name one of/);
    expect(() => parseCrashAt("payment.after_authorize:0")).toThrow(/count/);
    expect(parseCrashAt("payment.after_capture")).toEqual({ name: "payment.after_capture", nth: 1 });
    // The cart's and the wallet's points (decision 075) parse like the payment's.
    expect(parseCrashAt("cart.between_writes")).toEqual({ name: "cart.between_writes", nth: 1 });
    expect(parseCrashAt("wallet.cash_out.after_payout:2")).toEqual({ name: "wallet.cash_out.after_payout", nth: 2 });
  });

  it("cannot be set in production: the server refuses to start", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), STOREFRONT_ACCESS_TOKEN: "t".repeat(24) };
    expect(() => loadEnv({ ...production, CRASH_AT: "payment.after_authorize" })).toThrow(/CRASH_AT is for the crash test/);
    expect(loadEnv(production).CRASH_AT).toBeUndefined();
  });
});
