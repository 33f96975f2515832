import { formatTaxRate, type TaxComponent } from "@maison/domain/checkout/sales-tax";
import { NO_US_TAX_NOTE, type TaxCalculator, type TaxQuote, type TaxRequest } from "./tax-calculator.ts";
import { taxErrors } from "./tax-errors.ts";

/** The Stripe API version the requests and answers below are written against (the payments adapter's). */
export const STRIPE_TAX_API_VERSION = "2024-06-20";
const TIMEOUT_MS = 20_000;
/** Stripe's tax codes: tangible goods in general, and shipping (shipping protection is a delivery charge). */
export const STRIPE_TAX_CODES = { goods: "txcd_99999999", shipping: "txcd_92010001" } as const;
/** The same request is not asked twice within this long: the checkout reads its state on every step. */
const MEMO_MS = 10 * 60_000;
const MEMO_SIZE = 500;

interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}

interface Calculation {
  id: string;
  tax_amount_exclusive: number;
  line_items?: { data: Array<{ reference: string; amount_tax: number }> };
  shipping_cost?: { amount_tax: number } | null;
  tax_breakdown?: Array<{ amount: number; tax_rate_details?: { percentage_decimal?: string; state?: string | null } | null }>;
}

type Answer = { ok: true; body: Record<string, unknown> } | { ok: false; status: number; error: StripeError };

/**
 * Stripe Tax through its REST API (no SDK), chosen by TAX_PROVIDER=stripe with STRIPE_SECRET_KEY: a tax
 * calculation per checkout state (pieces at the price paid as goods, shipping protection as shipping,
 * the shipping charge as shipping cost, all tax-exclusive; membership contributions and complimentary
 * lines are not sent, since they are not taxed), a tax transaction from the calculation when the order
 * is placed, and its full reversal when the order is cancelled. Only US addresses are sent: abroad
 * the buyer pays the destination's duties and taxes on delivery.
 */
export class StripeTaxCalculator implements TaxCalculator {
  readonly name = "stripe";
  private readonly memo = new Map<string, { at: number; quote: TaxQuote }>();

  constructor(
    private readonly secretKey: string,
    private readonly apiBase = "https://api.stripe.com",
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async calculate(request: TaxRequest): Promise<TaxQuote> {
    const sent = request.lines.filter((l) => l.amountCents > 0 && (l.kind === "product" || l.kind === "shipping_protection"));
    const zero = (applies: boolean, note: string | null): TaxQuote => ({
      provider: this.name,
      calculationId: null,
      applies,
      taxCents: 0,
      lines: request.lines.map((l) => ({ reference: l.reference, taxCents: 0 })),
      note,
    });
    if (request.address.countryCode.toUpperCase() !== "US") return zero(false, NO_US_TAX_NOTE);
    if (sent.length === 0 && request.shippingCents <= 0) return zero(true, null);
    const form: Record<string, string> = {
      currency: "usd",
      "customer_details[address][line1]": request.address.line1,
      "customer_details[address][city]": request.address.city,
      "customer_details[address][state]": request.address.province,
      "customer_details[address][postal_code]": request.address.zip,
      "customer_details[address][country]": "US",
      "customer_details[address_source]": "shipping",
      "shipping_cost[amount]": String(Math.max(0, request.shippingCents)),
      "shipping_cost[tax_behavior]": "exclusive",
      "expand[]": "line_items",
    };
    sent.forEach((line, i) => Object.assign(form, lineItem(i, line)));
    const key = JSON.stringify(form);
    const remembered = this.memo.get(key);
    if (remembered && this.now() - remembered.at < MEMO_MS) return remembered.quote;

    const answer = await this.call("/v1/tax/calculations", null, form);
    if (!answer.ok) {
      if (answer.error.code === "customer_tax_location_invalid") throw taxErrors.addressNotFound();
      throw new Error(`Stripe refused the tax calculation: ${answer.status} ${answer.error.code ?? answer.error.type ?? "unknown"}`);
    }
    const calculation = answer.body as unknown as Calculation;
    const byReference = new Map((calculation.line_items?.data ?? []).map((item) => [item.reference, item.amount_tax]));
    const percent = (calculation.tax_breakdown ?? [])
      .filter((b) => b.amount > 0)
      .reduce((total, b) => total + Math.round(Number(b.tax_rate_details?.percentage_decimal ?? 0) * 1000), 0);
    const quote: TaxQuote = {
      provider: this.name,
      calculationId: calculation.id,
      applies: true,
      taxCents: calculation.tax_amount_exclusive,
      lines: [
        ...request.lines.map((l) => ({ reference: l.reference, taxCents: byReference.get(l.reference) ?? 0 })),
        { reference: "shipping", taxCents: calculation.shipping_cost?.amount_tax ?? 0 },
      ],
      note: percent > 0 ? `${request.address.province} · ${formatTaxRate(percent)}` : null,
    };
    if (this.memo.size >= MEMO_SIZE) this.memo.delete(this.memo.keys().next().value!);
    this.memo.set(key, { at: this.now(), quote });
    return quote;
  }

  async record(calculationId: string, orderReference: string, idempotencyKey: string): Promise<string | null> {
    const answer = await this.call("/v1/tax/transactions/create_from_calculation", idempotencyKey, { calculation: calculationId, reference: orderReference });
    if (!answer.ok) throw new Error(`Stripe refused the tax transaction of ${orderReference}: ${answer.status} ${answer.error.code ?? answer.error.type ?? "unknown"}`);
    return String(answer.body.id);
  }

  async reverse(transactionId: string, orderReference: string, idempotencyKey: string): Promise<void> {
    const answer = await this.call("/v1/tax/transactions/create_reversal", idempotencyKey, {
      mode: "full",
      original_transaction: transactionId,
      reference: `${orderReference}-cancel`,
    });
    if (!answer.ok) throw new Error(`Stripe refused to reverse the tax of ${orderReference}: ${answer.status} ${answer.error.code ?? answer.error.type ?? "unknown"}`);
  }

  private async call(path: string, idempotencyKey: string | null, form: Record<string, string>): Promise<Answer> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.apiBase}${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
          "stripe-version": STRIPE_TAX_API_VERSION,
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw taxErrors.unavailable();
    }
    if (response.status === 429 || response.status >= 500) throw taxErrors.unavailable();
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) throw taxErrors.unavailable();
    if (response.ok) return { ok: true, body };
    return { ok: false, status: response.status, error: (body.error as StripeError | undefined) ?? {} };
  }
}

function lineItem(index: number, line: TaxComponent): Record<string, string> {
  const prefix = `line_items[${index}]`;
  return {
    [`${prefix}[amount]`]: String(line.amountCents),
    [`${prefix}[reference]`]: line.reference,
    [`${prefix}[tax_behavior]`]: "exclusive",
    [`${prefix}[tax_code]`]: line.kind === "product" ? STRIPE_TAX_CODES.goods : STRIPE_TAX_CODES.shipping,
  };
}

