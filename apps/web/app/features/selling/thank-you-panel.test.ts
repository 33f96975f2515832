import { describe, expect, it } from "vitest";
import { showsPayouts, thankYouPanel, undecidedItems } from "./thank-you-panel.ts";

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

  it("with a photo review among the pieces, leads with the photos", () => {
    expect(thankYouPanel({ items: [item("submitted", "quote"), item("submitted", "photo_upload")], shipping: null })).toBe("photos");
  });
});

describe("how the seller is paid", () => {
  const paid = (state: Item["state"], offer_kind: Item["offer_kind"]) => ({ state, offer_kind }) as Item;

  it("is asked once a piece sold for cash or on consignment is accepted, until it is paid", () => {
    for (const state of ["accepted", "in_transit", "received", "authenticated"] as const) expect(showsPayouts({ items: [paid(state, "sell_now")] })).toBe(true);
    expect(showsPayouts({ items: [paid("accepted", "consignment")] })).toBe(true);
    expect(showsPayouts({ items: [paid("paid", "sell_now")] })).toBe(false);
    expect(showsPayouts({ items: [paid("quoted", "sell_now"), paid("declined", "sell_now")] })).toBe(false);
  });

  it("is not asked for a trade-in alone, which is paid in store credit", () => {
    expect(showsPayouts({ items: [paid("in_transit", "trade_in")] })).toBe(false);
    expect(showsPayouts({ items: [paid("in_transit", "trade_in"), paid("accepted", "sell_now")] })).toBe(true);
  });
});

describe("pieces still to decide on", () => {
  const open = (state: Item["state"], actions: Item["actions"]) => ({ state, actions }) as Item;

  it("are those with pricing and those quoted and open, not the decided or expired ones", () => {
    const items = [open("submitted", ["refuse"]), open("needs_more_info", ["provide_information"]), open("quoted", ["accept", "decline", "refuse"]), open("quoted", []), open("accepted", ["book_shipping"]), open("declined", [])];
    expect(undecidedItems({ items }).map((i) => i.state)).toEqual(["submitted", "needs_more_info", "quoted"]);
  });
});
