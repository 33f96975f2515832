import type { Db } from "../../db/database.ts";
import { existingDemoAccounts } from "../identity/demo-accounts.ts";

/** The demo member's plan as the accounts are made: $50 a month, active (demo-membership.ts then makes it a $100 subscription). */
export const DEMO_MEMBERSHIP = { id: "mbr_demo_member", planAmountCents: 50_00, billingCycle: "monthly", status: "active" } as const;

const DAY_MS = 86_400_000;

/**
 * Makes the demo member account a member (spec 1 §4: an active membership), a member for 90 days.
 * Runs right after the demo accounts are made; a membership already there is left alone.
 */
export async function seedDemoMemberRole(db: Db, now: Date): Promise<void> {
  const member = (await existingDemoAccounts(db)).find((a) => a.role === "member");
  if (!member) return;
  const existing = await db.kysely.selectFrom("memberships").select("id").where("id", "=", DEMO_MEMBERSHIP.id).executeTakeFirst();
  if (existing) return;
  const memberSince = new Date(now.getTime() - 90 * DAY_MS).toISOString();
  await db.kysely
    .insertInto("memberships")
    .values({
      id: DEMO_MEMBERSHIP.id,
      user_id: member.userId,
      status: DEMO_MEMBERSHIP.status,
      plan_amount_cents: DEMO_MEMBERSHIP.planAmountCents,
      billing_cycle: DEMO_MEMBERSHIP.billingCycle,
      started_at: memberSince,
      created_at: memberSince,
    })
    .execute();
}
