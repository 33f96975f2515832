import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { TextIndex, TextMatches, TextQuery } from "./text-match.ts";

/** ts_rank_cd weights in the order {D, C, B, A}: description, attributes, title, designer. */
const RANK_WEIGHTS = "{0.05,0.2,0.4,1.0}";

/** tsquery text: every word required; the last one a prefix (`:*`) when still being typed. */
export function tsqueryExpression(query: TextQuery): string {
  return query.words
    .map((word, i) => `'${word.replace(/'/g, "")}'${query.lastIsPrefix && i === query.words.length - 1 ? ":*" : ""}`)
    .join(" & ");
}

/** PostgreSQL full text (product_search.document, GIN index, kept by triggers), ranked by ts_rank_cd. */
export class PostgresTextIndex implements TextIndex {
  constructor(private readonly db: Db) {}

  async match(query: TextQuery): Promise<TextMatches> {
    if (query.words.length === 0) return { ids: [], scores: [] };
    const result = await sql<{ product_id: string; score: number }>`
      SELECT s.product_id, ts_rank_cd(${RANK_WEIGHTS}::float4[], s.document, q) AS score
      FROM product_search s, to_tsquery('simple', ${tsqueryExpression(query)}) q
      WHERE s.document @@ q`.execute(this.db.kysely);
    return { ids: result.rows.map((r) => r.product_id), scores: result.rows.map((r) => Number(r.score)) };
  }
}
