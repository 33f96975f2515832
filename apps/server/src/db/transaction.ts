import { sql, type Kysely } from "kysely";
import type { Db, Dialect } from "./database.ts";
import type { Database } from "./schema.ts";

/** A transaction in progress: run queries on `db`; register work to run only once it has committed. */
export interface Tx {
  db: Kysely<Database>;
  dialect: Dialect;
  afterCommit(effect: () => void | Promise<void>): void;
  /** Present when the transaction batches its append-only rows (audit rows, outbox messages): see TxAppends. */
  appends?: TxAppends;
}

/** The append-only tables whose rows a transaction may batch. */
export type AppendTable = "audit_events" | "outbox";

/** How many rows one multi-row INSERT carries at most (well inside both engines' parameter limits). */
const APPEND_CHUNK = 500;

/**
 * Rows that nothing reads back inside the transaction that writes them (audit rows, outbox messages),
 * written just before it commits: one multi-row INSERT per table instead of one per row (decision 079).
 * A failed INSERT fails the transaction, as a failed single one did.
 */
export class TxAppends {
  private readonly rows = new Map<AppendTable, Array<Record<string, unknown>>>();

  add(table: AppendTable, row: Record<string, unknown>): void {
    const list = this.rows.get(table) ?? [];
    list.push(row);
    this.rows.set(table, list);
  }

  async flush(db: Kysely<Database>): Promise<void> {
    for (const [table, rows] of this.rows) {
      for (let start = 0; start < rows.length; start += APPEND_CHUNK) await db.insertInto(table).values(rows.slice(start, start + APPEND_CHUNK) as never).execute();
    }
    this.rows.clear();
  }
}

const SQLITE_BUSY_RETRIES = 5;

/**
 * Runs `work` in one transaction on either engine. SQLite takes the write lock up front
 * (BEGIN IMMEDIATE, retried while another process holds it); PostgreSQL uses READ COMMITTED with
 * explicit row locks (see lockForUpdate). Effects registered with afterCommit run after COMMIT, never
 * after a rollback.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options: { batchAppends?: boolean } = {}): Promise<T> {
  const effects: Array<() => void | Promise<void>> = [];
  const afterCommit = (effect: () => void | Promise<void>) => void effects.push(effect);
  const appends = options.batchAppends ? new TxAppends() : undefined;
  const run = async (tx: Tx): Promise<T> => {
    const value = await work(tx);
    await appends?.flush(tx.db);
    return value;
  };
  const result =
    db.dialect === "postgres"
      ? await db.kysely.transaction().execute((trx) => run({ db: trx, dialect: "postgres", afterCommit, appends }))
      : await sqliteTransaction(db.kysely, (conn) => run({ db: conn, dialect: "sqlite", afterCommit, appends }));
  for (const effect of effects) await effect();
  return result;
}

async function sqliteTransaction<T>(kysely: Kysely<Database>, work: (conn: Kysely<Database>) => Promise<T>): Promise<T> {
  return kysely.connection().execute(async (conn) => {
    await beginImmediate(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

async function beginImmediate(conn: Kysely<Database>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await sql`begin immediate`.execute(conn);
      return;
    } catch (error) {
      if (!isSqliteBusy(error) || attempt >= SQLITE_BUSY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    }
  }
}

function isSqliteBusy(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && String(error.code).startsWith("SQLITE_BUSY");
}

type LockableTable = "products" | "users" | "jobs" | "outbox" | "memberships" | "wallet_accounts" | "carts";

/**
 * Locks rows for the rest of the transaction, in a fixed (sorted) order so two transactions never
 * deadlock. On SQLite the whole database is already locked by BEGIN IMMEDIATE, so this only checks
 * which ids exist. Returns the ids that exist.
 */
export async function lockForUpdate(tx: Tx, table: LockableTable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const sorted = [...new Set(ids)].sort();
  const query = tx.db.selectFrom(table).select("id").where("id", "in", sorted).orderBy("id");
  const rows = tx.dialect === "postgres" ? await query.forUpdate().execute() : await query.execute();
  return rows.map((r) => r.id);
}
