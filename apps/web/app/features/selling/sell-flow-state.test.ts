import { describe, expect, it } from "vitest";
import {
  changeItem,
  chooseLevel,
  hasProgress,
  readSellFlow,
  resetLevel,
  searchFor,
  sellFlowHref,
  showMore,
  singleMatch,
  thankYou,
  withDetails,
  withSku,
} from "./sell-flow-state.ts";

const read = (query: string, flow: "sell-now" | "trade-in" = "sell-now") => readSellFlow(new URLSearchParams(query), flow);
const BAG = "item_type=bags&designer=chanel&model=classic-flap&style=caviar-leather";

describe("reading the flow from the URL", () => {
  it("keeps the chosen levels only as an unbroken prefix", () => {
    expect(read("item_type=bags&designer=chanel&style=caviar").levels).toEqual({ item_type: "bags", designer: "chanel" });
    expect(read("designer=chanel").levels).toEqual({});
  });

  it("goes no further than the state reaches, whatever step is asked", () => {
    expect(read("step=value").step).toBe("find");
    expect(read("step=value&sku=chanel-classic-flap-1").step).toBe("details");
    expect(read("step=value&sku=chanel-classic-flap-1&condition_key=excellent").step).toBe("value");
    expect(read("step=thank-you").step).toBe("find");
    expect(read("ticket=sub_0123456789").step).toBe("thank-you");
    expect(read("step=photos").step).toBe("photos");
  });

  it("reads the item details, accessories once each", () => {
    const state = read("sku=s1&accessories=Dust%20Bag&accessories=Box&accessories=Box&serial_number=27123456&color=Black&condition_key=great");
    expect(state.details).toEqual({ accessories: ["Dust Bag", "Box"], serial_number: "27123456", color: "Black", condition_key: "great" });
  });

  it("round-trips through its URL", () => {
    const state = withDetails(withSku(read(`${BAG}&partner=AMEX`), "s1"), { accessories: ["Box"], serial_number: "", color: "Black", condition_key: "excellent" });
    const href = sellFlowHref(state);
    expect(href.startsWith("/sell-now?step=value&")).toBe(true);
    expect(read(href.split("?")[1]!)).toEqual(state);
    expect(sellFlowHref(read("", "trade-in"))).toBe("/trade-in");
  });
});

describe("choosing and resetting levels (spec 2 §4)", () => {
  it("choosing a level resets everything below it", () => {
    const state = withSku(read(`${BAG}&size=medium`), "s1");
    const next = chooseLevel(state, "designer", "hermes");
    expect(next.levels).toEqual({ item_type: "bags", designer: "hermes" });
    expect(next.sku).toBeNull();
    expect(next.step).toBe("find");
  });

  it("a level's reset clears it and everything below it, keeping the partner code", () => {
    const next = resetLevel(read(`${BAG}&partner=AMEX`), "model");
    expect(next.levels).toEqual({ item_type: "bags", designer: "chanel" });
    expect(next.partner).toBe("AMEX");
    expect(resetLevel(read(BAG), "item_type").levels).toEqual({});
  });

  it("a search starts from its first page and show more adds a page", () => {
    const state = searchFor(read(BAG), "  flap ");
    expect(state.q).toBe("flap");
    expect(showMore(showMore(state)).pages).toBe(3);
    expect(sellFlowHref(showMore(state))).toContain("q=flap&pages=2");
  });

  it("changing the item goes back above the level that set the sku, or to the search", () => {
    const fromLevels = changeItem(withSku(read(`${BAG}&size=medium`), "s1"));
    expect(fromLevels.levels).toEqual({ item_type: "bags", designer: "chanel", model: "classic-flap", style: "caviar-leather" });
    expect(fromLevels.sku).toBeNull();
    const fromSearch = changeItem(withSku(searchFor(read(""), "flap"), "s1"));
    expect(fromSearch).toMatchObject({ step: "find", q: "flap", sku: null });
  });
});

describe("the single-match advance (spec 2 §4)", () => {
  const sku = { sku: "chanel-classic-flap-1" };
  const base = { sizes: [{}, {}], selected_style: {}, selected_size: null, products: [sku, { sku: "other" }], selected_sku: null };

  it("a size with exactly one match sets the sku", () => {
    expect(singleMatch({ ...base, selected_size: {}, products: [sku] })).toBe(sku.sku);
    expect(singleMatch({ ...base, selected_size: {}, selected_sku: sku })).toBe(sku.sku);
  });

  it("a size with several matches shows the results list", () => {
    expect(singleMatch({ ...base, selected_size: {} })).toBeNull();
  });

  it("no size chosen yet: no advance, unless the model has no sizes", () => {
    expect(singleMatch({ ...base, products: [sku] })).toBeNull();
    expect(singleMatch({ ...base, sizes: [], products: [sku] })).toBe(sku.sku);
    expect(singleMatch({ ...base, sizes: [], selected_style: null, products: [sku] })).toBeNull();
  });
});

describe("progress the exit modal protects", () => {
  it("is anything chosen before the thank-you step", () => {
    expect(hasProgress(read(""))).toBe(false);
    expect(hasProgress(read("partner=AMEX"))).toBe(false);
    expect(hasProgress(read("item_type=bags"))).toBe(true);
    expect(hasProgress(read("q=flap"))).toBe(true);
    expect(hasProgress(thankYou(read(BAG), "sub_0123456789"))).toBe(false);
  });
});
