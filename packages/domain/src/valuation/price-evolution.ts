/** One point of `sku_price_evolution_list`: the median sold price of a month. */
export interface PricePoint {
  /** The month, "YYYY-MM". */
  month: string;
  medianCents: number;
  sales: number;
}

/** The sold comparables' median price month by month, oldest first (`sku_price_evolution_list`). */
export function priceEvolution(sales: ReadonlyArray<{ kind: string; date: string; priceCents: number }>): PricePoint[] {
  const byMonth = new Map<string, number[]>();
  for (const sale of sales) {
    if (sale.kind !== "sold") continue;
    const month = sale.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), sale.priceCents]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, prices]) => {
      const sorted = [...prices].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      const median = sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
      return { month, medianCents: median, sales: sorted.length };
    });
}
