import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { SocialIdentityTable } from "../identity.table.ts";

export type SocialIdentityRow = Selectable<SocialIdentityTable>;

export async function findSocialIdentity(
  db: Kysely<Database>,
  provider: string,
  providerUserId: string,
): Promise<SocialIdentityRow | undefined> {
  return db
    .selectFrom("social_identities")
    .selectAll()
    .where("provider", "=", provider)
    .where("provider_user_id", "=", providerUserId)
    .executeTakeFirst();
}

export async function insertSocialIdentity(db: Kysely<Database>, identity: SocialIdentityRow): Promise<void> {
  await db.insertInto("social_identities").values(identity).execute();
}

/** Keeps the address the provider last vouched for (the account's own e-mail does not change). */
export async function updateSocialIdentityEmail(
  db: Kysely<Database>,
  provider: string,
  providerUserId: string,
  email: string,
): Promise<void> {
  await db
    .updateTable("social_identities")
    .set({ email })
    .where("provider", "=", provider)
    .where("provider_user_id", "=", providerUserId)
    .execute();
}
