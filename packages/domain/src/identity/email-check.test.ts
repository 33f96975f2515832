import { describe, expect, it } from "vitest";
import { emailProblem, isValidEmail, normalizeEmail } from "./email-check.ts";

describe("e-mail check (spec 1 §5)", () => {
  it.each(["a@all.com", "a@ail.com", "a@gnail.com", "a@yahooo.com", "a@yaho.com"])("rejects the typo domain %s", (email) => {
    expect(emailProblem(email)).toBe("typo_domain");
  });
  it.each(["jane@gmail.con", "jane@gmail.comm"])("rejects an address ending .con or .comm: %s", (email) => {
    expect(emailProblem(email)).toBe("typo_ending");
  });
  it.each(["plainaddress", "a@b", "a b@c.com", "@c.com", "a@.c"])("requires the general pattern: %s", (email) => {
    expect(emailProblem(email)).toBe("pattern");
  });
  it("accepts ordinary addresses, whatever their case or surrounding spaces", () => {
    expect(isValidEmail("  Jane.Doe+bags@Gmail.com ")).toBe(true);
    expect(isValidEmail("a@mail.co.uk")).toBe(true);
    expect(isValidEmail("a@ball.com")).toBe(true);
  });
  it("normalises to trimmed lower case", () => {
    expect(normalizeEmail("  Jane@Example.COM ")).toBe("jane@example.com");
  });
});
