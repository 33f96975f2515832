import { inTransaction } from "../../src/db/transaction.ts";
import type { TestApp } from "../support/test-app.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

let sequence = 0;

/** A signed-in user; with `membership` an active (or other status) membership row is written first. */
export async function createShopper(t: TestApp, membership?: "active" | "active_initial_access" | "cancelled"): Promise<SignedInUser> {
  sequence += 1;
  const id = `usr_catalog${String(sequence).padStart(4, "0")}${membership ?? "none"}`;
  const user = await createSignedInUser(t, { id, email: `catalog-${sequence}-${membership ?? "none"}@maison.test` });
  if (membership) {
    const now = t.clock.now().toISOString();
    await inTransaction(t.context.db, (tx) =>
      tx.db
        .insertInto("memberships")
        .values({ id: `mem_${id}`, user_id: id, status: membership, plan_amount_cents: 50_00, billing_cycle: "monthly", started_at: now, created_at: now })
        .execute(),
    );
  }
  return user;
}
