import { describe, expect, it } from "vitest";
import type { ProductCard } from "@maison/contracts/catalog";
import { emptyGroups, searchHref, typedGroups } from "./autocomplete-options.ts";

const card = (id: string) => ({ id, title: `Bag ${id}`, vendor: "Hermès", handle: `bag-${id}` }) as ProductCard;

describe("typedGroups", () => {
  it("offers terms with their brand, designers and top matches", () => {
    const groups = typedGroups(
      {
        searchTerms: [{ value: "birkin 30", additionalInfo: { brands: ["Hermès", "Other"] } }],
        designers: [{ name: "Hermès", handle: "hermes", url: "/collections/hermes" }],
        topMatches: [card("1"), card("2"), card("3"), card("4")],
      },
      [card("1"), card("2"), card("3"), card("4")],
    );
    expect(groups.map((g) => g.key)).toEqual(["terms", "designers", "top"]);
    expect(groups[0]?.options.map((o) => [o.label, o.detail, o.href])).toEqual([
      ["birkin 30", undefined, "/search?q=birkin+30"],
      ["birkin 30", "in Hermès", "/search?q=birkin+30&designer=Herm%C3%A8s"],
    ]);
    expect(groups[2]?.options).toHaveLength(3);
  });

  it("leaves top matches out until the text has rested", () => {
    const groups = typedGroups({ searchTerms: [], designers: [], topMatches: [card("1")] }, []);
    expect(groups).toEqual([]);
  });
});

describe("emptyGroups", () => {
  const trending = {
    default_searches: Array.from({ length: 8 }, (_, i) => ({ value: `t${i}`, url: searchHref(`t${i}`) })),
    default_designers: [],
  };
  const popular = { products: Array.from({ length: 8 }, (_, i) => card(String(i))) };

  it("cuts trending to 4 and popular bags to 3 on phones (spec 2 §9)", () => {
    const groups = emptyGroups(["kelly"], trending, popular, true);
    expect(groups.map((g) => [g.key, g.options.length])).toEqual([
      ["recent", 1],
      ["trending", 4],
      ["popular", 3],
    ]);
  });

  it("keeps them whole on wider screens", () => {
    const groups = emptyGroups([], trending, popular, false);
    expect(groups.map((g) => [g.key, g.options.length])).toEqual([
      ["trending", 8],
      ["popular", 8],
    ]);
  });
});
