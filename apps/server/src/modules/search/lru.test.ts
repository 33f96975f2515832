import { describe, expect, it } from "vitest";
import { Lru } from "./lru.ts";

describe("Lru", () => {
  it("forgets the least recently used entry past its capacity", () => {
    const lru = new Lru<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1);
    lru.set("c", 3);
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual([1, undefined, 3]);
  });

  it("forgets the least recently used entries while they hold more bytes than allowed, keeping the newest", () => {
    const lru = new Lru<string, Uint8Array>(100, { maxBytes: 1_000, bytesOf: (v) => v.byteLength });
    lru.set("a", new Uint8Array(400));
    lru.set("b", new Uint8Array(400));
    lru.get("a");
    lru.set("c", new Uint8Array(400));
    expect([lru.get("a")?.length, lru.get("b"), lru.get("c")?.length]).toEqual([400, undefined, 400]);
    expect(lru.heldBytes).toBe(800);
    lru.set("a", new Uint8Array(100));
    expect(lru.heldBytes).toBe(500);
    lru.set("huge", new Uint8Array(5_000));
    expect([lru.get("a"), lru.get("c"), lru.get("huge")?.length]).toEqual([undefined, undefined, 5_000]);
    expect(lru.heldBytes).toBe(5_000);
  });
});
