import { createHash } from "node:crypto";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { BankAccountDetails, PayoutProvider, TransferRequest, TransferResult } from "./payout-provider.ts";

/** Test accounts ending in these digits behave as their names say (like the test gateway's cards). */
export const TEST_ACCOUNT_OUTCOMES = { "0000": "The bank account is closed.", "1111": "The account holder's name does not match the bank's records." } as const;

/**
 * Test accounts whose transfers are taken (`sent`) and resolve when asked later: ending 2222 bounces
 * (the bank returns it), 3333 settles.
 */
export const TEST_ACCOUNT_LATER = { "2222": "The bank returned the transfer: the account is frozen.", "3333": null } as const;

/**
 * The built-in payout provider: bank transfers settle at once unless the account number ends in one of
 * the failing test endings; mailed checks are `sent`. Kept in the database so it survives restarts and
 * can be inspected; the same idempotency key answers the same result.
 */
export class TestPayoutProvider implements PayoutProvider {
  readonly name = "test";

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async registerBankAccount(details: BankAccountDetails): Promise<{ token: string; last4: string }> {
    const token = newId("tpr");
    const last4 = details.accountNumber.slice(-4);
    const fingerprint = createHash("sha256").update(`${details.routingNumber}:${details.accountNumber}`).digest("hex");
    await this.db.kysely
      .insertInto("test_payout_recipients")
      .values({ token, routing_number: details.routingNumber, account_last4: last4, account_fingerprint: fingerprint, created_at: this.clock.now().toISOString() })
      .execute();
    return { token, last4 };
  }

  async transfer(request: TransferRequest): Promise<TransferResult> {
    const outcome = await this.judge(request.recipient);
    await this.db.kysely
      .insertInto("test_payout_transfers")
      .values({
        id: newId("tpt"),
        idempotency_key: request.idempotencyKey,
        recipient: request.recipient,
        amount_cents: request.amountCents,
        status: outcome.status,
        failure_reason: outcome.status === "failed" ? outcome.reason : null,
        created_at: this.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
    const stored = await this.db.kysely.selectFrom("test_payout_transfers").selectAll().where("idempotency_key", "=", request.idempotencyKey).executeTakeFirstOrThrow();
    if (stored.status === "failed") return { status: "failed", reason: stored.failure_reason ?? "The transfer failed." };
    return { status: stored.status as "sent" | "settled", reference: stored.id };
  }

  async status(reference: string): Promise<TransferResult> {
    const stored = await this.db.kysely.selectFrom("test_payout_transfers").selectAll().where("id", "=", reference).executeTakeFirst();
    if (!stored) return { status: "failed", reason: "The provider does not know this transfer." };
    if (stored.status === "sent" && !stored.recipient.startsWith("check:")) {
      const row = await this.db.kysely.selectFrom("test_payout_recipients").select("account_last4").where("token", "=", stored.recipient).executeTakeFirst();
      const later = row ? TEST_ACCOUNT_LATER[row.account_last4 as keyof typeof TEST_ACCOUNT_LATER] : undefined;
      if (later !== undefined) {
        await this.db.kysely
          .updateTable("test_payout_transfers")
          .set({ status: later === null ? "settled" : "failed", failure_reason: later })
          .where("id", "=", reference)
          .where("status", "=", "sent")
          .execute();
      }
    }
    const now = await this.db.kysely.selectFrom("test_payout_transfers").selectAll().where("id", "=", reference).executeTakeFirstOrThrow();
    if (now.status === "failed") return { status: "failed", reason: now.failure_reason ?? "The transfer bounced." };
    return { status: now.status as "sent" | "settled", reference: now.id };
  }

  private async judge(recipient: string): Promise<{ status: "sent" | "settled" } | { status: "failed"; reason: string }> {
    if (recipient.startsWith("check:")) return { status: "sent" };
    const row = await this.db.kysely.selectFrom("test_payout_recipients").select("account_last4").where("token", "=", recipient).executeTakeFirst();
    if (!row) return { status: "failed", reason: "The bank account is unknown to the provider." };
    const failure = TEST_ACCOUNT_OUTCOMES[row.account_last4 as keyof typeof TEST_ACCOUNT_OUTCOMES];
    if (failure) return { status: "failed", reason: failure };
    return row.account_last4 in TEST_ACCOUNT_LATER ? { status: "sent" } : { status: "settled" };
  }
}
