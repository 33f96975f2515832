import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../src/db/transaction.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { driftedAccounts, giftCard, holdInOwnTransaction, unbalancedTransactions } from "../support/wallet-fixtures.ts";
import { createSignedInUser } from "./account-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const wallet = () => t.context.services.wallet;

describe("gift cards in the ledger", () => {
  it("issues a 16-character card found by its full code, case-insensitively, showing only the last 4", async () => {
    const card = await giftCard(t, 25_000);
    expect(card.code).toMatch(/^[A-Z0-9]{16}$/);
    const found = await wallet().findGiftCardByCode(` ${card.code.toLowerCase().slice(0, 8)}-${card.code.slice(8)} `);
    expect(found).toEqual({ id: card.id, lastCharacters: card.code.slice(-4), availableCents: 25_000, giftForYou: false, ownerUserId: null, spendable: true });
    expect(await wallet().findGiftCardByCode("ZZZZZZZZZZZZZZZZ")).toBeNull();
    expect(await wallet().findGiftCardByCode("short")).toBeNull();
  });

  it("never stores a code in the clear", async () => {
    const card = await giftCard(t, 1_000);
    const row = await t.context.db.kysely.selectFrom("wallet_accounts").selectAll().where("id", "=", card.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(card.code);
    expect(row.code_sealed).toBeNull();
  });

  it("issuing twice with one key makes one card and one movement", async () => {
    const input = { amountCents: 5_000, idempotencyKey: "issue-once", reference: "test" };
    const first = await wallet().issueGiftCard(input);
    const second = await wallet().issueGiftCard(input);
    expect(second.summary.id).toBe(first.summary.id);
    expect(second.summary.availableCents).toBe(5_000);
    expect(second.code).toBeNull();
    await expect(wallet().issueGiftCard({ ...input, amountCents: 6_000 })).rejects.toMatchObject({ code: "idempotency_key_reused" });
  });

  it("hold → post debits the card; hold → release gives the amount back; both are idempotent", async () => {
    const card = await giftCard(t, 10_000);
    const hold = await holdInOwnTransaction(t, card.id, 4_000, "order-1");
    expect((await wallet().findGiftCardById(card.id))?.availableCents).toBe(6_000);
    await inTransaction(t.context.db, (tx) => wallet().post(tx, hold.holdId));
    await inTransaction(t.context.db, (tx) => wallet().post(tx, hold.holdId));
    expect((await wallet().findGiftCardById(card.id))?.availableCents).toBe(6_000);
    await expect(inTransaction(t.context.db, (tx) => wallet().release(tx, hold.holdId))).rejects.toMatchObject({ code: "wallet_hold_posted" });

    const second = await holdInOwnTransaction(t, card.id, 6_000, "order-2");
    expect((await wallet().findGiftCardById(card.id))?.availableCents).toBe(0);
    await inTransaction(t.context.db, (tx) => wallet().release(tx, second.holdId));
    await inTransaction(t.context.db, (tx) => wallet().release(tx, second.holdId));
    expect((await wallet().findGiftCardById(card.id))?.availableCents).toBe(6_000);
    await expect(inTransaction(t.context.db, (tx) => wallet().post(tx, second.holdId))).rejects.toMatchObject({ code: "wallet_hold_released" });
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);
  });

  it("the key of a released hold is not reused for a new hold", async () => {
    const card = await giftCard(t, 1_000);
    const hold = await holdInOwnTransaction(t, card.id, 400, "released-key");
    await inTransaction(t.context.db, (tx) => wallet().release(tx, hold.holdId));
    await expect(holdInOwnTransaction(t, card.id, 400, "released-key")).rejects.toMatchObject({ code: "wallet_hold_released" });
    await expect(holdInOwnTransaction(t, card.id, 500, "released-key")).rejects.toMatchObject({ code: "idempotency_key_reused" });
    expect((await wallet().findGiftCardById(card.id))?.availableCents).toBe(1_000);
  });

  it("releases holds abandoned before a cut-off time, and only those", async () => {
    const card = await giftCard(t, 1_000);
    const old = await holdInOwnTransaction(t, card.id, 300, "abandoned-1");
    const posted = await holdInOwnTransaction(t, card.id, 200, "abandoned-posted");
    await inTransaction(t.context.db, (tx) => wallet().post(tx, posted.holdId));
    t.clock.advance(60 * 60_000);
    const cutoff = t.clock.now().toISOString();
    const fresh = await holdInOwnTransaction(t, card.id, 100, "abandoned-fresh");
    expect(await wallet().releaseStaleHolds(cutoff)).toBeGreaterThanOrEqual(1);
    expect((await wallet().transaction(old.holdId))?.state).toBe("voided");
    expect((await wallet().transaction(posted.holdId))?.state).toBe("posted");
    expect((await wallet().transaction(fresh.holdId))?.state).toBe("pending");
    expect((await wallet().findGiftCardById(card.id))?.availableCents).toBe(700);
    expect(await driftedAccounts(t)).toEqual([]);
  });

  it("refuses a hold above the available balance and changes nothing", async () => {
    const card = await giftCard(t, 3_000);
    await holdInOwnTransaction(t, card.id, 2_000, "small-1");
    await expect(holdInOwnTransaction(t, card.id, 1_001, "small-2")).rejects.toMatchObject({ code: "insufficient_funds" });
    expect((await wallet().findGiftCardById(card.id))?.availableCents).toBe(1_000);
    expect(await wallet().transaction("nope")).toBeNull();
    const keyed = await t.context.db.kysely.selectFrom("wallet_transactions").select("id").where("idempotency_key", "=", "small-2").execute();
    expect(keyed).toEqual([]);
  });

  it("a refused hold caught inside a committed transaction leaves no trace", async () => {
    const card = await giftCard(t, 500);
    await inTransaction(t.context.db, async (tx) => {
      await expect(wallet().hold(tx, card.id, 501, "caught-1", "test")).rejects.toMatchObject({ code: "insufficient_funds" });
    });
    const keyed = await t.context.db.kysely.selectFrom("wallet_transactions").select("id").where("idempotency_key", "=", "caught-1").execute();
    expect(keyed).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);
  });

  it("refuses bad amounts with a 4xx error naming the field", async () => {
    const card = await giftCard(t, 500);
    for (const amount of [0, -5, 1.5]) {
      await expect(holdInOwnTransaction(t, card.id, amount, `bad-${amount}`)).rejects.toMatchObject({ code: "invalid_amount", kind: "invalid", field: "amountCents" });
    }
    await expect(holdInOwnTransaction(t, "wac_missing", 100, "bad-card")).rejects.toMatchObject({ code: "gift_card_not_found" });
  });

  it("a disabled card stays readable but cannot be spent", async () => {
    const card = await giftCard(t, 2_000);
    await t.context.db.kysely.updateTable("wallet_accounts").set({ status: "disabled" }).where("id", "=", card.id).execute();
    expect((await wallet().findGiftCardByCode(card.code))?.spendable).toBe(false);
    await expect(holdInOwnTransaction(t, card.id, 100, "disabled-1")).rejects.toMatchObject({ code: "gift_card_not_spendable" });
  });

  it("the database itself refuses a negative balance or holds above it", async () => {
    const card = await giftCard(t, 1_000);
    await expect(
      t.context.db.kysely.updateTable("wallet_accounts").set({ posted_balance: -1 }).where("id", "=", card.id).execute(),
    ).rejects.toThrow();
    await expect(
      t.context.db.kysely.updateTable("wallet_accounts").set({ held_amount: 1_001 }).where("id", "=", card.id).execute(),
    ).rejects.toThrow();
  });
});

describe("store credit and points", () => {
  it("credits a user's store credit on one card per purpose; the same key credits once", async () => {
    const user = await createSignedInUser(t, { id: "usr_credit_a", email: "credit-a@maison.test" });
    const first = await wallet().creditStoreCredit({ userId: user.id, amountCents: 10_000, idempotencyKey: "sc-1", reference: "test" });
    const again = await wallet().creditStoreCredit({ userId: user.id, amountCents: 10_000, idempotencyKey: "sc-1", reference: "test" });
    const more = await wallet().creditStoreCredit({ userId: user.id, amountCents: 2_500, idempotencyKey: "sc-2", reference: "test" });
    expect(again.code).toBe(first.code);
    expect(more.summary).toMatchObject({ id: first.summary.id, availableCents: 12_500, ownerUserId: user.id });
    expect(await wallet().walletCodesOf(user.id)).toEqual([{ code: first.code, summary: more.summary }]);
    expect(await unbalancedTransactions(t)).toEqual([]);
  });

  it("points are granted once per key and spent through holds on the points account", async () => {
    const user = await createSignedInUser(t, { id: "usr_points_a", email: "points-a@maison.test" });
    expect(await wallet().pointsOf(user.id)).toBe(0);
    await wallet().creditPoints({ userId: user.id, points: 1_200, idempotencyKey: "pts-1", reference: "test" });
    await wallet().creditPoints({ userId: user.id, points: 1_200, idempotencyKey: "pts-1", reference: "test" });
    expect(await wallet().pointsOf(user.id)).toBe(1_200);
    const account = await wallet().pointsAccountOf(user.id);
    const hold = await holdInOwnTransaction(t, account, 1_000, "pts-spend");
    expect(await wallet().pointsOf(user.id)).toBe(200);
    await inTransaction(t.context.db, (tx) => wallet().post(tx, hold.holdId));
    expect(await wallet().pointsOf(user.id)).toBe(200);
    await expect(holdInOwnTransaction(t, account, 201, "pts-spend-2")).rejects.toMatchObject({ code: "insufficient_funds" });
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);
  });
});
