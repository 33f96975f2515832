import { CAPABILITIES, type Capability } from "@maison/domain/actor/actor";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { hashPassword } from "./password-hasher.ts";

/**
 * The shared password of every demo account. It is published in the README and printed at start,
 * so it protects nothing; it only needs to be long enough for the sign-in form and absent from
 * common-password lists.
 */
export const DEMO_PASSWORD = "maison-demo-2026";

export interface DemoAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "shopper" | "member" | "partner" | "staff";
  isB2b: boolean;
  isPartner: boolean;
  isStaff: boolean;
}

/** One account per role, so every part of the site can be tried without signing up. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: "usr_demo_shopper", email: "shopper@maison.test", firstName: "Sofia", lastName: "Laurent", role: "shopper", isB2b: false, isPartner: false, isStaff: false },
  { id: "usr_demo_member", email: "member@maison.test", firstName: "Margaux", lastName: "Delacroix", role: "member", isB2b: false, isPartner: false, isStaff: false },
  { id: "usr_demo_partner", email: "partner@maison.test", firstName: "Julien", lastName: "Moreau", role: "partner", isB2b: true, isPartner: true, isStaff: false },
  { id: "usr_demo_staff", email: "staff@maison.test", firstName: "Camille", lastName: "Bernard", role: "staff", isB2b: false, isPartner: false, isStaff: true },
];

const DAY_MS = 86_400_000;

/** What the demo staff account may do. */
export const DEMO_STAFF_CAPABILITIES: readonly Capability[] = CAPABILITIES.filter((c) => c !== "admin");

/**
 * The demo accounts this database has (matched by e-mail), each with its user's id here: how other
 * modules' demo data and the start banner find them without reading identity's tables.
 */
export async function existingDemoAccounts(db: Db): Promise<Array<DemoAccount & { userId: string }>> {
  const rows = await db.kysely
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "in", DEMO_ACCOUNTS.map((a) => a.email))
    .execute();
  const idByEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
  return DEMO_ACCOUNTS.flatMap((account) => {
    const userId = idByEmail.get(account.email);
    return userId === undefined ? [] : [{ ...account, userId }];
  });
}

/**
 * Creates the demo accounts that do not exist yet (matched by e-mail), and an active monthly
 * membership for the demo member. Running it again changes nothing. Returns the e-mails created.
 */
export async function seedDemoAccounts(db: Db, now: Date): Promise<string[]> {
  const taken = new Set((await existingDemoAccounts(db)).map((account) => account.email));
  const missing = DEMO_ACCOUNTS.filter((a) => !taken.has(a.email));
  if (missing.length === 0) return [];

  // Each account gets its own salt; hashing happens before the transaction so it holds no lock while it runs.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  const joined = new Date(now.getTime() - 120 * DAY_MS).toISOString();

  await inTransaction(db, async (tx) => {
    await tx.db
      .insertInto("users")
      .values(
        missing.map((a, i) => ({
          id: a.id,
          email: a.email,
          first_name: a.firstName,
          last_name: a.lastName,
          password_hash: hashes[i] as string,
          is_b2b: a.isB2b ? 1 : 0,
          is_partner: a.isPartner ? 1 : 0,
          is_staff: a.isStaff ? 1 : 0,
          created_at: joined,
          updated_at: joined,
          email_verified_at: joined,
        })),
      )
      .execute();
    // The demo staff member runs the whole back office: every capability but administering others.
    const staff = missing.filter((a) => a.isStaff);
    if (staff.length > 0) {
      await tx.db
        .insertInto("staff_capabilities")
        .values(staff.flatMap((a) => DEMO_STAFF_CAPABILITIES.map((capability) => ({ user_id: a.id, capability, granted_at: joined, granted_by: "seed" }))))
        .execute();
    }
  });
  return missing.map((a) => a.email);
}
