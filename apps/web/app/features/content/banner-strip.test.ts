import { describe, expect, it } from "vitest";
import type { BannersResponse } from "@maison/contracts/content";
import { countdownLabel, homeBanners } from "./banner-strip.tsx";

const now = new Date("2026-11-21T12:00:00Z");

const banner = (over: Partial<BannersResponse["results"][number]>): BannersResponse["results"][number] => ({
  id: "b1",
  is_active: true,
  title: "The sale is on",
  description: "Up to $250 off.",
  images: [],
  href: "/collections/all-bags",
  can_dismiss: true,
  show_countdown: false,
  countdown_prefix: null,
  is_paid_promo: false,
  end_date: null,
  ...over,
});

describe("banner countdown", () => {
  it("says days, then hours, then minutes, with the banner's prefix", () => {
    expect(countdownLabel("Ends in", "2026-11-24T13:00:00Z", now)).toBe("Ends in 3 days");
    expect(countdownLabel("Last chance:", "2026-11-22T13:00:00Z", now)).toBe("Last chance: 1 day");
    expect(countdownLabel(null, "2026-11-21T17:30:00Z", now)).toBe("Ends in 5 hours");
    expect(countdownLabel("Ends in", "2026-11-21T12:00:20Z", now)).toBe("Ends in 1 minute");
  });

  it("shows nothing once the end has passed, or without a readable end", () => {
    expect(countdownLabel("Ends in", "2026-11-21T12:00:00Z", now)).toBeNull();
    expect(countdownLabel("Ends in", null, now)).toBeNull();
    expect(countdownLabel("Ends in", "soon", now)).toBeNull();
  });
});

describe("the home page's banners", () => {
  it("keeps active banners only, with their first image, link and countdown", () => {
    const shown = homeBanners(
      {
        results: [
          banner({ id: "on", images: ["/images/big/banners/sale.webp", "/images/big/banners/b.webp"], show_countdown: true, countdown_prefix: "Ends in", end_date: "2026-11-23T12:00:00Z" }),
          banner({ id: "off", is_active: false }),
          banner({ id: "plain", href: " ", can_dismiss: false }),
        ],
      },
      now,
    );
    expect(shown).toEqual([
      { id: "on", title: "The sale is on", description: "Up to $250 off.", image: "/images/big/banners/sale.webp", href: "/collections/all-bags", canDismiss: true, countdown: "Ends in 2 days" },
      { id: "plain", title: "The sale is on", description: "Up to $250 off.", image: null, href: null, canDismiss: false, countdown: null },
    ]);
  });

  it("shows no countdown when the banner does not ask for one", () => {
    expect(homeBanners({ results: [banner({ end_date: "2026-11-23T12:00:00Z" })] }, now)[0]!.countdown).toBeNull();
  });

  it("draws nothing for an empty answer", () => {
    expect(homeBanners({ results: [] }, now)).toEqual([]);
  });
});
