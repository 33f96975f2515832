import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, TOP_MATCHES_DEBOUNCE_MS } from "./debounce.ts";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits 450 ms after the last keystroke for top matches (spec 2 §9)", () => {
    expect(TOP_MATCHES_DEBOUNCE_MS).toBe(450);
    const calls: string[] = [];
    const search = debounce((q: string) => calls.push(q), TOP_MATCHES_DEBOUNCE_MS);
    search("b");
    vi.advanceTimersByTime(300);
    search("bi");
    vi.advanceTimersByTime(449);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["bi"]);
  });

  it("cancel drops the waiting call", () => {
    const calls: string[] = [];
    const search = debounce((q: string) => calls.push(q), 450);
    search("kelly");
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });
});
