import { describe, expect, it } from "vitest";
import { thankYouPanel } from "./thank-you-panel.ts";

type Item = Parameters<typeof thankYouPanel>[0]["items"][number];
const item = (state: Item["state"], route: Item["route"] = "instant_offer") => ({ state, route }) as Item;
const shipping = { order_id: "IN-1" } as NonNullable<Parameters<typeof thankYouPanel>[0]["shipping"]>;

describe("what the thank-you step leads with", () => {
  it("books the way in for accepted pieces, then shows it", () => {
    expect(thankYouPanel({ items: [item("accepted")], shipping: null })).toBe("shipping");
    expect(thankYouPanel({ items: [item("in_transit")], shipping })).toBe("shipped");
  });

  it("tells a photo submission and a quote request apart", () => {
    expect(thankYouPanel({ items: [item("submitted", "photo_upload")], shipping: null })).toBe("photos");
    expect(thankYouPanel({ items: [item("submitted", "quote")], shipping: null })).toBe("quote");
    expect(thankYouPanel({ items: [item("declined")], shipping: null })).toBe("status");
  });
});
