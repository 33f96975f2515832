import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.ts";

describe("password policy", () => {
  it("needs at least 8 characters", () => {
    expect(passwordProblem("Sh0rt!x")).toBe("too_short");
    expect(passwordProblem("long-enough-and-rare")).toBeNull();
  });
  it("allows long passphrases", () => {
    expect(passwordProblem("correct horse battery staple on a quiet afternoon in paris")).toBeNull();
    expect(passwordProblem("x".repeat(257))).toBe("too_long");
  });
  it("refuses common passwords whatever their case", () => {
    expect(passwordProblem("Password123")).toBe("common");
    expect(passwordProblem("QWERTYUIOP")).toBe("common");
  });
  it("refuses a password that contains the e-mail's name", () => {
    expect(passwordProblem("margaux-2026!", "margaux@maison.test")).toBe("contains_email");
  });
  it("counts characters, not bytes", () => {
    expect(passwordProblem("éééééééé")).toBeNull();
  });
});
