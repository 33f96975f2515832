import { describe, expect, it } from "vitest";
import { VIP_PREVIEW_SETTINGS } from "./vip-preview.ts";
import { nextVipPreviewBatch } from "./vip-preview-batch.ts";

// 2026-10-14 is a Wednesday; New York is on UTC−4 then (the preview opens at 04:00 UTC).
describe("the next VIP preview batch (weekday 3 at midnight New York, 24 hours)", () => {
  it("is this week's window when it has not opened yet", () => {
    expect(nextVipPreviewBatch(new Date("2026-10-12T12:00:00Z"))).toEqual({ start: new Date("2026-10-14T04:00:00Z"), end: new Date("2026-10-15T04:00:00Z") });
    expect(nextVipPreviewBatch(new Date("2026-10-14T03:59:59Z"))?.start).toEqual(new Date("2026-10-14T04:00:00Z"));
  });

  it("is next week's window while this week's is open, and after it closed", () => {
    expect(nextVipPreviewBatch(new Date("2026-10-14T04:00:00Z"))).toEqual({ start: new Date("2026-10-21T04:00:00Z"), end: new Date("2026-10-22T04:00:00Z") });
    expect(nextVipPreviewBatch(new Date("2026-10-15T03:59:59Z"))?.start).toEqual(new Date("2026-10-21T04:00:00Z"));
    expect(nextVipPreviewBatch(new Date("2026-10-16T10:00:00Z"))?.start).toEqual(new Date("2026-10-21T04:00:00Z"));
  });

  it("follows a start override, and has none once the override has passed", () => {
    const settings = { ...VIP_PREVIEW_SETTINGS, startOverride: new Date("2026-10-16T15:00:00Z") };
    expect(nextVipPreviewBatch(new Date("2026-10-14T12:00:00Z"), settings)).toEqual({ start: new Date("2026-10-16T15:00:00Z"), end: new Date("2026-10-17T15:00:00Z") });
    expect(nextVipPreviewBatch(new Date("2026-10-16T16:00:00Z"), settings)).toBeNull();
  });
});
