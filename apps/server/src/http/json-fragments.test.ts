import { describe, expect, it } from "vitest";
import { jsonArray, jsonFragmentsOf, ownedBytes, withJsonFragments, writeWithFragments } from "./json-fragments.ts";

const write = (data: unknown) => JSON.stringify(data);

describe("JSON fragments", () => {
  it("are hidden from JSON, zod-like copies and the object spread", () => {
    const answer = withJsonFragments({ items: [1] }, [{ key: "items", bytes: Buffer.from("[1]") }]);
    expect(JSON.stringify(answer)).toBe('{"items":[1]}');
    expect(Object.keys(answer)).toEqual(["items"]);
    expect(jsonFragmentsOf(answer)?.[0]?.key).toBe("items");
    expect(jsonFragmentsOf({ ...answer })).toBeUndefined();
    expect(jsonFragmentsOf(null)).toBeUndefined();
    expect(jsonFragmentsOf("text")).toBeUndefined();
  });

  it("take their properties' places, each where its property is, in any order given", () => {
    const answer = { id: "a", records: [{ n: 1 }, { n: 2 }], total: 2, counts: [{ v: "é" }], tail: "z" };
    const written = writeWithFragments(answer, [
      { key: "counts", bytes: Buffer.from(JSON.stringify(answer.counts)) },
      { key: "records", bytes: jsonArray(answer.records.map((r) => Buffer.from(JSON.stringify(r)))) },
    ], write);
    expect(written?.toString("utf8")).toBe(JSON.stringify(answer));
  });

  it("are written as given: the bytes stand for the value, whatever the value now holds", () => {
    const written = writeWithFragments({ a: "x", items: [1, 2] }, [{ key: "items", bytes: Buffer.from("[3]") }], write);
    expect(written?.toString("utf8")).toBe('{"a":"x","items":[3]}');
  });

  it("are not placed inside a string that looks like the property", () => {
    const answer = { query: '"items":[]', items: [1] };
    const written = writeWithFragments(answer, [{ key: "items", bytes: Buffer.from("[1]") }], write);
    expect(written?.toString("utf8")).toBe(JSON.stringify(answer));
  });

  it("give null when the property is not written (the answer is then written whole)", () => {
    expect(writeWithFragments({ a: 1 }, [{ key: "items", bytes: Buffer.from("[]") }], (data) => JSON.stringify({ a: (data as { a: number }).a }))).toBeNull();
  });

  it("make arrays of items already written, empty or not", () => {
    const text = (items: Buffer[]) => Buffer.concat(jsonArray(items)).toString();
    expect(text([])).toBe("[]");
    expect(text([Buffer.from('{"a":1}')])).toBe('[{"a":1}]');
    expect(text([Buffer.from("1"), Buffer.from('"é"'), Buffer.from("null")])).toBe('[1,"é",null]');
  });

  it("keep their bytes in memory of their own, not in a shared slab", () => {
    const bytes = ownedBytes("Hermès");
    expect(bytes.toString("utf8")).toBe("Hermès");
    expect(bytes.byteLength).toBe(7);
    expect(bytes.buffer.byteLength).toBe(7);
    expect(Buffer.from("Hermès").buffer.byteLength).toBeGreaterThan(7);
  });
});
