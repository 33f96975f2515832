/**
 * The payment-gateway port. The built-in test gateway (test-gateway.ts) is the default; a Stripe
 * adapter (stripe-gateway.ts) is used when STRIPE_SECRET_KEY is set. Card numbers are never stored:
 * the port takes a card (test gateway) or a provider token (Stripe) and answers with a reference.
 * Every call carries an idempotency key: the same key returns the same result without charging twice.
 */

export type PaymentSource =
  /** Card details as typed on the hosted checkout; only the test gateway accepts them. */
  | { kind: "card"; number: string; expMonth: number; expYear: number; cvc: string; name: string }
  /** A provider-side token (for example a Stripe PaymentMethod id created in the browser). */
  | { kind: "token"; token: string }
  /** A payment method saved for later charges (recurring membership contributions), by its saved reference. */
  | { kind: "saved"; paymentMethodId: string };

export interface AuthorizeRequest {
  amountCents: number;
  currency: "USD";
  source: PaymentSource;
  idempotencyKey: string;
  description: string;
  /** Keep the card for later charges without the shopper present (a membership line is bought). */
  savePaymentMethod?: boolean;
  /**
   * A sale: authorise and capture in one call (decision 093, checkout completion). The answer says
   * `captured: true`; a replay of the key answers with what the key made first (an authorisation made
   * by an earlier request without `capture` stays uncaptured, and says so).
   */
  capture?: boolean;
}

export type AuthorizeResult =
  | { status: "authorized"; reference: string; brand: string; last4: string; savedPaymentMethodId?: string; /** The money is taken already (a sale, or a replay of one). */ captured?: boolean }
  /** Declines carry a shopper-facing message (e.g. "Your card was declined."). */
  | { status: "declined"; code: string; message: string };

export interface PaymentGateway {
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Captures an authorisation in full. Idempotent. */
  capture(reference: string, idempotencyKey: string): Promise<void>;
  /** Voids an authorisation that was not captured (a lost hold, a failed order). Idempotent. */
  void(reference: string, idempotencyKey: string): Promise<void>;
  /**
   * The authorisation made under `idempotencyKey`, if the gateway made one (never makes one): how the
   * checkout's hold-expiry job finds an authorisation whose attempt died before recording it.
   */
  findAuthorization(idempotencyKey: string): Promise<{ reference: string; status: "authorized" | "captured" | "voided" } | null>;
  /** Saves a card for later charges without charging it (the wallet's "add a card"). */
  savePaymentMethod(source: PaymentSource, idempotencyKey: string): Promise<SavePaymentMethodResult>;
  /** Returns part or all of a captured payment to the card. Idempotent per key; never more than was captured. */
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void>;
}

export type SavePaymentMethodResult =
  | { status: "saved"; paymentMethodId: string; brand: string; last4: string }
  | { status: "declined"; code: string; message: string };
