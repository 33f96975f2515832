import { DEFAULT_MEMBERSHIP_PLAN, findSpecialVariant } from "@maison/domain/cart/special-lines";
import { findPlan } from "@maison/domain/membership/plans";
import { createUser, signIn, bearer } from "./identity-fixtures.ts";
import { cartOf, completeCheckout, signedIn, TEST_CARD, type BuyerSession } from "./checkout-fixtures.ts";
import type { TestApp } from "./test-app.ts";

export const DAY_MS = 86_400_000;

export interface Member {
  id: string;
  email: string;
  password: string;
  headers: { authorization: string };
  buyer: BuyerSession;
}

/** A signed-in user (not a member yet). */
export async function shopper(t: TestApp): Promise<Member> {
  const user = await createUser(t);
  const headers = bearer(await signIn(t.app, user.email, user.password));
  const member = { id: user.id, email: user.email, headers };
  return { ...member, password: user.password, buyer: signedIn(member) };
}

/** Signs in again (sessions lapse while a test lives through months). */
export async function signInAgain(t: TestApp, who: Member): Promise<void> {
  who.headers = bearer(await signIn(t.app, who.email, who.password));
  who.buyer = signedIn(who);
}

/** Buys a membership plan through the cart and the hosted checkout with the test card; returns the cart token. */
export async function joinThroughCart(t: TestApp, who: Member, plan: { amount: number; cycle: "monthly" | "yearly" } = { amount: 50, cycle: "monthly" }, card = TEST_CARD): Promise<string> {
  const variant = findPlan(plan.amount, plan.cycle, { includeTestPlans: true }) ?? DEFAULT_MEMBERSHIP_PLAN;
  if (!findSpecialVariant(variant.variantId, { includeTestPlans: true })) throw new Error("no plan variant");
  // A membership on its own ships nothing: the checkout asks for no address or method.
  const token = await cartOf(t, [variant.variantId], who.buyer);
  // Joining on a plan that renews needs the buyer's consent to the recurring charge (decision 044).
  const response = await completeCheckout(t, token, who.buyer, { payment: card, subscription_consent: true });
  if (response.statusCode !== 200) throw new Error(`checkout answered ${response.statusCode}: ${response.body}`);
  return token;
}

export function rewardsCall(t: TestApp, method: "GET" | "POST" | "PUT", path: string, who: { headers: Record<string, string> } | null, payload?: unknown) {
  return t.app.inject({ method, url: `/api/v6/my-account/rewards_plus/${path}`, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export function shopPlusCall(t: TestApp, method: "GET" | "POST", path: string, who: { headers: Record<string, string> } | null, payload?: unknown) {
  return t.app.inject({ method, url: `/shop-plus/api/${path}`, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Every membership ledger row of a user, oldest first, as "kind amount" (cents). */
export async function ledgerLines(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.context.db.kysely.selectFrom("membership_ledger").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
  return rows.map((r) => `${r.kind} ${Number(r.amount_cents)}`);
}

/** The user's rewards store credit available now (cents). */
export async function rewardsBalance(t: TestApp, userId: string): Promise<number> {
  const row = await t.context.db.kysely.selectFrom("wallet_accounts").select(["posted_balance", "held_amount"]).where("owner_user_id", "=", userId).where("purpose", "=", "rewards").executeTakeFirst();
  return row ? Number(row.posted_balance) - Number(row.held_amount) : 0;
}

/** Moves the clock to `at` and runs every job due by then. */
export async function runUntil(t: TestApp, at: Date): Promise<void> {
  t.clock.set(at);
  await t.context.jobs.drain();
}
