import { describe, expect, it } from "vitest";
import { parseSeedArgs } from "./seed-args.ts";

describe("parseSeedArgs", () => {
  it("defaults to the 3,000-listing demo catalogue", () => {
    expect(parseSeedArgs([])).toMatchObject({ products: 3000, reset: false, now: undefined, help: false });
  });

  it("reads --products, --seed, --reset and --now, with spaces or equals signs", () => {
    expect(parseSeedArgs(["--products", "100_000", "--seed=42", "--reset", "--now", "2026-11-21T12:00:00Z"])).toEqual({
      products: 100000,
      seed: 42,
      reset: true,
      now: new Date("2026-11-21T12:00:00Z"),
      help: false,
    });
  });

  it.each([
    [["--products"], /--products needs a whole number/],
    [["--products", "-5"], /--products needs a whole number/],
    [["--products", "1e3"], /--products needs a whole number/],
    [["--products", "2000000"], /at most 1000000/],
    [["--seed", "abc"], /--seed needs a whole number/],
    [["--now", "yesterday"], /--now needs an ISO date/],
    [["--reset=yes"], /--reset takes no value/],
    [["--product", "5"], /Unknown argument "--product"/],
  ])("rejects %j", (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});
