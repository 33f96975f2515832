import { assertPaymentAmount, paymentErrors } from "./payment-errors.ts";
import type { AuthorizeRequest, AuthorizeResult, PaymentGateway } from "./payment-gateway.ts";
import { DECLINE_MESSAGES } from "./test-cards.ts";

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
    if (request.source.kind !== "token") throw paymentErrors.tokenRequired();
    const answer = await this.call("/v1/payment_intents", request.idempotencyKey, {
      amount: String(request.amountCents),
      currency: request.currency.toLowerCase(),
      capture_method: "manual",
      confirm: "true",
      payment_method: request.source.token,
      "payment_method_types[]": "card",
      description: request.description.slice(0, 500),
      "expand[]": "latest_charge",
    });
    if (!answer.ok) {
      if (answer.status === 402 || answer.error.type === "card_error") {
        const code = answer.error.decline_code ?? answer.error.code ?? "card_declined";
        return { status: "declined", code, message: answer.error.message ?? DECLINE_MESSAGES.card_declined };
      }
      if (answer.error.code === "resource_missing") {
        return { status: "declined", code: "invalid_payment_method", message: DECLINE_MESSAGES.invalid_payment_method };
      }
      throw new Error(`Stripe refused the payment intent: ${answer.status} ${answer.error.code ?? answer.error.type ?? "unknown"}`);
    }
    const intent = answer.body;
    if (intent.status !== "requires_capture") {
      return {
        status: "declined",
        code: intent.status === "requires_action" ? "authentication_required" : "card_declined",
        message:
          intent.status === "requires_action"
            ? "This card needs an extra authentication step that is not available here. Please use another card."
            : DECLINE_MESSAGES.card_declined,
      };
    }
    const card = typeof intent.latest_charge === "object" ? intent.latest_charge?.payment_method_details?.card : undefined;
    return { status: "authorized", reference: intent.id, brand: card?.brand ?? "card", last4: card?.last4 ?? "" };
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
