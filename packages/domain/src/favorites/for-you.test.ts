import { describe, expect, it } from "vitest";
import {
  favoriteDesigners,
  hasTaste,
  matchesForYouFilters,
  NO_FOR_YOU_FILTERS,
  rankForYou,
  tasteProfile,
  type RankableProduct,
} from "./for-you.ts";

const product = (id: string, designer: string, category: string, colors: string[], condition = "Excellent", publishedAt = "2026-11-01"): RankableProduct => ({
  id,
  designer,
  category,
  colors,
  condition,
  publishedAt,
});

const chanelBag = product("1", "chanel", "bags", ["Black"]);
const hermesBag = product("2", "hermes", "bags", ["Gold"], "Pristine");
const rolex = product("3", "rolex", "watches", ["Silver"]);
const chanelShoes = product("4", "chanel", "shoes", ["Beige"], "Good", "2026-11-05");
const diorBag = product("5", "dior", "bags", ["Black"], "Excellent", "2026-11-09");

describe("For You filters (spec 2 §2, §3: designers, categories, color, condition)", () => {
  it("no saved filter lets everything through", () => {
    expect([chanelBag, rolex].every((p) => matchesForYouFilters(p, NO_FOR_YOU_FILTERS))).toBe(true);
  });

  it("every filter with values must match; colors match any one, without regard to case", () => {
    const filters = { designers: ["chanel", "dior"], categories: ["bags" as const], color: ["black"], condition: [] };
    expect(matchesForYouFilters(chanelBag, filters)).toBe(true);
    expect(matchesForYouFilters(diorBag, filters)).toBe(true);
    expect(matchesForYouFilters(chanelShoes, filters)).toBe(false);
    expect(matchesForYouFilters(hermesBag, filters)).toBe(false);
    expect(matchesForYouFilters(chanelBag, { ...filters, condition: ["Pristine" as const] })).toBe(false);
  });
});

describe("For You ranking from favorites and views", () => {
  it("a favorite weighs three views", () => {
    const profile = tasteProfile([
      { kind: "favorite", product: hermesBag },
      { kind: "view", product: rolex },
      { kind: "view", product: rolex },
    ]);
    expect(profile.designers.get("hermes")).toBe(3);
    expect(profile.designers.get("rolex")).toBe(2);
    expect(favoriteDesigners(profile, 1)).toEqual(["hermes"]);
  });

  it("a purchase outweighs a favorite", () => {
    const profile = tasteProfile([
      { kind: "favorite", product: hermesBag },
      { kind: "purchase", product: rolex },
    ]);
    expect(profile.designers.get("rolex")).toBe(5);
    expect(favoriteDesigners(profile, 1)).toEqual(["rolex"]);
  });

  it("ranks the favorite designer first, then the favorite category, then the newest", () => {
    const profile = tasteProfile([{ kind: "favorite", product: chanelBag }]);
    const diorBrownBag = product("5", "dior", "bags", ["Brown"], "Good", "2026-11-09");
    const ranked = rankForYou([rolex, diorBrownBag, chanelShoes, hermesBag], profile, NO_FOR_YOU_FILTERS, 10);
    expect(ranked.map((p) => p.id)).toEqual(["4", "5", "2", "3"]);
  });

  it("without any signal lists the newest first, and respects the limit and the filters", () => {
    const profile = tasteProfile([]);
    expect(hasTaste(profile)).toBe(false);
    expect(rankForYou([chanelBag, diorBag, chanelShoes], profile, NO_FOR_YOU_FILTERS, 2).map((p) => p.id)).toEqual(["5", "4"]);
    const bagsOnly = { ...NO_FOR_YOU_FILTERS, categories: ["bags" as const] };
    expect(rankForYou([chanelBag, diorBag, chanelShoes], profile, bagsOnly, 10).map((p) => p.id)).toEqual(["5", "1"]);
  });
});
