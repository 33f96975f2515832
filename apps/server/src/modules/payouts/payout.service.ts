import { PayoutErrorCode } from "@maison/contracts/payouts";
import type { Actor } from "@maison/domain/actor/actor";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import { PAYOUT_BINDING } from "./payout-binding.ts";
import type { PayoutProvider } from "./payout-provider.ts";
import type { PayoutProfileRow, PayoutRow } from "./payouts.table.ts";

export interface PayoutRequest {
  userId: string;
  profile: PayoutProfileRow;
  amountCents: number;
  /** What it pays for; with the key, the same request pays once. */
  reference: string;
  idempotencyKey: string;
}

/**
 * Sends cash to a seller through the payout port (decision 043): the payout is recorded `requested`,
 * the provider is asked (outside any transaction: it is another system), then the answer moves it to
 * `sent`, `settled` or `failed`. `onPaid` runs in the transaction that records a successful transfer,
 * so what the payout pays for moves with it. A retried request with the same key pays once.
 */
export class PayoutService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transitions: Transitions,
    private readonly provider: PayoutProvider,
  ) {}

  async pay(request: PayoutRequest, actor: Actor, onPaid: (tx: Tx, payout: PayoutRow) => Promise<void>): Promise<PayoutRow> {
    if (request.profile.provider_type === "sitecredit") throw new DomainError("invalid", PayoutErrorCode.enum.no_payout_profile, "Store credit is paid into the wallet, not sent.", "method");
    const payout = await this.requested(request, actor);
    if (payout.state === "failed") throw refused(payout);
    if (payout.state !== "requested") return payout;
    const recipient = request.profile.provider_type === "ach" ? (request.profile.recipient_token ?? "") : `check:${request.profile.check_address ?? ""}`;
    const result = await this.provider.transfer({ recipient, amountCents: request.amountCents, idempotencyKey: request.idempotencyKey });
    await inTransaction(this.db, async (tx) => {
      if (result.status === "failed") {
        await this.transitions.apply(tx, PAYOUT_BINDING, payout.id, "fail", actor, { expectFrom: "requested", reason: result.reason, set: { failure_reason: result.reason } });
        return;
      }
      await this.transitions.apply(tx, PAYOUT_BINDING, payout.id, result.status === "settled" ? "settle" : "send", actor, {
        expectFrom: "requested",
        set: { provider_reference: result.reference },
        data: { amount_cents: payout.amount_cents, reference: payout.reference },
      });
      await onPaid(tx, payout);
    });
    const final = await this.find(payout.id);
    if (final.state === "failed") throw refused(final);
    return final;
  }

  /**
   * Asks the provider where a `sent` payout is now and follows it: `settled`, or `failed` when it
   * bounced (with the bank's reason). Any other state, or a transfer still in flight, is answered as is.
   */
  async followUp(payoutId: string, actor: Actor): Promise<PayoutRow> {
    const payout = await this.find(payoutId);
    if (payout.state !== "sent" || !payout.provider_reference) return payout;
    const result = await this.provider.status(payout.provider_reference);
    if (result.status === "sent") return payout;
    await inTransaction(this.db, async (tx) => {
      if (result.status === "failed") {
        await this.transitions.apply(tx, PAYOUT_BINDING, payout.id, "fail", actor, { expectFrom: "sent", reason: result.reason, set: { failure_reason: result.reason } });
      } else {
        await this.transitions.apply(tx, PAYOUT_BINDING, payout.id, "settle", actor, { expectFrom: "sent", data: { amount_cents: payout.amount_cents, reference: payout.reference } });
      }
    }).catch(async (error: unknown) => {
      // A concurrent follow-up moved it first: the row says where it is.
      if ((await this.find(payout.id)).state === "sent") throw error;
    });
    return this.find(payout.id);
  }

  private async requested(request: PayoutRequest, actor: Actor): Promise<PayoutRow> {
    const existing = await this.db.kysely.selectFrom("payouts").selectAll().where("idempotency_key", "=", request.idempotencyKey).executeTakeFirst();
    if (existing) return existing;
    const id = newId("pay");
    const now = this.clock.now().toISOString();
    try {
      await this.insertRequested(id, now, request, actor);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.db.kysely.selectFrom("payouts").selectAll().where("idempotency_key", "=", request.idempotencyKey).executeTakeFirstOrThrow();
    }
    return this.find(id);
  }

  private async insertRequested(id: string, now: string, request: PayoutRequest, actor: Actor): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      await tx.db
        .insertInto("payouts")
        .values({ id, user_id: request.userId, profile_id: request.profile.id, amount_cents: request.amountCents, state: "requested", reference: request.reference, idempotency_key: request.idempotencyKey, provider_reference: null, failure_reason: null, created_at: now, updated_at: now })
        .execute();
      await this.transitions.created(tx, PAYOUT_BINDING.lifecycle, id, "requested", actor, { emits: "payout.requested", data: { amount_cents: request.amountCents, reference: request.reference } });
    });
  }

  private async find(id: string): Promise<PayoutRow> {
    return this.db.kysely.selectFrom("payouts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }
}

const refused = (payout: PayoutRow) =>
  new DomainError("unprocessable", PayoutErrorCode.enum.payout_refused, `The transfer was refused: ${payout.failure_reason ?? "no reason given"}`, "method");
