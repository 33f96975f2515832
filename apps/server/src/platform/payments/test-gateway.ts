import type { Insertable } from "kysely";
import type { Clock } from "../../db/clock.ts";
import { noCrash, type CrashPoint } from "../crash/crash-points.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import { brandOf, cardDigits, isExpired, isValidCvc, isValidExpiry, passesLuhn } from "@maison/domain/checkout/payment-card";
import { assertPaymentAmount, paymentErrors } from "./payment-errors.ts";
import { createHash } from "node:crypto";
import type { AuthorizeRequest, AuthorizeResult, PaymentGateway, PaymentSource, SavePaymentMethodResult } from "./payment-gateway.ts";
import type { PaymentAuthorizationTable } from "./payments.table.ts";
import { DECLINE_MESSAGES, SAVABLE_DECLINING_CARDS, TEST_TOKENS, testCardOutcome } from "./test-cards.ts";
import { PaymentDeclineCode } from "@maison/contracts/payment";

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
    /** The crash test's named points (decision 075); inert unless CRASH_AT names one. */
    private readonly crash: CrashPoint = noCrash,
  ) {}

  async findAuthorization(idempotencyKey: string): Promise<{ reference: string; status: "authorized" | "captured" | "voided" } | null> {
    const row = await this.db.kysely.selectFrom("payment_authorizations").select(["id", "status"]).where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
    if (!row || (row.status !== "authorized" && row.status !== "captured" && row.status !== "voided")) return null;
    return { reference: row.id, status: row.status };
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    assertPaymentAmount(request.amountCents);
    this.crash("payment.before_authorize");
    const outcome = request.source.kind === "saved" ? await this.judgeSaved(request.source.paymentMethodId) : this.judge(request.source);
    const now = this.clock.now().toISOString();
    const row: Insertable<PaymentAuthorizationTable> = {
      id: newId("tpay"),
      idempotency_key: request.idempotencyKey,
      amount_cents: request.amountCents,
      currency: request.currency,
      // A sale is captured by the same call (decision 093); a decline stays a decline.
      status: outcome.status === "authorized" && request.capture ? "captured" : outcome.status,
      brand: outcome.brand,
      last4: outcome.last4,
      decline_code: outcome.status === "declined" ? outcome.code : null,
      decline_message: outcome.status === "declined" ? outcome.message : null,
      description: request.description.slice(0, 500),
      created_at: now,
      captured_at: outcome.status === "authorized" && request.capture ? now : null,
      voided_at: null,
    };
    // A first request writes its row and gets it back; a replay of the key reads the row written first.
    const inserted = await this.db.kysely.insertInto("payment_authorizations").values(row).onConflict((oc) => oc.column("idempotency_key").doNothing()).returningAll().executeTakeFirst();
    const stored =
      inserted ??
      (await this.db.kysely.selectFrom("payment_authorizations").selectAll().where("idempotency_key", "=", request.idempotencyKey).executeTakeFirstOrThrow());
    // The card network has authorised and the row is committed; the caller has not heard yet.
    this.crash("payment.after_authorize");
    if (stored.amount_cents !== request.amountCents || stored.currency !== request.currency) throw paymentErrors.keyReused();
    if (stored.status === "declined") {
      return { status: "declined", code: stored.decline_code ?? PaymentDeclineCode.enum.card_declined, message: stored.decline_message ?? DECLINE_MESSAGES.card_declined };
    }
    const authorized = { status: "authorized" as const, reference: stored.id, brand: stored.brand ?? "unknown", last4: stored.last4 ?? "", ...(stored.status === "captured" ? { captured: true } : {}) };
    if (!request.savePaymentMethod || request.source.kind === "saved") return authorized;
    const saved = await this.vault(request.source, `authorize:${request.idempotencyKey}`);
    return saved.status === "saved" ? { ...authorized, savedPaymentMethodId: saved.paymentMethodId } : authorized;
  }

  async savePaymentMethod(source: PaymentSource, idempotencyKey: string): Promise<SavePaymentMethodResult> {
    if (source.kind === "saved") return { status: "declined", code: PaymentDeclineCode.enum.invalid_payment_method, message: DECLINE_MESSAGES.invalid_payment_method };
    return this.vault(source, `save:${idempotencyKey}`);
  }

  async refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void> {
    assertPaymentAmount(amountCents);
    await inTransaction(this.db, async (tx) => {
      const done = await tx.db.selectFrom("payment_refunds").select("amount_cents").where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
      if (done) {
        if (done.amount_cents !== amountCents) throw paymentErrors.keyReused();
        return;
      }
      // One guarded update: two refunds racing can never return more than was captured.
      const result = await tx.db
        .updateTable("payment_authorizations")
        .set((eb) => ({ refunded_cents: eb("refunded_cents", "+", amountCents) }))
        .where("id", "=", reference)
        .where("status", "=", "captured")
        .where((eb) => eb(eb("refunded_cents", "+", amountCents), "<=", eb.ref("amount_cents")))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        const current = await tx.db.selectFrom("payment_authorizations").select("status").where("id", "=", reference).executeTakeFirst();
        if (!current) throw paymentErrors.notFound();
        throw current.status === "captured" ? paymentErrors.refundTooLarge() : paymentErrors.notCaptured();
      }
      await tx.db
        .insertInto("payment_refunds")
        .values({ id: newId("tref"), idempotency_key: idempotencyKey, authorization_id: reference, amount_cents: amountCents, created_at: this.clock.now().toISOString() })
        .execute();
    });
  }

  /** Total refunded of an authorisation, for tests and the back office. */
  async refundedOf(reference: string): Promise<number> {
    const row = await this.db.kysely.selectFrom("payment_refunds").select((eb) => eb.fn.sum<number>("amount_cents").as("total")).where("authorization_id", "=", reference).executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** Keeps a card for later charges under an id derived from the key (the same key, the same saved card). */
  private async vault(source: Exclude<PaymentSource, { kind: "saved" }>, key: string): Promise<SavePaymentMethodResult> {
    const digits = source.kind === "token" ? TEST_TOKENS[source.token] : cardDigits(source.number);
    const outcome = this.judge(source);
    const savable = outcome.status === "authorized" || (!!digits && SAVABLE_DECLINING_CARDS.has(digits) && outcome.code === "card_declined");
    if (!savable) {
      return outcome.status === "declined" ? { status: "declined", code: outcome.code, message: outcome.message } : { status: "declined", code: PaymentDeclineCode.enum.card_declined, message: DECLINE_MESSAGES.card_declined };
    }
    const id = `tpm_${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;
    await this.db.kysely
      .insertInto("payment_methods")
      .values({
        id,
        idempotency_key: key,
        brand: outcome.brand ?? "unknown",
        last4: outcome.last4 ?? "",
        charge_decline_code: outcome.status === "declined" ? outcome.code : null,
        created_at: this.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
    const stored = await this.db.kysely.selectFrom("payment_methods").selectAll().where("idempotency_key", "=", key).executeTakeFirstOrThrow();
    return { status: "saved", paymentMethodId: stored.id, brand: stored.brand, last4: stored.last4 };
  }

  /** How a charge of a saved card ends: as it was recorded when the card was saved. */
  private async judgeSaved(paymentMethodId: string): Promise<Outcome> {
    const row = await this.db.kysely.selectFrom("payment_methods").selectAll().where("id", "=", paymentMethodId).executeTakeFirst();
    if (!row) return { status: "declined", code: PaymentDeclineCode.enum.invalid_payment_method, message: DECLINE_MESSAGES.invalid_payment_method, brand: null, last4: null };
    if (row.charge_decline_code) {
      const code = row.charge_decline_code as keyof typeof DECLINE_MESSAGES;
      return { status: "declined", code, message: DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.card_declined, brand: row.brand, last4: row.last4 };
    }
    return { status: "authorized", brand: row.brand, last4: row.last4 };
  }

  async capture(reference: string, _idempotencyKey: string): Promise<void> {
    this.crash("payment.before_capture");
    await this.transition(reference, "captured");
    this.crash("payment.after_capture");
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
  private judge(source: Exclude<PaymentSource, { kind: "saved" }>): Outcome {
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
