import { describe, expect, it } from "vitest";
import { callArguments, codeUses } from "./error-code-scan.ts";

describe("codeUses", () => {
  it("tells literal, enum and computed codes apart, across lines, with their line", () => {
    const source = [
      'const a = new DomainError("not_found", "cart_not_found", "This cart (a, b) does not exist.", "id");',
      "const b = new DomainError(",
      '  "conflict",',
      "  CartErrorCode.enum.cart_completed,",
      '  `Checked out, ${"x, y"}.`,',
      ");",
      'const c = new DomainError("unprocessable", `payment_${code}`, message);',
      'throw new RateLimitedError(code, "Wait.", 10);',
      'const d = { code: "rate_limited", message };',
      'const e = { code: "WELCOME10", title: "Welcome" };',
    ].join("\n");
    expect(codeUses(source)).toEqual([
      { kind: "literal", code: "cart_not_found", line: 1 },
      { kind: "enum", expression: "CartErrorCode.enum.cart_completed", line: 2 },
      { kind: "dynamic", expression: "`payment_${code}`", line: 7 },
      { kind: "dynamic", expression: "code", line: 8 },
      { kind: "literal", code: "rate_limited", line: 9 },
    ]);
  });

  it("reads a choice between enum members as taken from the enum, and a choice with a literal as computed", () => {
    const chosen = 'new DomainError("invalid", p === "empty" ? ListErrorCode.enum.name_missing : ListErrorCode.enum.name_too_long, message)';
    expect(codeUses(chosen)).toEqual([{ kind: "enum", expression: 'p === "empty" ? ListErrorCode.enum.name_missing : ListErrorCode.enum.name_too_long', line: 1 }]);
    const mixed = 'new DomainError("invalid", empty ? ListErrorCode.enum.name_missing : "name_too_long", message)';
    expect(codeUses(mixed)).toEqual([{ kind: "dynamic", expression: 'empty ? ListErrorCode.enum.name_missing : "name_too_long"', line: 1 }]);
  });
});

describe("callArguments", () => {
  it("splits at top-level commas only", () => {
    expect(callArguments('a, f(b, c), [d, e], { f: 1, g: 2 }, "h, i")', 0)).toEqual(["a", "f(b, c)", "[d, e]", "{ f: 1, g: 2 }", '"h, i"']);
  });
});
