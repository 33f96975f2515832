import { describe, expect, it } from "vitest";
import { itemExpiry } from "./submission-expiry.ts";

// Noon in New York, the store's time zone.
const NOW = new Date("2026-03-10T16:00:00Z");
const quoted = (expires_at: string | null, expiry_label: string | null = null) => ({ state: "quoted" as const, expires_at, expiry_label });

describe("an offer's expiry on the account", () => {
  it("reads today, in one day, in N days, counted in store days", () => {
    expect(itemExpiry(quoted("2026-03-10T23:00:00Z"), NOW)).toEqual({ label: "Expires today", urgent: true });
    expect(itemExpiry(quoted("2026-03-11T20:00:00Z"), NOW)).toEqual({ label: "Expires in one day", urgent: true });
    expect(itemExpiry(quoted("2026-03-17T16:00:00Z"), NOW)).toEqual({ label: "Expires in 7 days", urgent: false });
  });

  it("says nothing once expired, or for an item not waiting on the seller", () => {
    expect(itemExpiry(quoted("2026-03-10T15:59:59Z"), NOW)).toBeNull();
    expect(itemExpiry({ state: "accepted", expires_at: "2026-03-17T16:00:00Z", expiry_label: null }, NOW)).toBeNull();
  });

  it("falls back to the server's words when the item has no date", () => {
    expect(itemExpiry(quoted(null, "Expires in 3 days"), NOW)).toEqual({ label: "Expires in 3 days", urgent: false });
  });
});
