import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path.ts";

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeReturnPath("/collections/all-bags?page=2#grid")).toBe("/collections/all-bags?page=2#grid");
    expect(safeReturnPath("/")).toBe("/");
  });
  it("sends absolute and protocol-relative URLs home", () => {
    expect(safeReturnPath("https://evil.example/phish")).toBe("/");
    expect(safeReturnPath("//evil.example/phish")).toBe("/");
    expect(safeReturnPath("javascript:alert(1)")).toBe("/");
  });
  it("sends backslash and control-character tricks home", () => {
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    expect(safeReturnPath("/\\/evil.example")).toBe("/");
    expect(safeReturnPath("/\tevil")).toBe("/");
  });
  it("sends anything that is not one string home", () => {
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath(["/a", "/b"])).toBe("/");
    expect(safeReturnPath("")).toBe("/");
    expect(safeReturnPath(`/${"a".repeat(2001)}`)).toBe("/");
  });
  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnPath("/a/../../b")).toBe("/b");
  });
});
