import { CommonErrorCode } from "@maison/contracts/error";
import { DomainError } from "@maison/domain/shared/domain-error";
import { STRIPE_API_VERSION } from "../../platform/payments/stripe-gateway.ts";
import type { BankAccountDetails, PayoutProvider, TransferRequest, TransferResult } from "./payout-provider.ts";

const TIMEOUT_MS = 20_000;

interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}

type Answer = { ok: true; body: Record<string, unknown> } | { ok: false; status: number; error: StripeError };

/** Stripe did not answer, or answered 429/5xx: not a refusal. The caller (the payout job) retries with the same key. */
export class StripePayoutsUnavailable extends Error {
  override readonly name = "StripePayoutsUnavailable";
}

/**
 * The payout port on Stripe Connect (decision 053): a seller's bank account becomes a Custom connected
 * account holding it as its external account (Maison keeps the `acct_…` id and the last four digits);
 * a payout is a transfer to that account with the payout's idempotency key, which Stripe then pays out
 * to the bank on the account's schedule (`sent`). `status` reads the transfer back: reversed is a bounce.
 * Checks are not something Stripe sends: they are refused, so a check profile needs the test provider or
 * staff until a check-printing provider exists.
 */
export class StripePayoutProvider implements PayoutProvider {
  readonly name = "stripe";

  constructor(
    private readonly secretKey: string,
    private readonly apiBase = "https://api.stripe.com",
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async registerBankAccount(details: BankAccountDetails): Promise<{ token: string; last4: string }> {
    const answer = await this.call("POST", "/v1/accounts", `bank-account:${details.routingNumber}:${details.accountNumber.slice(-4)}:${details.holderName}`, {
      type: "custom",
      country: "US",
      business_type: "individual",
      "capabilities[transfers][requested]": "true",
      "external_account[object]": "bank_account",
      "external_account[country]": "US",
      "external_account[currency]": "usd",
      "external_account[account_holder_name]": details.holderName,
      "external_account[account_holder_type]": "individual",
      "external_account[routing_number]": details.routingNumber,
      "external_account[account_number]": details.accountNumber,
    });
    if (!answer.ok && answer.status < 500 && answer.status !== 401 && answer.status !== 403) {
      throw new DomainError("invalid", CommonErrorCode.enum.invalid_request, `The bank did not accept this account: ${answer.error.message ?? "check the numbers"}`, "account_number");
    }
    if (!answer.ok) throw new Error(`Stripe refused the bank account: ${answer.status} ${answer.error.code ?? answer.error.type ?? "unknown"}`);
    return { token: String(answer.body.id), last4: details.accountNumber.slice(-4) };
  }

  async transfer(request: TransferRequest): Promise<TransferResult> {
    if (request.recipient.startsWith("check:")) return { status: "failed", reason: "Checks are not sent through Stripe; choose a bank account." };
    if (!/^acct_[A-Za-z0-9]+$/.test(request.recipient)) return { status: "failed", reason: "The bank account is unknown to Stripe." };
    const answer = await this.call("POST", "/v1/transfers", request.idempotencyKey, { amount: String(request.amountCents), currency: "usd", destination: request.recipient, description: `Maison payout ${request.idempotencyKey}`.slice(0, 500) });
    if (!answer.ok) return { status: "failed", reason: answer.error.message ?? `Stripe refused the transfer (${answer.error.code ?? answer.status}).` };
    return { status: "sent", reference: String(answer.body.id) };
  }

  async status(reference: string): Promise<TransferResult> {
    if (!/^tr_[A-Za-z0-9]+$/.test(reference)) return { status: "failed", reason: "Stripe does not know this transfer." };
    const answer = await this.call("GET", `/v1/transfers/${reference}`, null, null);
    if (!answer.ok) return answer.status === 404 ? { status: "failed", reason: "Stripe does not know this transfer." } : { status: "sent", reference };
    if (answer.body.reversed === true) return { status: "failed", reason: "The transfer was reversed: the bank returned it." };
    return { status: "settled", reference };
  }

  private async call(method: "GET" | "POST", path: string, idempotencyKey: string | null, form: Record<string, string> | null): Promise<Answer> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          "stripe-version": STRIPE_API_VERSION,
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new StripePayoutsUnavailable("Stripe did not answer");
    }
    if (response.status === 429 || response.status >= 500) throw new StripePayoutsUnavailable(`Stripe answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) throw new StripePayoutsUnavailable("Stripe answered without a body");
    if (response.ok) return { ok: true, body };
    return { ok: false, status: response.status, error: (body.error as StripeError | undefined) ?? {} };
  }
}
