import type { TaxAddress, TaxComponent } from "@maison/domain/checkout/sales-tax";

/**
 * The sales-tax port (decision 044). Checkout asks it for the tax of an order to a US address; the
 * built-in calculator answers from the rate dataset in packages/domain, the Stripe Tax adapter from
 * Stripe's tax calculations. A placed order's tax is recorded with the provider and reversed when the
 * order is cancelled (both no-ops for the built-in calculator, whose record is the order itself).
 */

export interface TaxRequest {
  /** A reference the provider may keep with its calculation (the cart token). */
  reference: string;
  /** Where the order ships. */
  address: TaxAddress & { line1: string; city: string };
  /** Every line at the amount the buyer pays for it (after discounts and points); the kind decides its tax. */
  lines: readonly TaxComponent[];
  /** The shipping charge (0 when free). */
  shippingCents: number;
}

export interface TaxQuote {
  provider: string;
  /** The provider's calculation (Stripe: `taxcalc_…`), recorded when the order is placed; null for the built-in calculator. */
  calculationId: string | null;
  /** False where no US sales tax applies (abroad): duties and taxes are the buyer's, paid on delivery. */
  applies: boolean;
  taxCents: number;
  /** The tax of each line by its reference, and of the shipping charge under `shipping`. */
  lines: ReadonlyArray<{ reference: string; taxCents: number }>;
  /** Where and at what rate, as the breakdown notes it ("New York City, NY · 8.875%"), or null. */
  note: string | null;
}

export interface TaxCalculator {
  readonly name: string;
  calculate(request: TaxRequest): Promise<TaxQuote>;
  /** Records a placed order's tax with the provider (a tax transaction); its id, or null when there is nothing to record. Idempotent per key. */
  record(calculationId: string, orderReference: string, idempotencyKey: string): Promise<string | null>;
  /** Reverses a recorded transaction in full (the order was cancelled). Idempotent per key. */
  reverse(transactionId: string, orderReference: string, idempotencyKey: string): Promise<void>;
}

/** What the breakdown says of the tax abroad. */
export const NO_US_TAX_NOTE = "No US sales tax: duties and taxes are paid on delivery";
