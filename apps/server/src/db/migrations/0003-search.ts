import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Search: a full-text index over each product's words, kept by the database itself (triggers), and
 * the record of searches that feeds trending searches.
 *
 * Indexed text per product: designer (vendor), title, model and style, the rest (item type, category,
 * colours, materials, size, merchandising tags' words) and the description, weighted in that order.
 * Value tags ("item-type:…", "size:…") repeat columns and "bc-filter-…" tags are storefront plumbing,
 * so neither is indexed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresIndex(db);
  else await sqliteIndex(db);

  await db.schema
    .createTable("search_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("raw_query", "text", (c) => c.notNull())
    .addColumn("results_count", "integer")
    .addColumn("user_id", "text")
    .addColumn("visitor_id", "text")
    .addColumn("source_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("search_events_created_idx").on("search_events").columns(["created_at", "query"]).execute();
}

/** Tags worth indexing: not value tags ("size:Medium") and not the storefront's "bc-filter-…" tags. */
const indexedTag = (column: string) => `${column} NOT LIKE '%:%' AND ${column} NOT LIKE 'bc-filter-%'`;

async function sqliteIndex(db: Kysely<any>): Promise<void> {
  // FTS5 keeps its own copy of the text; rowid follows products.rowid so triggers find a row at once.
  await sql`CREATE VIRTUAL TABLE product_search USING fts5(
    product_id UNINDEXED, designer, title, model, body, description,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
  await sql`CREATE VIEW product_search_source AS
    SELECT p.rowid AS product_rowid, p.id AS product_id, p.vendor AS designer, p.title AS title,
      coalesce(p.model, '') || ' ' || coalesce(p.style, '') AS model,
      p.item_type || ' ' || p.category || ' ' || p.colors || ' ' || coalesce(p.exterior_material, '') || ' ' ||
        coalesce(p.interior_material, '') || ' ' || coalesce(p.item_size, '') || ' ' ||
        coalesce((SELECT group_concat(t.tag, ' ') FROM product_tags t WHERE t.product_id = p.id AND ${sql.raw(indexedTag("t.tag"))}), '') AS body,
      p.description AS description
    FROM products p`.execute(db);
  const insertFor = (idExpression: string) =>
    `INSERT INTO product_search(rowid, product_id, designer, title, model, body, description)
       SELECT product_rowid, product_id, designer, title, model, body, description FROM product_search_source WHERE product_id = ${idExpression};`;
  const deleteFor = (idExpression: string) =>
    `DELETE FROM product_search WHERE rowid = (SELECT rowid FROM products WHERE id = ${idExpression});`;
  await sql.raw(`CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN ${insertFor("new.id")} END`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER products_search_update AFTER UPDATE OF vendor, title, model, style, item_type, category, colors,
         exterior_material, interior_material, item_size, description ON products
       BEGIN DELETE FROM product_search WHERE rowid = old.rowid; ${insertFor("new.id")} END`,
    )
    .execute(db);
  await sql.raw(`CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN DELETE FROM product_search WHERE rowid = old.rowid; END`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER product_tags_search_insert AFTER INSERT ON product_tags WHEN ${indexedTag("new.tag")}
       BEGIN ${deleteFor("new.product_id")} ${insertFor("new.product_id")} END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER product_tags_search_delete AFTER DELETE ON product_tags WHEN ${indexedTag("old.tag")}
       BEGIN ${deleteFor("old.product_id")} ${insertFor("old.product_id")} END`,
    )
    .execute(db);
  await sql`INSERT INTO product_search(rowid, product_id, designer, title, model, body, description)
    SELECT product_rowid, product_id, designer, title, model, body, description FROM product_search_source`.execute(db);
}

async function postgresIndex(db: Kysely<any>): Promise<void> {
  // Accents folded in SQL (unaccent is not immutable), the same way the server folds search text.
  await sql`CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT translate(lower(coalesce(value, '')), 'àáâãäåāèéêëēìíîïòóôõöøōùúûüūçñýÿ', 'aaaaaaaeeeeeiiiiooooooouuuuucnyy')
  $$`.execute(db);
  await sql`CREATE TABLE product_search (
    product_id text PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
    document tsvector NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX product_search_document_idx ON product_search USING gin (document)`.execute(db);
  // Designer weighs A, title B, model and the other attributes C, the description D.
  await sql`CREATE FUNCTION product_search_refresh(ids text[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO product_search (product_id, document)
    SELECT p.id,
      setweight(to_tsvector('simple', search_fold(p.vendor)), 'A') ||
      setweight(to_tsvector('simple', search_fold(p.title)), 'B') ||
      setweight(to_tsvector('simple', search_fold(concat_ws(' ', p.model, p.style, p.item_type, p.category,
        translate(p.colors, '[]",', '    '), p.exterior_material, p.interior_material, p.item_size,
        (SELECT string_agg(t.tag, ' ') FROM product_tags t WHERE t.product_id = p.id AND ${sql.raw(indexedTag("t.tag"))})))), 'C') ||
      setweight(to_tsvector('simple', search_fold(p.description)), 'D')
    FROM products p WHERE p.id = ANY(ids)
    ON CONFLICT (product_id) DO UPDATE SET document = excluded.document
  $$`.execute(db);
  await sql`CREATE FUNCTION product_search_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM product_search_refresh(ARRAY(SELECT DISTINCT id FROM changed_rows));
      RETURN NULL;
    END
  $$`.execute(db);
  await sql`CREATE FUNCTION product_search_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM product_search_refresh(ARRAY[NEW.id]);
      RETURN NULL;
    END
  $$`.execute(db);
  await sql`CREATE FUNCTION product_search_tags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
      RETURN NULL;
    END
  $$`.execute(db);
  // Statement triggers with transition tables: a batch of 500 listings refreshes 500 documents in one go.
  await sql`CREATE TRIGGER products_search_insert AFTER INSERT ON products
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_rows_changed()`.execute(db);
  await sql`CREATE TRIGGER products_search_update AFTER UPDATE OF vendor, title, model, style, item_type, category, colors,
    exterior_material, interior_material, item_size, description ON products
    FOR EACH ROW EXECUTE FUNCTION product_search_row_changed()`.execute(db);
  await sql`CREATE TRIGGER product_tags_search_insert AFTER INSERT ON product_tags
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_tags_changed()`.execute(db);
  await sql`CREATE TRIGGER product_tags_search_delete AFTER DELETE ON product_tags
    REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_tags_changed()`.execute(db);
  await sql`SELECT product_search_refresh(ARRAY(SELECT id FROM products))`.execute(db);
}
