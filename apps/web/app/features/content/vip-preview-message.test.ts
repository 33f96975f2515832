import { describe, expect, it } from "vitest";
import { vipPreviewWindow } from "@maison/domain/catalog/vip-preview";
import { vipPreviewItemNotice, vipPreviewMessage, type VipPreviewInfo } from "./vip-preview-message.ts";

function infoAt(iso: string): VipPreviewInfo {
  const w = vipPreviewWindow(new Date(iso));
  return { phase: w.phase, start: w.start.toISOString(), end: w.end.toISOString() };
}

describe("vipPreviewMessage", () => {
  it("while the window is open (a Wednesday in New York)", () => {
    const info = infoAt("2026-11-18T15:00:00Z");
    expect(info.phase).toBe("vip");
    expect(vipPreviewMessage(info)).toBe(
      "VIP Preview is open until Thursday, November 19 at 12:00 AM EST: members shop this week's new arrivals before anyone else.",
    );
    expect(vipPreviewItemNotice(info)).toBe("In VIP Preview for members until Thursday, November 19 at 12:00 AM EST.");
  });

  it("in the 24 hours before it opens", () => {
    const info = infoAt("2026-11-24T15:00:00Z");
    expect(info.phase).toBe("generic");
    expect(vipPreviewMessage(info)).toBe(
      "VIP Preview opens Wednesday, November 25 at 12:00 AM EST. Members see the new arrivals 24 hours before everyone else.",
    );
  });

  it("at any other time", () => {
    const info = infoAt("2026-11-21T15:00:00Z");
    expect(info.phase).toBe("navbar");
    expect(vipPreviewMessage(info)).toBe(
      "Members shop new arrivals first every Wednesday, for 24 hours. The next VIP Preview opens Wednesday, November 25.",
    );
    expect(vipPreviewItemNotice(info)).toBe("A VIP Preview piece: members shop it first.");
  });
});
