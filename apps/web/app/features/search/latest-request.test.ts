import { describe, expect, it } from "vitest";
import { createLatestRequest, isAbortError } from "./latest-request.ts";

describe("createLatestRequest", () => {
  it("aborts the previous request when a new one starts, and only the newest is current", () => {
    const latest = createLatestRequest();
    const first = latest.start();
    const second = latest.start();
    expect(first.signal.aborted).toBe(true);
    expect(first.isCurrent()).toBe(false);
    expect(second.signal.aborted).toBe(false);
    expect(second.isCurrent()).toBe(true);
  });

  it("cancel aborts the request in flight", () => {
    const latest = createLatestRequest();
    const ticket = latest.start();
    latest.cancel();
    expect(ticket.signal.aborted).toBe(true);
    expect(ticket.isCurrent()).toBe(false);
  });
});

describe("isAbortError", () => {
  it("recognises aborts and nothing else", () => {
    expect(isAbortError(new DOMException("stop", "AbortError"))).toBe(true);
    expect(isAbortError(Object.assign(new Error("x"), { name: "AbortError" }))).toBe(true);
    expect(isAbortError(new Error("boom"))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});
