import { assertPaymentAmount, paymentErrors } from "./payment-errors.ts";
import type { AuthorizeRequest, AuthorizeResult, PaymentGateway, PaymentSource, SavePaymentMethodResult } from "./payment-gateway.ts";
import { DECLINE_MESSAGES } from "./test-cards.ts";
import { PaymentDeclineCode } from "@maison/contracts/payment";

/** The Stripe API version the requests and answers below are written against. */
export const STRIPE_API_VERSION = "2024-06-20";
const TIMEOUT_MS = 20_000;

interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: { status?: string };
}

interface PaymentIntent {
  id: string;
  status: string;
  latest_charge?: { payment_method_details?: { card?: { brand?: string; last4?: string } } } | string | null;
}

type StripeAnswer = { ok: true; body: PaymentIntent } | { ok: false; status: number; error: StripeError };

/**
 * Stripe through its REST API (no SDK): a PaymentIntent confirmed with capture_method=manual is the
 * authorisation, then captured or cancelled. Bodies are form-encoded; every call sends our idempotency
 * key as Stripe's Idempotency-Key, so a retry never charges twice. Card numbers never reach this
 * server: the browser turns them into a PaymentMethod token first.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = "stripe";

  constructor(
    private readonly secretKey: string,
    private readonly apiBase = "https://api.stripe.com",
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    assertPaymentAmount(request.amountCents);
    if (request.source.kind === "card") throw paymentErrors.tokenRequired();
    // A saved method is "<customer>:<PaymentMethod>"; charging it is an off-session payment of that customer.
    const saved = request.source.kind === "saved" ? parseSaved(request.source.paymentMethodId) : null;
    if (request.source.kind === "saved" && !saved) return { status: "declined", code: PaymentDeclineCode.enum.invalid_payment_method, message: DECLINE_MESSAGES.invalid_payment_method };
    const paymentMethod = saved ? saved.paymentMethod : (request.source as { token: string }).token;
    const customer = saved ? saved.customer : request.savePaymentMethod ? await this.createCustomer(`${request.idempotencyKey}:customer`) : null;
    const answer = await this.call("/v1/payment_intents", request.idempotencyKey, {
      amount: String(request.amountCents),
      currency: request.currency.toLowerCase(),
      // A sale (decision 093) is captured by Stripe as it confirms; otherwise an authorisation to capture later.
      capture_method: request.capture ? "automatic" : "manual",
      confirm: "true",
      payment_method: paymentMethod,
      "payment_method_types[]": "card",
      description: request.description.slice(0, 500),
      // Our key on the intent itself, so findAuthorization can find it by search if our side never heard the answer.
      "metadata[maison_key]": request.idempotencyKey.slice(0, 500),
      "expand[]": "latest_charge",
      ...(customer ? { customer } : {}),
      ...(saved ? { off_session: "true" } : request.savePaymentMethod ? { setup_future_usage: "off_session" } : {}),
    });
    if (!answer.ok) {
      if (answer.status === 402 || answer.error.type === "card_error") {
        const code = answer.error.decline_code ?? answer.error.code ?? PaymentDeclineCode.enum.card_declined;
        return { status: "declined", code, message: answer.error.message ?? DECLINE_MESSAGES.card_declined };
      }
      if (answer.error.code === "resource_missing") {
        return { status: "declined", code: PaymentDeclineCode.enum.invalid_payment_method, message: DECLINE_MESSAGES.invalid_payment_method };
      }
      throw new Error(`Stripe refused the payment intent: ${answer.status} ${answer.error.code ?? answer.error.type ?? "unknown"}`);
    }
    const intent = answer.body;
    const captured = intent.status === "succeeded";
    if (intent.status !== "requires_capture" && !captured) {
      return {
        status: "declined",
        code: intent.status === "requires_action" ? PaymentDeclineCode.enum.authentication_required : PaymentDeclineCode.enum.card_declined,
        message:
          intent.status === "requires_action"
            ? "This card needs an extra authentication step that is not available here. Please use another card."
            : DECLINE_MESSAGES.card_declined,
      };
    }
    const card = typeof intent.latest_charge === "object" ? intent.latest_charge?.payment_method_details?.card : undefined;
    const authorized = { status: "authorized" as const, reference: intent.id, brand: card?.brand ?? "card", last4: card?.last4 ?? "", ...(captured ? { captured: true } : {}) };
    return customer && !saved ? { ...authorized, savedPaymentMethodId: `${customer}:${paymentMethod}` } : authorized;
  }

  async savePaymentMethod(source: PaymentSource, idempotencyKey: string): Promise<SavePaymentMethodResult> {
    if (source.kind !== "token") throw paymentErrors.tokenRequired();
    const customer = await this.createCustomer(`${idempotencyKey}:customer`);
    const answer = await this.call(`/v1/payment_methods/${encodeURIComponent(source.token)}/attach`, `${idempotencyKey}:attach`, { customer });
    if (!answer.ok) {
      const code = answer.error.decline_code ?? answer.error.code ?? PaymentDeclineCode.enum.card_declined;
      if (answer.status === 402 || answer.error.type === "card_error" || answer.error.code === "resource_missing") {
        return { status: "declined", code, message: answer.error.message ?? DECLINE_MESSAGES.card_declined };
      }
      throw new Error(`Stripe refused to save the payment method: ${answer.status} ${code}`);
    }
    const card = (answer.body as unknown as { card?: { brand?: string; last4?: string } }).card;
    return { status: "saved", paymentMethodId: `${customer}:${source.token}`, brand: card?.brand ?? "card", last4: card?.last4 ?? "" };
  }

  async refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void> {
    assertPaymentAmount(amountCents);
    if (!/^pi_[A-Za-z0-9_]+$/.test(reference)) throw paymentErrors.notFound();
    const answer = await this.call("/v1/refunds", idempotencyKey, { payment_intent: reference, amount: String(amountCents) });
    if (answer.ok) return;
    if (answer.error.code === "resource_missing") throw paymentErrors.notFound();
    if (answer.error.code === "charge_already_refunded" || answer.error.code === "amount_too_large") throw paymentErrors.refundTooLarge();
    throw new Error(`Stripe refused the refund of ${reference}: ${answer.status} ${answer.error.code ?? answer.error.type ?? "unknown"}`);
  }

  private async createCustomer(idempotencyKey: string): Promise<string> {
    const answer = await this.call("/v1/customers", idempotencyKey, {});
    if (!answer.ok) throw new Error(`Stripe refused to create a customer: ${answer.status} ${answer.error.code ?? answer.error.type ?? "unknown"}`);
    return answer.body.id;
  }

  async findAuthorization(idempotencyKey: string): Promise<{ reference: string; status: "authorized" | "captured" | "voided" } | null> {
    const query = `metadata['maison_key']:'${idempotencyKey.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.apiBase}/v1/payment_intents/search?${new URLSearchParams({ query })}`, {
        headers: { authorization: `Bearer ${this.secretKey}`, "stripe-version": STRIPE_API_VERSION },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw paymentErrors.unavailable();
    }
    if (!response.ok) throw paymentErrors.unavailable();
    const body = (await response.json().catch(() => null)) as { data?: PaymentIntent[] } | null;
    const intent = body?.data?.[0];
    if (!intent) return null;
    const status = intent.status === "requires_capture" ? "authorized" : intent.status === "succeeded" ? "captured" : intent.status === "canceled" ? "voided" : null;
    return status ? { reference: intent.id, status } : null;
  }

  async capture(reference: string, idempotencyKey: string): Promise<void> {
    await this.finish(reference, "capture", "succeeded", idempotencyKey);
  }

  async void(reference: string, idempotencyKey: string): Promise<void> {
    await this.finish(reference, "cancel", "canceled", idempotencyKey);
  }

  /** Captures or cancels; a PaymentIntent already in the wanted state counts as done (idempotent). */
  private async finish(reference: string, action: "capture" | "cancel", done: string, idempotencyKey: string): Promise<void> {
    if (!/^pi_[A-Za-z0-9_]+$/.test(reference)) throw paymentErrors.notFound();
    const answer = await this.call(`/v1/payment_intents/${reference}/${action}`, idempotencyKey, {});
    if (answer.ok) return;
    if (answer.error.code === "payment_intent_unexpected_state") {
      const status = answer.error.payment_intent?.status;
      if (status === done) return;
      if (status === "canceled") throw paymentErrors.voided();
      if (status === "succeeded") throw paymentErrors.captured();
      throw paymentErrors.notAuthorized();
    }
    if (answer.error.code === "resource_missing") throw paymentErrors.notFound();
    throw new Error(`Stripe refused to ${action} ${reference}: ${answer.status} ${answer.error.code ?? answer.error.type ?? "unknown"}`);
  }

  private async call(path: string, idempotencyKey: string, form: Record<string, string>): Promise<StripeAnswer> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.apiBase}${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
          "idempotency-key": idempotencyKey,
          "stripe-version": STRIPE_API_VERSION,
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw paymentErrors.unavailable();
    }
    // Rate limits and Stripe's own failures are worth a retry with the same key; they are not our bug.
    if (response.status === 429 || response.status >= 500) throw paymentErrors.unavailable();
    const body = (await response.json().catch(() => null)) as { error?: StripeError } | PaymentIntent | null;
    if (!body) throw paymentErrors.unavailable();
    if (response.ok) return { ok: true, body: body as PaymentIntent };
    return { ok: false, status: response.status, error: (body as { error?: StripeError }).error ?? {} };
  }
}

function parseSaved(id: string): { customer: string; paymentMethod: string } | null {
  const match = /^(cus_[A-Za-z0-9_]+):(pm_[A-Za-z0-9_]+|tok_[A-Za-z0-9_]+)$/.exec(id);
  return match ? { customer: match[1]!, paymentMethod: match[2]! } : null;
}
