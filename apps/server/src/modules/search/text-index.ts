import type { Db } from "../../db/database.ts";
import { PostgresTextIndex } from "./postgres-text-index.ts";
import { SqliteTextIndex } from "./sqlite-text-index.ts";
import type { TextIndex } from "./text-match.ts";

/** The full-text index of the database in use. */
export function textIndexFor(db: Db): TextIndex {
  return db.dialect === "postgres" ? new PostgresTextIndex(db) : new SqliteTextIndex(db);
}
