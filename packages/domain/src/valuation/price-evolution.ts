/** One point of `sku_price_evolution_list`: the median sold price of a month. */
export interface PricePoint {
  /** The month, "YYYY-MM". */
  month: string;
  medianCents: number;
  sales: number;
}
