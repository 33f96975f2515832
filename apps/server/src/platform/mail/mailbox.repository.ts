import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { MailboxMessageTable } from "./mail.table.ts";

export type MailboxRow = Selectable<MailboxMessageTable>;

export async function insertMailboxMessage(db: Kysely<Database>, row: Insertable<MailboxMessageTable>): Promise<void> {
  await db.insertInto("mailbox_messages").values(row).execute();
}

/** The newest messages first; `recipients` (any of, case-insensitive) narrows them to one address or phone. */
export async function listMailboxMessages(
  db: Kysely<Database>,
  filter: { recipients?: readonly string[]; limit: number },
): Promise<MailboxRow[]> {
  let query = db.selectFrom("mailbox_messages").selectAll();
  const recipients = filter.recipients?.map((r) => r.toLowerCase());
  if (recipients && recipients.length > 0) query = query.where((eb) => eb(eb.fn("lower", ["recipient"]), "in", recipients));
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(filter.limit).execute();
}

export async function deleteMailboxMessages(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("mailbox_messages").executeTakeFirst();
  return Number(result.numDeletedRows);
}
