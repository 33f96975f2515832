import { showsEstimatedRetail, showsOriginalPrice } from "@maison/domain/catalog/price-display";
import { dollarsToCents, formatWholeUsd } from "@maison/domain/money/cents";

/** "$1,250" for a whole-dollar amount as the catalog calls return it. */
export function formatDollars(dollars: number): string {
  return formatWholeUsd(dollarsToCents(dollars));
}

const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,540" or "$1,510.50": whole dollars unless the amount has cents (a member price can). */
export function formatPriceCents(cents: number): string {
  return cents % 100 === 0 ? formatWholeUsd(cents) : usdCents.format(cents / 100);
}

/** The struck-through original price to show beside a price (whole dollars), or null. */
export function visibleOriginalPrice(price: number, originalPrice: number | null | undefined): number | null {
  if (originalPrice == null) return null;
  return showsOriginalPrice(dollarsToCents(price), dollarsToCents(originalPrice)) ? originalPrice : null;
}

/** The estimated retail price to show (whole dollars), or null when it is too close to the price. */
export function visibleEstimatedRetail(price: number, estimatedRetail: number | null | undefined): number | null {
  if (estimatedRetail == null) return null;
  return showsEstimatedRetail(dollarsToCents(price), dollarsToCents(estimatedRetail)) ? estimatedRetail : null;
}

const count = new Intl.NumberFormat("en-US");

/** "1 item", "1,234 items". */
export function formatItemCount(total: number): string {
  return `${count.format(total)} ${total === 1 ? "item" : "items"}`;
}
