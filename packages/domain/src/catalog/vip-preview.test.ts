import { describe, expect, it } from "vitest";
import { formatVipPreviewDay, formatVipPreviewMoment, VIP_PREVIEW_DURATION_HOURS, VIP_PREVIEW_SETTINGS, VIP_PREVIEW_WEEKDAY, vipPreviewWindow } from "./vip-preview.ts";

// 2026-10-14 is a Wednesday; New York is on UTC−4 until 2026-11-01, UTC−5 after.
describe("VIP preview window (spec 1 §4: weekday 3, 24 hours, optional start override)", () => {
  it("uses the spec's figures", () => {
    expect(VIP_PREVIEW_WEEKDAY).toBe(3);
    expect(VIP_PREVIEW_DURATION_HOURS).toBe(24);
  });

  it("gives the VIP message within the 24 hours from Wednesday midnight", () => {
    const open = vipPreviewWindow(new Date("2026-10-14T04:00:00Z"));
    expect(open).toEqual({ phase: "vip", start: new Date("2026-10-14T04:00:00Z"), end: new Date("2026-10-15T04:00:00Z") });
    expect(vipPreviewWindow(new Date("2026-10-15T03:59:59Z")).phase).toBe("vip");
  });

  it("gives the generic message in the 24 hours before the start", () => {
    const teaser = vipPreviewWindow(new Date("2026-10-13T04:00:00Z"));
    expect(teaser).toEqual({ phase: "generic", start: new Date("2026-10-14T04:00:00Z"), end: new Date("2026-10-15T04:00:00Z") });
    expect(vipPreviewWindow(new Date("2026-10-14T03:59:59Z")).phase).toBe("generic");
  });

  it("gives the navbar message otherwise, pointing at the next window", () => {
    expect(vipPreviewWindow(new Date("2026-10-13T03:59:59Z")).phase).toBe("navbar");
    const after = vipPreviewWindow(new Date("2026-10-15T04:00:00Z"));
    expect(after).toEqual({ phase: "navbar", start: new Date("2026-10-21T04:00:00Z"), end: new Date("2026-10-22T04:00:00Z") });
  });

  it("follows the store's clock across the end of daylight saving time", () => {
    expect(vipPreviewWindow(new Date("2026-11-04T05:00:00Z"))).toMatchObject({ phase: "vip", start: new Date("2026-11-04T05:00:00Z") });
    expect(vipPreviewWindow(new Date("2026-11-04T04:30:00Z")).phase).toBe("generic");
  });

  it("uses the start override instead of the weekly schedule", () => {
    const settings = { ...VIP_PREVIEW_SETTINGS, startOverride: new Date("2026-10-16T15:00:00Z") };
    expect(vipPreviewWindow(new Date("2026-10-14T12:00:00Z"), settings).phase).toBe("navbar");
    expect(vipPreviewWindow(new Date("2026-10-15T15:00:00Z"), settings).phase).toBe("generic");
    expect(vipPreviewWindow(new Date("2026-10-17T14:59:59Z"), settings)).toEqual({
      phase: "vip",
      start: new Date("2026-10-16T15:00:00Z"),
      end: new Date("2026-10-17T15:00:00Z"),
    });
  });
  it("writes its moments on the store's clock, whatever the reader's: midnight in New York is 5:00 AM UTC", () => {
    const opens = vipPreviewWindow(new Date("2026-11-24T15:00:00Z")).start;
    expect(opens.toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(formatVipPreviewMoment(opens)).toBe("Wednesday, November 25 at 12:00 AM EST");
    expect(formatVipPreviewDay(opens)).toBe("Wednesday, November 25");
    expect(formatVipPreviewMoment(new Date("2026-10-15T04:00:00Z"))).toBe("Thursday, October 15 at 12:00 AM EDT");
  });
});
