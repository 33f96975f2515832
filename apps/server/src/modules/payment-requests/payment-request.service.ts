import { randomBytes } from "node:crypto";
import type { PaymentInput } from "@maison/contracts/checkout";
import { paymentDeclinedCode } from "@maison/contracts/payment";
import { PaymentRequestErrorCode, type PaymentRequestPurpose, type PaymentRequestView } from "@maison/contracts/payment-request";
import type { Actor } from "@maison/domain/actor/actor";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { PaymentGateway, PaymentSource } from "../../platform/payments/payment-gateway.ts";
import { PAYMENT_REQUEST_BINDING } from "./payment-request-binding.ts";
import type { PaymentRequestRow } from "./payment-requests.table.ts";

export interface PaymentRequestInput {
  customerId: string;
  amountCents: number;
  purpose: PaymentRequestPurpose;
  /** What it pays for, in the creating module's terms; with the purpose, at most one open request each. */
  reference: string;
  description: string;
  /** The customer's page for what it pays (`/my-account/loan-program`…), linked once paid. */
  returnPath: string;
}

/** The payload of `payment_request.paid`, beside the transition's own fields. */
export interface PaymentRequestPaid {
  id: string;
  purpose: PaymentRequestPurpose;
  reference: string;
  customerId: string;
  amountCents: number;
}

const notFound = () => new DomainError("not_found", PaymentRequestErrorCode.enum.payment_request_not_found, "We couldn't find this payment.");
const closed = (row: PaymentRequestRow) =>
  new DomainError(
    "conflict",
    PaymentRequestErrorCode.enum.payment_request_closed,
    row.state === "paid" ? "This payment has already been made." : "This payment is no longer due.",
  );

const toSource = (payment: PaymentInput): PaymentSource =>
  payment.kind === "card"
    ? { kind: "card", number: payment.number.replaceAll(" ", ""), expMonth: payment.exp_month, expYear: payment.exp_year, cvc: payment.cvc, name: payment.name }
    : { kind: "token", token: payment.token };

/**
 * Charges outside the cart (decision 052): a module asks for an amount with a purpose and a reference;
 * the customer pays it by card at `/pay/{token}`; paying publishes `payment_request.paid` in the
 * transaction that records it, so what the charge was for moves with the payment. The card is
 * authorised outside any transaction (the gateway is another system), the request moves `open → paid`
 * by the guarded transition, then the payment is captured; an attempt that loses the race to another
 * has its authorisation voided. A retry with the attempt's Idempotency-Key answers the same.
 */
export class PaymentRequestService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transitions: Transitions,
    private readonly gateway: PaymentGateway,
    private readonly publicBaseUrl: string,
  ) {}

  /** Opens a request, or returns the open one for the same purpose and reference. */
  async create(actor: Actor, input: PaymentRequestInput, tx?: Tx): Promise<PaymentRequestView> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new Error(`A payment request needs a positive amount in cents, not ${input.amountCents}`);
    const run = async (t: Tx) => {
      const open = await t.db
        .selectFrom("payment_requests")
        .selectAll()
        .where("purpose", "=", input.purpose)
        .where("reference", "=", input.reference)
        .where("state", "=", "open")
        .executeTakeFirst();
      if (open) return this.view(open);
      const id = newId("preq");
      const now = this.clock.now().toISOString();
      const row = {
        id,
        token: randomBytes(18).toString("base64url"),
        user_id: input.customerId,
        purpose: input.purpose,
        reference: input.reference,
        description: input.description,
        amount_cents: input.amountCents,
        return_path: input.returnPath,
        state: "open" as const,
        payment_reference: null,
        card_brand: null,
        card_last4: null,
        paid_key: null,
        paid_at: null,
        created_at: now,
        updated_at: now,
      };
      await t.db.insertInto("payment_requests").values(row).execute();
      await this.transitions.created(t, PAYMENT_REQUEST_BINDING.lifecycle, id, "open", actor, {
        emits: "payment_request.opened",
        data: { purpose: input.purpose, reference: input.reference, amount_cents: input.amountCents },
      });
      return this.view(row);
    };
    return tx ? run(tx) : inTransaction(this.db, run);
  }

  /** Withdraws an open request (what it was for no longer applies); a paid one stays paid. */
  async cancel(actor: Actor, id: string, tx?: Tx): Promise<void> {
    const run = async (t: Tx) => {
      const row = await t.db.selectFrom("payment_requests").select("state").where("id", "=", id).executeTakeFirst();
      if (row?.state !== "open") return;
      await this.transitions.apply(t, PAYMENT_REQUEST_BINDING, id, "cancel", actor, { expectFrom: "open" });
    };
    return tx ? run(tx) : inTransaction(this.db, run);
  }

  /** The open request of a purpose and reference, if any (a module's view of what is still to pay). */
  async openFor(purpose: PaymentRequestPurpose, reference: string, tx?: Tx): Promise<PaymentRequestView | null> {
    const row = await (tx?.db ?? this.db.kysely)
      .selectFrom("payment_requests")
      .selectAll()
      .where("purpose", "=", purpose)
      .where("reference", "=", reference)
      .where("state", "=", "open")
      .executeTakeFirst();
    return row ? this.view(row) : null;
  }

  /** The customer's own request by its page token; anyone else's is not found. */
  async get(userId: string, token: string): Promise<PaymentRequestView> {
    return this.view(await this.own(userId, token));
  }

  /** Pays an open request by card, once, whatever the retries and races. */
  async pay(userId: string, actor: Actor, token: string, payment: PaymentInput, idempotencyKey: string): Promise<PaymentRequestView> {
    const request = await this.own(userId, token);
    if (request.state === "paid" && request.paid_key === idempotencyKey) {
      // A retry of the attempt that paid: finish its capture if the first try could not (idempotent).
      if (request.payment_reference) await this.gateway.capture(request.payment_reference, `capture:${request.id}`);
      return this.view(request);
    }
    if (request.state !== "open") throw closed(request);

    const authorisation = await this.gateway.authorize({
      amountCents: request.amount_cents,
      currency: "USD",
      source: toSource(payment),
      idempotencyKey: `payment-request:${request.id}:${idempotencyKey}`,
      description: `Maison: ${request.description}`,
    });
    if (authorisation.status === "declined") throw new DomainError("unprocessable", paymentDeclinedCode(authorisation.code), authorisation.message, "payment");

    const won = await inTransaction(this.db, async (tx) => {
      const current = await tx.db.selectFrom("payment_requests").select("state").where("id", "=", request.id).executeTakeFirstOrThrow();
      if (current.state !== "open") return false;
      const paid: PaymentRequestPaid = { id: request.id, purpose: request.purpose, reference: request.reference, customerId: request.user_id, amountCents: request.amount_cents };
      await this.transitions.apply(tx, PAYMENT_REQUEST_BINDING, request.id, "pay", actor, {
        expectFrom: "open",
        set: { payment_reference: authorisation.reference, card_brand: authorisation.brand, card_last4: authorisation.last4, paid_key: idempotencyKey, paid_at: this.clock.now().toISOString() },
        data: { ...paid },
      });
      return true;
    }).catch(async (error: unknown) => {
      await this.releaseUnlessKept(request.id, authorisation.reference);
      throw error;
    });
    if (!won) {
      await this.releaseUnlessKept(request.id, authorisation.reference);
      const final = await this.own(userId, token);
      if (final.state === "paid" && final.paid_key === idempotencyKey) return this.view(final);
      throw closed(final);
    }
    await this.gateway.capture(authorisation.reference, `capture:${request.id}`);
    return this.view(await this.own(userId, token));
  }

  /**
   * Voids an authorisation that did not pay the request, unless it is the one that did: two attempts
   * under the same key get the same authorisation from the gateway, and the loser must not void it.
   */
  private async releaseUnlessKept(id: string, reference: string): Promise<void> {
    const row = await this.db.kysely.selectFrom("payment_requests").select("payment_reference").where("id", "=", id).executeTakeFirst();
    if (row?.payment_reference !== reference) await this.gateway.void(reference, `void:${reference}`);
  }

  private async own(userId: string, token: string): Promise<PaymentRequestRow> {
    const row = await this.db.kysely.selectFrom("payment_requests").selectAll().where("token", "=", token).executeTakeFirst();
    if (!row || row.user_id !== userId) throw notFound();
    return row;
  }

  private view(row: PaymentRequestRow): PaymentRequestView {
    return {
      id: row.id,
      token: row.token,
      purpose: row.purpose,
      reference: row.reference,
      description: row.description,
      amount_cents: row.amount_cents,
      state: row.state,
      checkout_web_url: `${this.publicBaseUrl}/pay/${row.token}`,
      return_path: row.return_path,
      card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
      paid_at: row.paid_at,
      created_at: row.created_at,
    };
  }
}
