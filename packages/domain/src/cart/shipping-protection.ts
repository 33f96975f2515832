import type { Cents } from "../money/cents.ts";

/**
 * Shipping protection fee bands of spec 1 §9, in whole dollars of order value. A band covers every
 * amount whose whole-dollar part lies in [min, max]: $499.50 is in the 0-499 band (fee $5), $500.00
 * in the 500-899 band (fee $10). The last band has no upper bound.
 */
export const SHIPPING_PROTECTION_BANDS = [
  { min: 0, max: 499, shippingFee: 5 },
  { min: 500, max: 899, shippingFee: 10 },
  { min: 900, max: 2299, shippingFee: 20 },
  { min: 2300, max: 3299, shippingFee: 25 },
  { min: 3300, max: 4999, shippingFee: 35 },
  { min: 5000, max: 6999, shippingFee: 40 },
  { min: 7000, max: 9999, shippingFee: 50 },
  { min: 10000, max: 14999, shippingFee: 60 },
  { min: 15000, max: 19999, shippingFee: 80 },
  { min: 20000, max: null, shippingFee: 100 },
] as const;

export type ShippingProtectionFee = (typeof SHIPPING_PROTECTION_BANDS)[number]["shippingFee"];

/** Every fee the table can give, in dollars, smallest first (one special variant each). */
export const SHIPPING_PROTECTION_FEES: readonly ShippingProtectionFee[] = SHIPPING_PROTECTION_BANDS.map((b) => b.shippingFee);

/** The fee in whole dollars for an order value in cents, by the whole-dollar part of the value (spec 1 §9). */
export function shippingProtectionFee(orderValueCents: Cents): ShippingProtectionFee {
  const dollars = Math.floor(Math.max(0, orderValueCents) / 100);
  for (const band of SHIPPING_PROTECTION_BANDS) {
    if (dollars >= band.min && (band.max === null || dollars <= band.max)) return band.shippingFee;
  }
  throw new Error(`No shipping protection band for ${dollars} dollars`);
}

/** The private cart attribute that, set to "true", suppresses shipping protection (the stored noShippingProtection flag). */
export const NO_SHIPPING_PROTECTION_ATTRIBUTE = "_noShippingProtection";

/** A cart line as the shipping-protection rule sees it. */
export interface ProtectionLine {
  id: string;
  kind: "product" | "membership" | "shipping_protection" | "zero_cost";
  /** For shipping-protection lines: the fee in dollars the line charges. */
  feeDollars?: number;
}

export type ShippingProtectionPlan =
  | { action: "keep" }
  | { action: "none" }
  | { action: "add"; fee: ShippingProtectionFee }
  | { action: "replace"; fee: ShippingProtectionFee; removeLineIds: string[] }
  | { action: "remove"; removeLineIds: string[] };

/**
 * What to do with the shipping-protection line after a cart change (spec 1 §4, §5): with real items
 * the cart holds exactly one line for the fee of the discounted subtotal without the membership line
 * (added, or replaced when its fee differs); with no real item, or when suppressed by the
 * noShippingProtection flag, every protection line is removed.
 */
export function planShippingProtection(input: {
  lines: readonly ProtectionLine[];
  /** Product lines' subtotal minus the discounts allocated to them: the membership line is never counted. */
  discountedSubtotalCents: Cents;
  suppressed: boolean;
}): ShippingProtectionPlan {
  const protection = input.lines.filter((l) => l.kind === "shipping_protection");
  const hasRealItem = input.lines.some((l) => l.kind === "product");
  if (!hasRealItem || input.suppressed) {
    return protection.length === 0 ? { action: "none" } : { action: "remove", removeLineIds: protection.map((l) => l.id) };
  }
  const fee = shippingProtectionFee(input.discountedSubtotalCents);
  if (protection.length === 0) return { action: "add", fee };
  if (protection.length === 1 && protection[0]!.feeDollars === fee) return { action: "keep" };
  return { action: "replace", fee, removeLineIds: protection.map((l) => l.id) };
}

/** Whether the private attribute asks for no shipping protection. */
export function isShippingProtectionSuppressed(attributes: ReadonlyArray<{ key: string; value: string }>): boolean {
  return attributes.some((a) => a.key === NO_SHIPPING_PROTECTION_ATTRIBUTE && a.value.trim().toLowerCase() === "true");
}
