import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "../support/test-app.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

let sequence = 0;

/** A signed-in shopper with a fresh id and e-mail; `b2b` and `member` add those roles. */
export async function shopper(t: TestApp, options: { firstName?: string; b2b?: boolean; member?: boolean } = {}): Promise<SignedInUser> {
  sequence += 1;
  const id = `usr_fav${String(sequence).padStart(4, "0")}${Math.random().toString(36).slice(2, 8)}`;
  const user = await createSignedInUser(t, { id, email: `${id}@maison.test`, firstName: options.firstName ?? "Ines" });
  if (options.b2b) await t.context.db.kysely.updateTable("users").set({ is_b2b: 1 }).where("id", "=", id).execute();
  if (options.member) {
    const now = t.clock.now().toISOString();
    await t.context.db.kysely
      .insertInto("memberships")
      .values({ id: `mbr_${id}`, user_id: id, status: "active", plan_amount_cents: 100_00, billing_cycle: "monthly", started_at: now, created_at: now })
      .execute();
  }
  return user;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A request signed in as `user` (or as a visitor when `user` is null). */
export function call(t: TestApp, user: SignedInUser | null, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, ...(user && { headers: user.headers }), ...(payload !== undefined && { payload }) });
}

/** A product's stored favorites count and change stamp. */
export async function productCounters(t: TestApp, productId: string) {
  return t.context.db.kysely
    .selectFrom("products")
    .select(["favorites_count", "updated_at"])
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
}
