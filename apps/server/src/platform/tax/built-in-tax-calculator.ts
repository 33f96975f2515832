import { calculateSalesTax, formatTaxRate } from "@maison/domain/checkout/sales-tax";
import { NO_US_TAX_NOTE, type TaxCalculator, type TaxQuote, type TaxRequest } from "./tax-calculator.ts";

/**
 * Sales tax from the rate dataset in packages/domain (state rates of the 50 states and DC, local rates
 * of a few ZIP prefixes): no provider to call, so nothing to record or reverse, the order keeps it all.
 */
export class BuiltInTaxCalculator implements TaxCalculator {
  readonly name = "built_in";

  async calculate(request: TaxRequest): Promise<TaxQuote> {
    const result = calculateSalesTax(request.address, [...request.lines, { reference: "shipping", kind: "shipping", amountCents: request.shippingCents }]);
    return {
      provider: this.name,
      calculationId: null,
      applies: result.rate !== null,
      taxCents: result.taxCents,
      lines: result.components.map((c) => ({ reference: c.reference, taxCents: c.taxCents })),
      // Abroad the buyer pays the destination's duties and taxes on delivery; a US territory outside the dataset has no line.
      note: result.rate ? `${result.rate.jurisdiction} · ${formatTaxRate(result.rate.rate)}` : request.address.countryCode.toUpperCase() === "US" ? null : NO_US_TAX_NOTE,
    };
  }

  async record(): Promise<string | null> {
    return null;
  }

  async reverse(): Promise<void> {}
}
