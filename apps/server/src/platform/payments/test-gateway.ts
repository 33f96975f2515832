import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { brandOf, cardDigits, isExpired, isValidCvc, isValidExpiry, passesLuhn } from "./card-number.ts";
import { assertPaymentAmount, paymentErrors } from "./payment-errors.ts";
import type { AuthorizeRequest, AuthorizeResult, PaymentGateway, PaymentSource } from "./payment-gateway.ts";
import type { PaymentAuthorizationTable } from "./payments.table.ts";
import { DECLINE_MESSAGES, TEST_TOKENS, testCardOutcome } from "./test-cards.ts";

type Outcome = { status: "authorized"; brand: string; last4: string } | { status: "declined"; code: string; message: string; brand: string | null; last4: string | null };

/**
 * The built-in gateway: Stripe's test card numbers, declines and authorise/capture/void, kept in the
 * database (payment_authorizations) so authorisations survive restarts and can be inspected. Only the
 * brand and last 4 digits of a card are stored. The same idempotency key returns the same result.
 */
export class TestGateway implements PaymentGateway {
  readonly name = "test";

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    assertPaymentAmount(request.amountCents);
    const outcome = this.judge(request.source);
    const now = this.clock.now().toISOString();
    const row: PaymentAuthorizationTable = {
      id: newId("tpay"),
      idempotency_key: request.idempotencyKey,
      amount_cents: request.amountCents,
      currency: request.currency,
      status: outcome.status,
      brand: outcome.brand,
      last4: outcome.last4,
      decline_code: outcome.status === "declined" ? outcome.code : null,
      decline_message: outcome.status === "declined" ? outcome.message : null,
      description: request.description.slice(0, 500),
      created_at: now,
      captured_at: null,
      voided_at: null,
    };
    await this.db.kysely.insertInto("payment_authorizations").values(row).onConflict((oc) => oc.column("idempotency_key").doNothing()).execute();
    const stored = await this.db.kysely
      .selectFrom("payment_authorizations")
      .selectAll()
      .where("idempotency_key", "=", request.idempotencyKey)
      .executeTakeFirstOrThrow();
    if (stored.amount_cents !== request.amountCents || stored.currency !== request.currency) throw paymentErrors.keyReused();
    if (stored.status === "declined") {
      return { status: "declined", code: stored.decline_code ?? "card_declined", message: stored.decline_message ?? DECLINE_MESSAGES.card_declined };
    }
    return { status: "authorized", reference: stored.id, brand: stored.brand ?? "unknown", last4: stored.last4 ?? "" };
  }

  async capture(reference: string, _idempotencyKey: string): Promise<void> {
    await this.transition(reference, "captured");
  }

  async void(reference: string, _idempotencyKey: string): Promise<void> {
    await this.transition(reference, "voided");
  }

  /** One authorisation as stored, for the back office and tests. */
  async find(reference: string) {
    return (await this.db.kysely.selectFrom("payment_authorizations").selectAll().where("id", "=", reference).executeTakeFirst()) ?? null;
  }

  /** Moves an authorisation to captured or voided once; repeating the same move is a no-op. */
  private async transition(reference: string, to: "captured" | "voided"): Promise<void> {
    const now = this.clock.now().toISOString();
    const result = await this.db.kysely
      .updateTable("payment_authorizations")
      .set(to === "captured" ? { status: to, captured_at: now } : { status: to, voided_at: now })
      .where("id", "=", reference)
      .where("status", "=", "authorized")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return;
    const current = await this.find(reference);
    if (!current) throw paymentErrors.notFound();
    if (current.status === to) return;
    if (current.status === "declined") throw paymentErrors.notAuthorized();
    throw to === "captured" ? paymentErrors.voided() : paymentErrors.captured();
  }

  /** What the card network would answer: format checks first, then the test number's outcome. */
  private judge(source: PaymentSource): Outcome {
    const decline = (code: keyof typeof DECLINE_MESSAGES, brand: string | null = null, last4: string | null = null): Outcome => ({
      status: "declined",
      code,
      message: DECLINE_MESSAGES[code],
      brand,
      last4,
    });
    if (source.kind === "token") {
      const number = TEST_TOKENS[source.token];
      if (!number) return decline("invalid_payment_method");
      return this.outcomeOf(number);
    }
    const digits = cardDigits(source.number);
    if (!digits || !passesLuhn(digits)) return decline("incorrect_number");
    const brand = brandOf(digits);
    const last4 = digits.slice(-4);
    if (!isValidExpiry(source.expMonth, source.expYear)) return decline("invalid_expiry", brand, last4);
    if (isExpired(source.expMonth, source.expYear, this.clock.now())) return decline("expired_card", brand, last4);
    if (!isValidCvc(source.cvc.trim(), brand)) return decline("incorrect_cvc", brand, last4);
    return this.outcomeOf(digits);
  }

  private outcomeOf(digits: string): Outcome {
    const brand = brandOf(digits);
    const last4 = digits.slice(-4);
    const outcome = testCardOutcome(digits);
    return outcome.result === "authorized" ? { status: "authorized", brand, last4 } : { status: "declined", code: outcome.code, message: outcome.message, brand, last4 };
  }
}
