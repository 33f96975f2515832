import { describe, expect, it } from "vitest";
import { newId } from "./id.ts";

describe("newId", () => {
  it("sorts in creation order even within one millisecond", () => {
    const ids = Array.from({ length: 500 }, () => newId("x"));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(500);
  });
  it("keeps the prefix and only lower-case letters and digits", () => {
    expect(newId("ses")).toMatch(/^ses_[a-z0-9]+$/);
  });
});
