import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existingDemoAccounts, seedDemoAccounts } from "../../src/modules/identity/demo-accounts.ts";
import { DEMO_GIFT_CARD, seedDemoWallet } from "../../src/modules/wallet/demo-wallet.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { giftCard, holdInOwnTransaction } from "../support/wallet-fixtures.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

/** The wallet facts of the storefront profile (spec 1 §3 User), from the user's own cards only. */
let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  a = await createSignedInUser(t, { id: "usr_wallet_a", email: "wallet-a@maison.test" });
  b = await createSignedInUser(t, { id: "usr_wallet_b", email: "wallet-b@maison.test" });
});
afterAll(async () => {
  await t.close();
});

const wallet = () => t.context.services.wallet;
const profileOf = async (user: SignedInUser) => {
  const response = await t.app.inject({ method: "GET", url: "/api/v6/my-account/", headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("wallet fields of the profile", () => {
  it("lists each of the user's codes under its purpose, with totals, points and the gift-for-you minimum", async () => {
    const rewards = await wallet().creditStoreCredit({ userId: a.id, amountCents: 150_000, purpose: "rewards", idempotencyKey: "a-rewards", reference: "test" });
    const credit = await wallet().creditStoreCredit({ userId: a.id, amountCents: 2_550, purpose: "credit", idempotencyKey: "a-credit", reference: "test" });
    const gfy = await wallet().creditStoreCredit({ userId: a.id, amountCents: 10_000, giftForYou: true, idempotencyKey: "a-gfy", reference: "test" });
    const owned = await giftCard(t, 5_000, { ownerUserId: a.id });
    await wallet().creditPoints({ userId: a.id, points: 1_234, idempotencyKey: "a-points", reference: "test" });

    const profile = await profileOf(a);
    expect({
      points: profile.points,
      loyalty_points_value: profile.loyalty_points_value,
      gfy_min_dollar_amount: profile.gfy_min_dollar_amount,
      wallet_gift_cards: [...profile.wallet_gift_cards].sort(),
      rewards_gift_cards: profile.rewards_gift_cards,
      rebag_credit_gift_cards: profile.rebag_credit_gift_cards,
      user_gift_card_total: profile.user_gift_card_total,
      user_gift_card_gfy_total: profile.user_gift_card_gfy_total,
    }).toEqual({
      points: 1_234,
      loyalty_points_value: 12.34,
      gfy_min_dollar_amount: 1000,
      wallet_gift_cards: [gfy.code, owned.code].sort(),
      rewards_gift_cards: [rewards.code],
      rebag_credit_gift_cards: [credit.code],
      user_gift_card_total: 1675.5,
      user_gift_card_gfy_total: 100,
    });
  });

  it("user A never sees B's codes, and B's profile holds only B's", async () => {
    const bCredit = await wallet().creditStoreCredit({ userId: b.id, amountCents: 4_000, idempotencyKey: "b-credit", reference: "test" });
    const profileA = await profileOf(a);
    const profileB = await profileOf(b);
    const codesOf = (p: Record<string, string[]>) => [...p.wallet_gift_cards!, ...p.rewards_gift_cards!, ...p.rebag_credit_gift_cards!];
    expect(codesOf(profileA)).not.toContain(bCredit.code);
    expect(JSON.stringify(profileA)).not.toContain(bCredit.code as string);
    expect(codesOf(profileB)).toEqual([bCredit.code]);
    expect(profileB.user_gift_card_total).toBe(40);
    expect(profileB.points).toBe(0);
  });

  it("held amounts leave the totals at once; spent-out cards leave the lists; bearer cards are never listed", async () => {
    const user = await createSignedInUser(t, { id: "usr_wallet_c", email: "wallet-c@maison.test" });
    const credit = await wallet().creditStoreCredit({ userId: user.id, amountCents: 10_000, idempotencyKey: "c-credit", reference: "test" });
    await giftCard(t, 9_999);
    await holdInOwnTransaction(t, credit.summary.id, 2_500, "c-hold");
    expect((await profileOf(user)).user_gift_card_total).toBe(75);
    await holdInOwnTransaction(t, credit.summary.id, 7_500, "c-hold-2");
    const profile = await profileOf(user);
    expect(profile.wallet_gift_cards).toEqual([]);
    expect(profile.user_gift_card_total).toBe(0);
  });

  it("an anonymous request gets no profile at all", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v6/my-account/" });
    expect(response.statusCode).toBe(401);
  });
});

describe("demo wallet", () => {
  it("seeds the $250 demo gift card and the demo accounts' credit and points, once", async () => {
    const now = t.clock.now();
    await seedDemoAccounts(t.context.db, now);
    await seedDemoWallet(t.context.db, now, t.context.env.sessionSecret, await existingDemoAccounts(t.context.db));
    await seedDemoWallet(t.context.db, now, t.context.env.sessionSecret, await existingDemoAccounts(t.context.db));

    const card = await wallet().findGiftCardByCode(DEMO_GIFT_CARD.code);
    expect(card).toMatchObject({ availableCents: 25_000, lastCharacters: DEMO_GIFT_CARD.code.slice(-4), ownerUserId: null, spendable: true });
    const member = await wallet().profileFacts("usr_demo_member");
    expect(member).toMatchObject({ points: 2_500, user_gift_card_total: 1500, rewards_gift_cards: [expect.stringMatching(/^[A-Z0-9]{16}$/)] });
    const shopper = await wallet().profileFacts("usr_demo_shopper");
    expect(shopper).toMatchObject({ points: 500, user_gift_card_total: 100 });
    expect(shopper.wallet_gift_cards).toHaveLength(1);
  });
});
