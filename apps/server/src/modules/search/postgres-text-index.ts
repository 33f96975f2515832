import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { TextIndex, TextQuery } from "./text-match.ts";

/** tsquery text: every word required; the last one a prefix (`:*`) when still being typed. */
export function tsqueryExpression(query: TextQuery): string {
  return query.words
    .map((word, i) => `'${word.replace(/'/g, "")}'${query.lastIsPrefix && i === query.words.length - 1 ? ":*" : ""}`)
    .join(" & ");
}

/** PostgreSQL full text (product_search.document, GIN index, kept by triggers). */
export class PostgresTextIndex implements TextIndex {
  constructor(private readonly db: Db) {}

  async match(query: TextQuery): Promise<string[]> {
    if (query.words.length === 0) return [];
    const result = await sql<{ product_id: string }>`
      SELECT product_id FROM product_search WHERE document @@ to_tsquery('simple', ${tsqueryExpression(query)})`.execute(this.db.kysely);
    return result.rows.map((row) => row.product_id);
  }
}
