import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { CachedStatements } from "./statement-cache.ts";
import { withNamedStatements } from "./pg-named-statements.ts";

export type Dialect = "sqlite" | "postgres";

/** The database handle every service receives: the Kysely instance and which engine is behind it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** For SQLite, the file path; for PostgreSQL, the URL without its password. */
  location: string;
  /** SQL statements run so far, when opened with `countStatements` (the benchmark's mode); else null. */
  statementCount(): number | null;
  destroy(): Promise<void>;
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; our counts and cents fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** Counts every statement Kysely runs (Kysely's query log), for `Db.statementCount`. */
class StatementCounter {
  count = 0;
  readonly log = (): void => {
    this.count += 1;
  };
}

/**
 * Opens PostgreSQL for postgres:// URLs, otherwise SQLite (WAL) at the given file. `countStatements`
 * counts the SQL statements run (the benchmark reports them per request); off, nothing is counted.
 */
export function openDatabase(options: { url: string; dataDir: string; poolSize?: number; countStatements?: boolean }): Db {
  const counter = options.countStatements ? new StatementCounter() : null;
  if (/^postgres(ql)?:\/\//.test(options.url)) return openPostgres(options.url, options.poolSize ?? 10, counter);
  const file = options.url.startsWith("sqlite:")
    ? path.resolve(options.url.slice("sqlite:".length))
    : path.join(options.dataDir, "maison.db");
  return openSqlite(file, counter);
}

function openSqlite(file: string, counter: StatementCounter | null): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: new CachedStatements(sqlite) }), ...(counter ? { log: counter.log } : {}) });
  return { kysely, dialect: "sqlite", location: file, statementCount: () => counter?.count ?? null, destroy: () => kysely.destroy() };
}

function openPostgres(url: string, max: number, counter: StatementCounter | null): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (server restart, admin termination) must not crash the process;
  // the pool discards it and the next query opens a new one.
  pool.on("error", (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), ...(counter ? { log: counter.log } : {}) });
  return {
    kysely,
    dialect: "postgres",
    location: url.replace(/:[^:@/]*@/, ":***@"),
    statementCount: () => counter?.count ?? null,
    destroy: () => kysely.destroy(),
  };
}
