import type { ReferenceRates } from "@maison/domain/money/reference-rate";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ReferenceRateRow } from "./countries.table.ts";

export async function findReferenceRate(db: Kysely<Database>, currency: string): Promise<ReferenceRateRow | undefined> {
  return db.selectFrom("reference_rates").selectAll().where("currency", "=", currency).executeTakeFirst();
}

export async function countReferenceRates(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("reference_rates").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Writes a publication's rates, one row per currency. With `onlyIfMissing`, rows that exist are kept
 * (the first start seeding from the bundled file while another process does too); otherwise a rate is
 * replaced only by one of the same day or later.
 */
export async function upsertReferenceRates(db: Kysely<Database>, rates: ReferenceRates, updatedAt: string, onlyIfMissing: boolean): Promise<void> {
  const rows = Object.entries(rates.perUsd).map(([currency, units]) => ({
    currency,
    units_per_usd: units.toPrecision(10),
    as_of: rates.asOf,
    source: rates.source,
    updated_at: updatedAt,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto("reference_rates")
    .values(rows)
    .onConflict((oc) =>
      onlyIfMissing
        ? oc.column("currency").doNothing()
        : oc
            .column("currency")
            .doUpdateSet((eb) => ({
              units_per_usd: eb.ref("excluded.units_per_usd"),
              as_of: eb.ref("excluded.as_of"),
              source: eb.ref("excluded.source"),
              updated_at: eb.ref("excluded.updated_at"),
            }))
            .where("reference_rates.as_of", "<=", (eb) => eb.ref("excluded.as_of")),
    )
    .execute();
}
