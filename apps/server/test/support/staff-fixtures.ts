import type { Capability } from "@maison/domain/actor/actor";
import { bearer, createUser, signIn, type TestUser } from "./identity-fixtures.ts";
import type { TestApp } from "./test-app.ts";

export interface SignedInUser extends TestUser {
  headers: { authorization: string };
}

/** A staff member holding `capabilities` (rows in staff_capabilities; is_staff follows them), signed in. */
export async function createStaff(t: TestApp, capabilities: readonly Capability[], options: { firstName?: string } = {}): Promise<SignedInUser> {
  const user = await createUser(t, options);
  const now = t.clock.now().toISOString();
  if (capabilities.length > 0) {
    await t.context.db.kysely
      .insertInto("staff_capabilities")
      .values(capabilities.map((capability) => ({ user_id: user.id, capability, granted_at: now, granted_by: "test" })))
      .execute();
    await t.context.db.kysely.updateTable("users").set({ is_staff: 1 }).where("id", "=", user.id).execute();
  }
  return { ...user, headers: bearer(await signIn(t.app, user.email, user.password)) };
}

/** A signed-in shopper, and a signed-in partner (a b2b partner account), for the console's 403 checks. */
export async function createOutsiders(t: TestApp): Promise<{ shopper: SignedInUser; partner: SignedInUser }> {
  const shopper = await createUser(t);
  const partner = await createUser(t);
  await t.context.db.kysely.updateTable("users").set({ is_b2b: 1, is_partner: 1 }).where("id", "=", partner.id).execute();
  return {
    shopper: { ...shopper, headers: bearer(await signIn(t.app, shopper.email, shopper.password)) },
    partner: { ...partner, headers: bearer(await signIn(t.app, partner.email, partner.password)) },
  };
}
