import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { driftedAccounts, giftCard, holdInOwnTransaction, unbalancedTransactions } from "../support/wallet-fixtures.ts";

/** The guarded balance under concurrent checkouts: never below zero, exactly the affordable holds succeed. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const settled = (results: PromiseSettledResult<unknown>[]) => ({
  ok: results.filter((r) => r.status === "fulfilled").length,
  refused: results.filter((r) => r.status === "rejected" && (r.reason as { code?: string }).code === "insufficient_funds").length,
});

describe("gift card spent by concurrent checkouts", () => {
  it("two checkouts at once for the whole balance: one hold, the other refused", async () => {
    const card = await giftCard(t, 25_000);
    const results = await Promise.allSettled([0, 1].map((i) => holdInOwnTransaction(t, card.id, 25_000, `two-${i}`)));
    expect(settled(results)).toEqual({ ok: 1, refused: 1 });
    expect((await t.context.services.wallet.findGiftCardById(card.id))?.availableCents).toBe(0);
  });

  it("ten checkouts at once of $100 on a $250 card: exactly two holds succeed, $50 remains", async () => {
    const card = await giftCard(t, 25_000);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => holdInOwnTransaction(t, card.id, 10_000, `ten-${i}`)));
    expect(settled(results)).toEqual({ ok: 2, refused: 8 });
    const row = await t.context.db.kysely.selectFrom("wallet_accounts").selectAll().where("id", "=", card.id).executeTakeFirstOrThrow();
    expect({ posted: Number(row.posted_balance), held: Number(row.held_amount) }).toEqual({ posted: 25_000, held: 20_000 });
    expect(await driftedAccounts(t)).toEqual([]);
    expect(await unbalancedTransactions(t)).toEqual([]);
  });

  it("the same idempotency key ten times at once makes one hold", async () => {
    const card = await giftCard(t, 25_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => holdInOwnTransaction(t, card.id, 7_500, "same-key")));
    expect(new Set(results.map((r) => r.holdId)).size).toBe(1);
    expect((await t.context.services.wallet.findGiftCardById(card.id))?.availableCents).toBe(17_500);
    const rows = await t.context.db.kysely.selectFrom("wallet_transactions").select("id").where("idempotency_key", "=", "same-key").execute();
    expect(rows).toHaveLength(1);
    expect(await driftedAccounts(t)).toEqual([]);
  });
});
