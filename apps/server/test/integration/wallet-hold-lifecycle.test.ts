import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@maison/domain/actor/actor";
import { isDomainError } from "@maison/domain/shared/domain-error";
import { inTransaction } from "../../src/db/transaction.ts";
import type { DomainEvent } from "../../src/platform/events/domain-events.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { driftedAccounts, giftCard, holdInOwnTransaction, unbalancedTransactions } from "../support/wallet-fixtures.ts";

/** Wallet holds (pending → posted | voided) move through the transition helper: guarded, audited, published. */
let t: TestApp;
const published: DomainEvent[] = [];
const staff: Actor = { kind: "staff", id: "usr_staff_payouts", capabilities: ["payouts"], steppedUpAt: null };

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ["wallet_hold.posted", "wallet_hold.voided"]) {
    t.context.events.subscribeInTransaction(name, "test", async (_tx, event) => void published.push(event));
  }
});
afterAll(async () => {
  await t.close();
});

const wallet = () => t.context.services.wallet;
const post = (holdId: string, actor?: Actor) => inTransaction(t.context.db, (tx) => wallet().post(tx, holdId, actor));
const release = (holdId: string, actor?: Actor) => inTransaction(t.context.db, (tx) => wallet().release(tx, holdId, actor));

const auditOf = (holdId: string) =>
  t.context.db.kysely
    .selectFrom("audit_events")
    .select(["lifecycle", "event", "from_state", "to_state", "actor_kind", "actor_id"])
    .where("subject_type", "=", "wallet_hold")
    .where("subject_id", "=", holdId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

async function snapshot(cardId: string, holdId: string) {
  const account = await t.context.db.kysely.selectFrom("wallet_accounts").select(["posted_balance", "held_amount"]).where("id", "=", cardId).executeTakeFirstOrThrow();
  const hold = await t.context.db.kysely.selectFrom("wallet_transactions").select(["state", "posted_at", "voided_at"]).where("id", "=", holdId).executeTakeFirstOrThrow();
  return { posted: Number(account.posted_balance), held: Number(account.held_amount), ...hold };
}

const outcome = (result: PromiseSettledResult<unknown>) =>
  result.status === "fulfilled" ? "ok" : isDomainError(result.reason) ? `${result.reason.kind}:${result.reason.code}` : String(result.reason);

describe("a wallet hold's transitions", () => {
  it("posting writes one audit row with its actor and publishes wallet_hold.posted; posting again is a no-op", async () => {
    const card = await giftCard(t, 500_00);
    const hold = await holdInOwnTransaction(t, card.id, 120_00, "lifecycle-post");
    await post(hold.holdId, staff);
    await post(hold.holdId, staff);
    expect(await auditOf(hold.holdId)).toEqual([
      { lifecycle: "wallet_hold", event: "post", from_state: "pending", to_state: "posted", actor_kind: "staff", actor_id: staff.id },
    ]);
    expect(await snapshot(card.id, hold.holdId)).toMatchObject({ posted: 380_00, held: 0, state: "posted", posted_at: t.clock.now().toISOString(), voided_at: null });
    const events = published.filter((e) => e.payload.subjectId === hold.holdId);
    expect(events.map((e) => e.name)).toEqual(["wallet_hold.posted"]);
    expect(events[0]?.payload).toMatchObject({ from: "pending", to: "posted", actor: { kind: "staff", id: staff.id }, accountId: card.id, amount: 120_00 });
  });

  it("releasing without an actor records the system, named after the module that placed the hold", async () => {
    const card = await giftCard(t, 500_00);
    const hold = await holdInOwnTransaction(t, card.id, 80_00, "checkout:cart-token:key:att_1:card");
    await release(hold.holdId);
    expect(await auditOf(hold.holdId)).toEqual([
      { lifecycle: "wallet_hold", event: "void", from_state: "pending", to_state: "voided", actor_kind: "system", actor_id: "checkout.wallet_hold" },
    ]);
    expect(await snapshot(card.id, hold.holdId)).toMatchObject({ posted: 500_00, held: 0, state: "voided" });
    expect(published.filter((e) => e.payload.subjectId === hold.holdId).map((e) => e.name)).toEqual(["wallet_hold.voided"]);
  });

  it("refuses to post a voided hold with a typed 409 and changes nothing", async () => {
    const card = await giftCard(t, 500_00);
    const hold = await holdInOwnTransaction(t, card.id, 200_00, "lifecycle-voided");
    await release(hold.holdId, staff);
    const before = await snapshot(card.id, hold.holdId);
    const refusal = await post(hold.holdId, staff).catch((error: unknown) => error);
    expect(isDomainError(refusal)).toBe(true);
    expect(refusal).toMatchObject({ kind: "conflict", code: "wallet_hold_released" });
    expect(await snapshot(card.id, hold.holdId)).toEqual(before);
    expect((await auditOf(hold.holdId)).map((a) => a.event)).toEqual(["void"]);
    expect(published.filter((e) => e.payload.subjectId === hold.holdId).map((e) => e.name)).toEqual(["wallet_hold.voided"]);
  });

  it("posts of one hold at once: exactly one moves it (one audit row, one debit), the others find it posted", async () => {
    for (let round = 0; round < 4; round++) {
      const card = await giftCard(t, 500_00);
      const hold = await holdInOwnTransaction(t, card.id, 150_00, `lifecycle-race-post-${round}`);
      const results = await Promise.allSettled([post(hold.holdId, staff), post(hold.holdId), post(hold.holdId, staff), post(hold.holdId)]);
      expect(results.map(outcome)).toEqual(["ok", "ok", "ok", "ok"]);
      expect((await auditOf(hold.holdId)).map((a) => `${a.event}:${a.to_state}`)).toEqual(["post:posted"]);
      expect(await snapshot(card.id, hold.holdId)).toMatchObject({ posted: 350_00, held: 0, state: "posted" });
    }
    expect(await driftedAccounts(t)).toEqual([]);
    expect(await unbalancedTransactions(t)).toEqual([]);
  });

  it("a post and a release of one hold at once: exactly one wins, the other is a typed 409", async () => {
    for (let round = 0; round < 4; round++) {
      const card = await giftCard(t, 500_00);
      const hold = await holdInOwnTransaction(t, card.id, 100_00, `lifecycle-race-both-${round}`);
      const results = await Promise.allSettled([post(hold.holdId, staff), release(hold.holdId, staff)]);
      const outcomes = results.map(outcome);
      expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "conflict:wallet_hold_released" || o === "conflict:wallet_hold_posted")).toHaveLength(1);
      const audit = await auditOf(hold.holdId);
      expect(audit).toHaveLength(1);
      const won = audit[0]!.to_state;
      expect(await snapshot(card.id, hold.holdId)).toMatchObject(won === "posted" ? { posted: 400_00, held: 0, state: "posted" } : { posted: 500_00, held: 0, state: "voided" });
    }
    expect(await driftedAccounts(t)).toEqual([]);
  });
});
