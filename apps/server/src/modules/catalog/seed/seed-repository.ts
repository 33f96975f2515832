import type { CollectionDefinition } from "@maison/domain/catalog/collection";
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { CollectionTable, DesignerTable, NewProductRow, ProductDetailTable, ProductImageTable, ProductTagTable } from "../catalog.table.ts";

/**
 * Bound parameters per statement. SQLite allows 32,766 and PostgreSQL 65,535; staying well below both
 * keeps statements a few hundred to a few thousand rows long, which is where bulk inserts are fastest.
 */
const MAX_PARAMS_PER_STATEMENT = 8_000;

type Table = "products" | "product_tags" | "product_details" | "product_images" | "designers" | "collections";

async function insertChunked<T extends object>(db: Kysely<Database>, table: Table, rows: readonly T[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += perStatement) {
    // The table's row type is checked by the typed wrappers below; Kysely cannot relate a table-name union to it.
    await db.insertInto(table).values(rows.slice(i, i + perStatement) as never).execute();
  }
}

export interface CatalogRows {
  products: NewProductRow[];
  tags: ProductTagTable[];
  details: ProductDetailTable[];
  images: ProductImageTable[];
}

/** Inserts one batch of listings with their tags, details and images. */
export async function insertCatalogRows(db: Kysely<Database>, rows: CatalogRows): Promise<void> {
  await insertChunked(db, "products", rows.products);
  await insertChunked(db, "product_tags", rows.tags);
  await insertChunked(db, "product_details", rows.details);
  await insertChunked(db, "product_images", rows.images);
}

export async function insertDesigners(db: Kysely<Database>, designers: readonly DesignerTable[]): Promise<void> {
  await insertChunked(db, "designers", designers);
}

/** Collections in the given order; position follows it. */
export async function insertCollections(db: Kysely<Database>, collections: readonly CollectionDefinition[]): Promise<void> {
  const rows: Array<Insertable<CollectionTable>> = collections.map((c, position) => ({
    handle: c.handle,
    title: c.title,
    description: c.description,
    rule_kind: c.rule.kind,
    rule_value: c.rule.kind === "all" ? null : c.rule.value,
    default_sort: c.defaultSort,
    hidden: c.hidden ? 1 : 0,
    position,
  }));
  await insertChunked(db, "collections", rows);
}

/** How many rows the catalogue tables hold. */
export async function catalogRowCounts(db: Kysely<Database>): Promise<{ products: number; designers: number; collections: number }> {
  const count = async (table: "products" | "designers" | "collections") => {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { products: await count("products"), designers: await count("designers"), collections: await count("collections") };
}

/** True when the products table has no rows (cheaper than a count on a large catalogue). */
export async function hasNoProducts(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom("products").select("id").limit(1).executeTakeFirst()) === undefined;
}

/** Every product id, for removing the images of listings that a new catalogue will not overwrite. */
export async function allProductIds(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom("products").select("id").execute()).map((row) => row.id);
}

/** Deletes every catalogue row, children first. */
export async function deleteCatalog(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("product_images").execute();
  await db.deleteFrom("product_details").execute();
  await db.deleteFrom("product_tags").execute();
  await db.deleteFrom("products").execute();
  await db.deleteFrom("collections").execute();
  await db.deleteFrom("designers").execute();
}
