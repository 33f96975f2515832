import type { Database as SqliteHandle, Statement } from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** How many prepared statements one SQLite handle keeps (the application runs a few hundred distinct SQL texts). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite handle Kysely's SqliteDriver is given: its `prepare` reuses the statement already prepared
 * for the same SQL text instead of compiling it again on every call (the driver prepares each query it
 * runs; that compilation was a sixth of a product request's CPU). A bounded LRU keyed by the SQL text.
 *
 * Why reuse is safe: better-sqlite3 binds the parameters afresh and resets the statement on every
 * `all`/`run`/`get` (an error included), so a statement carries nothing from one use to the next;
 * SQLite re-prepares a statement by itself when the schema changes under it (migrations); `reader`
 * is a property of the SQL text. The one state that must not be shared is an open iterator (Kysely's
 * `stream`): a statement still being iterated is `busy`, and the caller then gets a statement of its own.
 * Only Kysely uses this handle, and it never switches a statement's modes (raw, pluck, expand, safeIntegers).
 */
export class CachedStatements implements SqliteDatabase {
  private readonly statements = new Map<string, { statement: Statement; used: number }>();
  private clock = 0;

  constructor(
    private readonly sqlite: SqliteHandle,
    private readonly capacity = STATEMENT_CACHE_SIZE,
  ) {}

  prepare(sql: string): SqliteStatement {
    const entry = this.statements.get(sql);
    if (entry !== undefined) {
      if (entry.statement.busy) return this.sqlite.prepare(sql) as unknown as SqliteStatement;
      // A hit only stamps its entry (no reordering): the scan for the least recently used is paid on eviction alone.
      entry.used = ++this.clock;
      return entry.statement as unknown as SqliteStatement;
    }
    const statement = this.sqlite.prepare(sql);
    if (this.statements.size >= this.capacity) this.evictLeastRecentlyUsed();
    this.statements.set(sql, { statement, used: ++this.clock });
    return statement as unknown as SqliteStatement;
  }

  private evictLeastRecentlyUsed(): void {
    let oldest: string | null = null;
    let oldestUse = Infinity;
    for (const [sql, entry] of this.statements) {
      if (entry.used < oldestUse) {
        oldestUse = entry.used;
        oldest = sql;
      }
    }
    if (oldest !== null) this.statements.delete(oldest);
  }

  /** How many statements are held (for tests). */
  get size(): number {
    return this.statements.size;
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
}
