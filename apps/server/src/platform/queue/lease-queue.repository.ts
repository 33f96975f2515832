import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

/** The tables worked as lease queues (decision 034). */
export type LeaseQueueTableName = "jobs" | "outbox";

/** The columns every lease-queue table has: who holds a row, until when, and how often it was tried. */
export interface LeaseColumns {
  id: string;
  attempts: number;
  lease_owner: string | null;
  lease_expires_at: string | null;
  last_error: string | null;
}

type Row<T extends LeaseQueueTableName> = Selectable<Database[T]>;
type Columns<T extends LeaseQueueTableName> = Partial<Record<keyof Database[T] & string, string | number | null>>;

/**
 * How one table is worked as a lease queue: which rows are due, in which order, and what claiming,
 * completing and failing a row write beside the lease columns. Declared by the table's owner.
 */
export interface LeaseQueueTable<T extends LeaseQueueTableName> {
  table: T;
  /** Rows that may be claimed at `now`: due and not yet done, or leased by a worker whose lease lapsed. */
  claimable(eb: ExpressionBuilder<Database, T>, now: string): Expression<SqlBool>;
  /** The column rows are taken in order of (oldest due first; ties by id). */
  dueColumn: keyof Database[T] & string;
  /** Columns set when a row is claimed (besides the lease and the attempt count). */
  onClaim(now: string): Columns<T>;
  /** Columns set when its handler succeeded (the lease is cleared too). */
  onComplete(now: string): Columns<T>;
  /** Columns set when its handler failed: due again at `retryAt`, or given up (the lease is cleared too). */
  onFail(row: Row<T>, error: string, now: string, retryAt: string): Columns<T>;
}

/** The longest error text kept on a row. */
const MAX_ERROR_LENGTH = 2000;

/**
 * The lease columns are the same in every lease-queue table: they are read and written through this
 * one-table view, named `lease` for the type checker only (queries use the real table's name).
 */
type LeaseView = Kysely<{ lease: LeaseColumns }>;
const leaseView = (db: Kysely<Database>) => db as unknown as LeaseView;
const asLease = (table: LeaseQueueTableName) => table as string as "lease";

/**
 * Takes the next claimable row for `owner` until `leaseUntil`, counting the attempt. On PostgreSQL,
 * `FOR UPDATE SKIP LOCKED` lets several processes claim different rows at once (a row another worker
 * is claiming is passed over, not waited for); on SQLite the caller's write transaction (BEGIN
 * IMMEDIATE) serialises claims.
 */
export async function claimNext<T extends LeaseQueueTableName>(
  db: Kysely<Database>,
  dialect: Dialect,
  queue: LeaseQueueTable<T>,
  owner: string,
  now: string,
  leaseUntil: string,
): Promise<Row<T> | undefined> {
  let next = leaseView(db)
    .selectFrom(asLease(queue.table))
    .select("id")
    .where((eb) => queue.claimable(eb as unknown as ExpressionBuilder<Database, T>, now))
    .orderBy(sql.ref(queue.dueColumn))
    .orderBy(sql.ref("id"))
    .limit(1);
  if (dialect === "postgres") next = next.forUpdate().skipLocked();
  const row = await next.executeTakeFirst();
  if (!row) return undefined;
  const claimed = await leaseView(db)
    .updateTable(asLease(queue.table))
    .set((eb) => ({
      ...(queue.onClaim(now) as Partial<LeaseColumns>),
      lease_owner: owner,
      lease_expires_at: leaseUntil,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirst();
  return claimed as Row<T> | undefined;
}

/** Marks a row done, only if `owner` still holds its lease. */
export async function completeClaimed<T extends LeaseQueueTableName>(
  db: Kysely<Database>,
  queue: LeaseQueueTable<T>,
  id: string,
  owner: string,
  now: string,
): Promise<void> {
  await leaseView(db)
    .updateTable(asLease(queue.table))
    .set({ ...(queue.onComplete(now) as Partial<LeaseColumns>), lease_owner: null, lease_expires_at: null })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}

/** Records a failure of a row `owner` still holds: the table decides when it is due again, or that it is given up. */
export async function failClaimed<T extends LeaseQueueTableName>(
  db: Kysely<Database>,
  queue: LeaseQueueTable<T>,
  row: Row<T>,
  owner: string,
  error: string,
  now: string,
  retryAt: string,
): Promise<void> {
  const id = (row as unknown as LeaseColumns).id;
  await leaseView(db)
    .updateTable(asLease(queue.table))
    .set({
      ...(queue.onFail(row, error.slice(0, MAX_ERROR_LENGTH), now, retryAt) as Partial<LeaseColumns>),
      lease_owner: null,
      lease_expires_at: null,
    })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}
