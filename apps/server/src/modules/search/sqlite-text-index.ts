import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { TextIndex, TextQuery } from "./text-match.ts";

/** FTS5 query text: every word required, each quoted; the last one a prefix when still being typed. */
export function fts5Expression(query: TextQuery): string {
  return query.words
    .map((word, i) => `"${word.replace(/"/g, "")}"${query.lastIsPrefix && i === query.words.length - 1 ? "*" : ""}`)
    .join(" ");
}

/** SQLite FTS5 (virtual table product_search, kept by triggers). */
export class SqliteTextIndex implements TextIndex {
  constructor(private readonly db: Db) {}

  async match(query: TextQuery): Promise<string[]> {
    if (query.words.length === 0) return [];
    const result = await sql<{ product_id: string }>`
      SELECT product_id FROM product_search WHERE product_search MATCH ${fts5Expression(query)}`.execute(this.db.kysely);
    return result.rows.map((row) => row.product_id);
  }
}
