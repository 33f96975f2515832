import { normalizeRegion } from "./address-regions.ts";
import { allocateDiscount } from "../cart/discount-code.ts";
import type { Cents } from "../money/cents.ts";
import { US_STATE_SALES_TAX, ZIP3_LOCAL_SALES_TAX } from "./sales-tax-rates.ts";

/**
 * US sales tax as the built-in calculator charges it (decision 044): the destination's state rate, plus
 * the local rate of the few ZIP prefixes the dataset knows, on the pieces at the price paid (after
 * member price, code or sale, and points), and on shipping and shipping protection where the state
 * taxes delivery charges. Membership contributions become store credit and are not taxed; gift cards
 * and store credit are a way to pay, not a discount, so they never lower the tax. Outside the 50
 * states and DC no US tax is charged: abroad, duties and taxes are the buyer's, paid on delivery.
 */

/** What a line or charge is, for tax. */
export type TaxableKind = "product" | "membership" | "shipping_protection" | "zero_cost" | "shipping";

/** The reference of the shipping charge among the components. */
export const SHIPPING_TAX_REFERENCE = "shipping";

export interface TaxAddress {
  countryCode: string;
  province: string;
  zip: string;
}

export interface SalesTaxRate {
  /** "New York City, NY" or "Oregon". */
  jurisdiction: string;
  state: string;
  /** State and local together, in thousandths of a percent (8.875 % → 8875). */
  rate: number;
  taxesShipping: boolean;
}

/** A line or charge to tax: its reference (the cart line id, `shipping`) and the amount the buyer pays for it. */
export interface TaxComponent {
  reference: string;
  kind: TaxableKind;
  amountCents: Cents;
}

export interface TaxedComponent {
  reference: string;
  kind: TaxableKind;
  taxableCents: Cents;
  taxCents: Cents;
}

export interface SalesTaxCalculation {
  /** Null outside the 50 states and DC: nothing is charged. */
  rate: SalesTaxRate | null;
  taxCents: Cents;
  /** Every component, in input order, with the tax it carries (0 where it is not taxed). */
  components: TaxedComponent[];
}

/** The rate at a US address; null outside the 50 states and DC (abroad, the territories). */
export function salesTaxRateFor(address: TaxAddress): SalesTaxRate | null {
  if (address.countryCode.trim().toUpperCase() !== "US") return null;
  const state = normalizeRegion("US", address.province);
  const base = state ? US_STATE_SALES_TAX[state] : undefined;
  if (!state || !base) return null;
  const local = ZIP3_LOCAL_SALES_TAX[address.zip.trim().slice(0, 3)];
  if (local && local.state === state) {
    return { jurisdiction: `${local.area}, ${state}`, state, rate: base.rate + local.rate, taxesShipping: base.taxesShipping };
  }
  return { jurisdiction: base.name, state, rate: base.rate, taxesShipping: base.taxesShipping };
}

/** "8.875%", "6%": a rate as the breakdown writes it. */
export function formatTaxRate(rate: number): string {
  const whole = Math.floor(rate / 1000);
  const fraction = String(rate % 1000).padStart(3, "0").replace(/0+$/, "");
  return `${whole}${fraction ? `.${fraction}` : ""}%`;
}

/** Whether a component is taxed at this rate: pieces always; shipping and its protection where the state taxes delivery. */
export function isTaxed(kind: TaxableKind, rate: SalesTaxRate): boolean {
  if (kind === "product") return true;
  if (kind === "shipping" || kind === "shipping_protection") return rate.taxesShipping;
  return false;
}

/**
 * The tax of an order: the rate on the taxed components' total, rounded half up to the cent once,
 * then spread over them in proportion (largest remainders take the odd cents), so the lines' taxes
 * always add up to the order's.
 */
export function calculateSalesTax(address: TaxAddress | null, components: readonly TaxComponent[]): SalesTaxCalculation {
  const rate = address ? salesTaxRateFor(address) : null;
  const taxed = components.map((c) => ({ ...c, taxableCents: rate && isTaxed(c.kind, rate) ? Math.max(0, c.amountCents) : 0 }));
  const base = taxed.reduce((sum, c) => sum + c.taxableCents, 0);
  const taxCents = rate ? Math.floor((base * rate.rate + 50_000) / 100_000) : 0;
  const shares = allocateDiscount(taxCents, taxed.map((c) => ({ id: c.reference, subtotalCents: c.taxableCents })));
  return {
    rate,
    taxCents,
    components: taxed.map((c) => ({ reference: c.reference, kind: c.kind, taxableCents: c.taxableCents, taxCents: shares.get(c.reference) ?? 0 })),
  };
}

/**
 * The amounts the buyer pays for each line, as tax sees them: each line's total after its own
 * discounts, less its share of the points (spread over the pieces like a discount: points are the
 * house's own money off, not a way to pay).
 */
export function taxableAmounts(
  lines: ReadonlyArray<{ reference: string; kind: TaxableKind; totalCents: Cents }>,
  pointsCents: Cents,
): TaxComponent[] {
  const points = allocateDiscount(
    pointsCents,
    lines.filter((l) => l.kind === "product").map((l) => ({ id: l.reference, subtotalCents: Math.max(0, l.totalCents) })),
  );
  return lines.map((l) => ({ reference: l.reference, kind: l.kind, amountCents: Math.max(0, l.totalCents - (points.get(l.reference) ?? 0)) }));
}

/**
 * The tax given back when lines of an order are cancelled: each cancelled line's own tax, pro rata as
 * it was charged, and the delivery charges' tax once no piece is left to ship.
 */
export function refundedTaxCents(
  lines: ReadonlyArray<{ reference: string; kind: TaxableKind; taxCents: Cents }>,
  cancelled: ReadonlySet<string>,
): Cents {
  const pieces = lines.filter((l) => l.kind === "product");
  const nothingShips = pieces.every((l) => cancelled.has(l.reference));
  return lines.reduce((sum, l) => {
    if (l.kind === "shipping" || l.kind === "shipping_protection") return sum + (nothingShips ? l.taxCents : 0);
    return sum + (cancelled.has(l.reference) ? l.taxCents : 0);
  }, 0);
}
