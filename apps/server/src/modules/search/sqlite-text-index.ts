import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { TextIndex, TextMatches, TextQuery } from "./text-match.ts";

/** bm25 column weights: product_id (unindexed), designer, title, model, attributes, description. */
const BM25_WEIGHTS = sql.raw("0, 10, 5, 3, 1, 0.5");

/** FTS5 query text: every word required, each quoted; the last one a prefix when still being typed. */
export function fts5Expression(query: TextQuery): string {
  return query.words
    .map((word, i) => `"${word.replace(/"/g, "")}"${query.lastIsPrefix && i === query.words.length - 1 ? "*" : ""}`)
    .join(" ");
}

/** SQLite FTS5 (table product_search, kept by triggers), ranked by bm25 with designer and title boosts. */
export class SqliteTextIndex implements TextIndex {
  constructor(private readonly db: Db) {}

  async match(query: TextQuery): Promise<TextMatches> {
    if (query.words.length === 0) return { ids: [], scores: [] };
    const result = await sql<{ product_id: string; score: number }>`
      SELECT product_id, bm25(product_search, ${BM25_WEIGHTS}) AS score
      FROM product_search WHERE product_search MATCH ${fts5Expression(query)}`.execute(this.db.kysely);
    const ids = new Array<string>(result.rows.length);
    const scores = new Array<number>(result.rows.length);
    result.rows.forEach((row, i) => {
      ids[i] = row.product_id;
      // bm25 is lower-is-better and negative; flip it so higher is better everywhere.
      scores[i] = -row.score;
    });
    return { ids, scores };
  }
}
