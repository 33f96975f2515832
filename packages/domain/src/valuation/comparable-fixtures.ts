import type { Comparable } from "./comparable.ts";
import { sellSku, type SellSku } from "./sell-sku.ts";

/** The sku the engine's tests appraise: a Chanel Classic Flap Medium in Caviar Leather. */
export const CLASSIC_FLAP: SellSku = sellSku({ category: "bags", designer: "Chanel", itemType: "Shoulder Bag", model: "Classic Flap", style: "Caviar Leather", size: "Medium" });

let sequence = 0;

/** A sold Classic Flap Medium in Caviar, Excellent, black, with a dust bag, for $8,000 on 2026-06-01; any field overridden. */
export function comparable(overrides: Partial<Comparable> = {}): Comparable {
  sequence += 1;
  return {
    id: `sale_${sequence}`,
    handle: null,
    title: "Chanel Classic Flap Medium",
    kind: "sold",
    priceCents: 8_000_00,
    date: "2026-06-01T00:00:00.000Z",
    designer: "Chanel",
    category: "bags",
    itemType: "Shoulder Bag",
    model: "Classic Flap",
    style: "Caviar Leather",
    size: "Medium",
    condition: "Excellent",
    color: "Black",
    accessories: ["Dust Bag"],
    ...overrides,
  };
}

/** `count` comparables a day apart, the newest on `newest`. */
export function comparables(count: number, overrides: Partial<Comparable> = {}, newest = "2026-06-01T00:00:00.000Z"): Comparable[] {
  return Array.from({ length: count }, (_, i) => comparable({ date: new Date(Date.parse(newest) - i * 86_400_000).toISOString(), ...overrides }));
}
