import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { PartnerLeadTable, PartnerTable } from "./partners.table.ts";

export type PartnerRow = Selectable<PartnerTable>;
export type PartnerLeadRow = Selectable<PartnerLeadTable>;

export async function findPartnerOfUser(db: Kysely<Database>, userId: string): Promise<PartnerRow | undefined> {
  return db.selectFrom("partners").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function partnerCodeTaken(db: Kysely<Database>, code: string): Promise<boolean> {
  return (await db.selectFrom("partners").select("code").where("code", "=", code).executeTakeFirst()) !== undefined;
}

export async function insertPartner(db: Kysely<Database>, row: Insertable<PartnerTable>): Promise<void> {
  await db.insertInto("partners").values(row).execute();
}

export async function insertLead(db: Kysely<Database>, row: Insertable<PartnerLeadTable>): Promise<void> {
  await db.insertInto("partner_leads").values(row).execute();
}

export async function listLeadsOf(db: Kysely<Database>, partnerCode: string): Promise<PartnerLeadRow[]> {
  return db.selectFrom("partner_leads").selectAll().where("partner_code", "=", partnerCode).orderBy("created_at", "desc").orderBy("id", "desc").limit(200).execute();
}
