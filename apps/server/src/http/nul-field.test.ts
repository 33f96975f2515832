import { describe, expect, it } from "vitest";
import { nulFieldIn } from "./nul-field.ts";

/** `{ a: { a: … { a: leaf } } }`, `depth` objects deep. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let n = 0; n < depth; n += 1) value = { a: value };
  return value;
}

describe("the field holding a NUL character, at any depth", () => {
  it("names the field of a body, a query or a GraphQL variable by its path", () => {
    expect(nulFieldIn({ city: "New\u0000York" }, "body")).toBe("city");
    expect(nulFieldIn({ extra: { notes: ["fine", "bad\u0000"] } }, "body")).toBe("extra.notes.1");
    expect(nulFieldIn({ variables: { h: "x\u0000" } }, "body")).toBe("variables.h");
    expect(nulFieldIn({ ok: "yes", "k\u0000": "v" }, "query")).toBe("k\u0000");
    expect(nulFieldIn([{ value: "a\u0000" }], "lines")).toBe("lines.0.value");
    expect(nulFieldIn("a\u0000", "note")).toBe("note");
    expect(nulFieldIn({ a: ["x", { b: 1 }], c: null, d: true }, "body")).toBeNull();
  });

  it("finds the first field at fault, in the order sent", () => {
    expect(nulFieldIn({ first: { inner: "\u0000" }, second: "\u0000" }, "body")).toBe("first.inner");
  });

  it("reads below 32 levels (it stopped there), however deep, without exhausting the stack", () => {
    expect(nulFieldIn(nested(40, "bad\u0000"), "body")).toBe(Array(40).fill("a").join("."));
    expect(nulFieldIn(nested(100_000, "bad\u0000"), "body")?.length).toBe(2 * 100_000 - 1);
    expect(nulFieldIn(nested(100_000, "fine"), "body")).toBeNull();
  });
});
