import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

/** The database handle every service receives: the Kysely instance and which engine is behind it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** For SQLite, the file path; for PostgreSQL, the URL without its password. */
  location: string;
  destroy(): Promise<void>;
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; our counts and cents fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** Opens PostgreSQL for postgres:// URLs, otherwise SQLite (WAL) at the given file. */
export function openDatabase(options: { url: string; dataDir: string; poolSize?: number }): Db {
  if (/^postgres(ql)?:\/\//.test(options.url)) return openPostgres(options.url, options.poolSize ?? 10);
  const file = options.url.startsWith("sqlite:")
    ? path.resolve(options.url.slice("sqlite:".length))
    : path.join(options.dataDir, "maison.db");
  return openSqlite(file);
}

function openSqlite(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: "sqlite", location: file, destroy: () => kysely.destroy() };
}

function openPostgres(url: string, max: number): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (server restart, admin termination) must not crash the process;
  // the pool discards it and the next query opens a new one.
  pool.on("error", (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: "postgres", location: url.replace(/:[^:@/]*@/, ":***@"), destroy: () => kysely.destroy() };
}
