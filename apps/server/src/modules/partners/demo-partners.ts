import type { Db } from "../../db/database.ts";

/** The demo's partners: a department store and a boutique whose codes sellers can try. */
export const DEMO_PARTNERS = [
  { code: "BERGDORF10", name: "Bergdorf Personal Shopping", kind: "department_store" },
  { code: "ATELIERSOHO", name: "Atelier SoHo", kind: "boutique" },
] as const;

export async function seedDemoPartners(db: Db, now: Date): Promise<void> {
  for (const partner of DEMO_PARTNERS) {
    await db.kysely.insertInto("partners").values({ ...partner, created_at: now.toISOString(), user_id: null, contact_name: "", phone: "", locations: "[]" }).onConflict((oc) => oc.column("code").doNothing()).execute();
  }
}
