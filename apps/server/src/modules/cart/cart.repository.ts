import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/schema.ts";
import { compiledStatement } from "./compiled-statement.ts";

export interface CartAttributeRecord {
  key: string;
  value: string;
}

export interface CartRecord {
  id: string;
  userId: string | null;
  buyerEmail: string | null;
  buyerCountry: string | null;
  note: string;
  attributes: CartAttributeRecord[];
  discountCodes: string[];
  giftCardIds: string[];
  completedOrderId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CartLineRecord {
  id: string;
  kind: "product" | "membership" | "shipping_protection" | "zero_cost";
  variantId: string;
  quantity: number;
  attributes: CartAttributeRecord[];
  sellingPlanId: string | null;
  createdAt: string;
}

function parseArray<T>(json: string): T[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
}

function toCart(row: Database["carts"]): CartRecord {
  return {
    id: row.id,
    userId: row.user_id,
    buyerEmail: row.buyer_email,
    buyerCountry: row.buyer_country,
    note: row.note,
    attributes: parseArray<CartAttributeRecord>(row.attributes),
    discountCodes: parseArray<string>(row.discount_codes),
    giftCardIds: parseArray<string>(row.gift_card_ids),
    completedOrderId: row.completed_order_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The cart with this token, or undefined; on PostgreSQL `forUpdate` locks its row for the transaction. */
export async function findCart(db: Kysely<Database>, id: string, options: { forUpdate?: boolean } = {}): Promise<CartRecord | undefined> {
  const row = (await (options.forUpdate ? cartForUpdateStatement : cartStatement)(db, id)).rows[0];
  return row && toCart(row);
}

const cartStatement = compiledStatement(1, (db: Kysely<Database>, id: string) => db.selectFrom("carts").selectAll().where("id", "=", id));
const cartForUpdateStatement = compiledStatement(1, (db: Kysely<Database>, id: string) => db.selectFrom("carts").selectAll().where("id", "=", id).forUpdate());

export async function insertCart(db: Kysely<Database>, cart: CartRecord): Promise<void> {
  await db
    .insertInto("carts")
    .values({
      id: cart.id,
      user_id: cart.userId,
      buyer_email: cart.buyerEmail,
      buyer_country: cart.buyerCountry,
      note: cart.note,
      attributes: JSON.stringify(cart.attributes),
      discount_codes: JSON.stringify(cart.discountCodes),
      gift_card_ids: JSON.stringify(cart.giftCardIds),
      completed_order_id: cart.completedOrderId,
      created_at: cart.createdAt,
      updated_at: cart.updatedAt,
    })
    .execute();
}

/** Writes every field of the cart but its token and creation time (compiled once: every cart mutation runs it). */
export async function updateCart(db: Kysely<Database>, cart: CartRecord): Promise<void> {
  await updateCartStatement(
    db,
    cart.userId,
    cart.buyerEmail,
    cart.buyerCountry,
    cart.note,
    JSON.stringify(cart.attributes),
    JSON.stringify(cart.discountCodes),
    JSON.stringify(cart.giftCardIds),
    cart.updatedAt,
    cart.id,
  );
}

const updateCartStatement = compiledStatement(
  9,
  (
    db: Kysely<Database>,
    userId: string | null,
    buyerEmail: string | null,
    buyerCountry: string | null,
    note: string,
    attributes: string,
    discountCodes: string,
    giftCardIds: string,
    updatedAt: string,
    id: string,
  ) =>
    db
      .updateTable("carts")
      .set({
        user_id: userId,
        buyer_email: buyerEmail,
        buyer_country: buyerCountry,
        note,
        attributes,
        discount_codes: discountCodes,
        gift_card_ids: giftCardIds,
        updated_at: updatedAt,
      })
      .where("id", "=", id),
);

/** Marks the cart as checked out by `orderId` unless it already is; returns whether this call did it. */
export async function markCartCompleted(db: Kysely<Database>, cartId: string, orderId: string, at: string): Promise<boolean> {
  const updated = await db
    .updateTable("carts")
    .set({ completed_order_id: orderId, updated_at: at })
    .where("id", "=", cartId)
    .where("completed_order_id", "is", null)
    .returning("id")
    .executeTakeFirst();
  return updated !== undefined;
}

export async function findLines(db: Kysely<Database>, cartId: string): Promise<CartLineRecord[]> {
  return (await findStoredLines(db, cartId)).lines;
}

/** The lines as stored, with what `saveLines` needs to write only what changed: each line's position and content. */
export interface StoredLines {
  lines: CartLineRecord[];
  stored: ReadonlyMap<string, StoredLine>;
}

export interface StoredLine {
  position: number;
  signature: string;
}

/** The cart's lines in order, with their stored positions and contents. */
export async function findStoredLines(db: Kysely<Database>, cartId: string): Promise<StoredLines> {
  return storedLinesOf((await storedLinesStatement(db, cartId)).rows);
}

function storedLinesOf(rows: ReadonlyArray<Pick<Database["cart_lines"], "id" | "kind" | "variant_id" | "quantity" | "attributes" | "selling_plan_id" | "created_at" | "position">>): StoredLines {
  const lines = rows.map(toLine);
  return { lines, stored: new Map(lines.map((line, i) => [line.id, { position: rows[i]!.position, signature: lineSignature(line) }])) };
}

const storedLinesStatement = compiledStatement(1, (db: Kysely<Database>, cartId: string) => db.selectFrom("cart_lines").selectAll().where("cart_id", "=", cartId).orderBy("position"));

/** What a line's row holds but its position, to tell a line left as it was. */
function lineSignature(line: CartLineRecord): string {
  return JSON.stringify([line.kind, line.variantId, line.quantity, line.attributes, line.sellingPlanId, line.createdAt]);
}

function toLine(row: Pick<Database["cart_lines"], "id" | "kind" | "variant_id" | "quantity" | "attributes" | "selling_plan_id" | "created_at">): CartLineRecord {
  return {
    id: row.id,
    kind: row.kind as CartLineRecord["kind"],
    variantId: row.variant_id,
    quantity: row.quantity,
    attributes: parseArray<CartAttributeRecord>(row.attributes),
    sellingPlanId: row.selling_plan_id,
    createdAt: row.created_at,
  };
}

/**
 * Values other modules need on every cart read, selected in the cart's own statement instead of a
 * statement of theirs (decision 095): the sales' and the flags' change stamps, each an expression its
 * owning module offers (null when the cart runs without that module).
 */
export interface CartReadRiders {
  saleStamp: RawBuilder<number | null> | null;
  flagStamp: RawBuilder<string> | null;
  /** Each line's piece, selected beside the line (the catalog's expression for the line's variant id column; decision 099). */
  merchandise: ((variantId: RawBuilder<unknown>) => RawBuilder<unknown>) | null;
}

/** What the merchandise rider selected, by the lines' variant ids (its raw value: the rider's owner decodes it); null when no rider rode. */
export type RiddenMerchandise = ReadonlyMap<string, unknown> | null;

/** What the riders read beside the cart, in the same statement (null: not selected, or its row is missing). */
export interface CartStamps {
  sale: number | null;
  flags: string | null;
}

export const NO_STAMPS: CartStamps = { sale: null, flags: null };

function stampsOf(row: { sale_stamp: unknown; flag_stamp: unknown }): CartStamps {
  return {
    sale: row.sale_stamp === null || row.sale_stamp === undefined ? null : Number(row.sale_stamp),
    flags: row.flag_stamp === null || row.flag_stamp === undefined ? null : String(row.flag_stamp),
  };
}

/** The cart's reads with these riders, each statement built and compiled once per database. */
export interface CartReadStatements {
  /** The cart with this token and its lines in order, in one read (a join), or undefined. Not for a locking read on PostgreSQL (see CartService.lockedCart). */
  withLines(db: Kysely<Database>, id: string): Promise<({ cart: CartRecord; stamps: CartStamps; merchandise: RiddenMerchandise } & StoredLines) | undefined>;
  /** The cart with this token, its row locked for the transaction on PostgreSQL (`FOR UPDATE`), or undefined. */
  forUpdate(db: Kysely<Database>, id: string): Promise<{ cart: CartRecord; stamps: CartStamps } | undefined>;
  /** The cart's lines in order, as `findStoredLines`, with the merchandise rider beside them. */
  lines(db: Kysely<Database>, cartId: string): Promise<StoredLines & { merchandise: RiddenMerchandise }>;
}

export function cartReadStatements(riders: CartReadRiders): CartReadStatements {
  const saleStamp = ((riders.saleStamp ?? sql`null`) as RawBuilder<number | string | null>).as("sale_stamp");
  const flagStamp = ((riders.flagStamp ?? sql`null`) as RawBuilder<number | string | null>).as("flag_stamp");
  const lineMerchandise = (riders.merchandise ? riders.merchandise(sql.ref("cart_lines.variant_id")) : sql`null`).as("line_merchandise");
  const ridden = (rows: ReadonlyArray<{ variant: string | null; merchandise: unknown }>): RiddenMerchandise =>
    riders.merchandise ? new Map(rows.flatMap((row) => (row.variant === null ? [] : [[row.variant, row.merchandise] as const]))) : null;
  const withLines = compiledStatement(1, (db: Kysely<Database>, id: string) =>
    db
      .selectFrom("carts")
      .leftJoin("cart_lines", "cart_lines.cart_id", "carts.id")
      .selectAll("carts")
      .select([
        "cart_lines.id as line_id",
        "cart_lines.kind as line_kind",
        "cart_lines.variant_id as line_variant_id",
        "cart_lines.quantity as line_quantity",
        "cart_lines.attributes as line_attributes",
        "cart_lines.selling_plan_id as line_selling_plan_id",
        "cart_lines.created_at as line_created_at",
        "cart_lines.position as line_position",
        lineMerchandise,
        saleStamp,
        flagStamp,
      ])
      .where("carts.id", "=", id)
      .orderBy("cart_lines.position"),
  );
  const forUpdate = compiledStatement(1, (db: Kysely<Database>, id: string) => db.selectFrom("carts").selectAll().select([saleStamp, flagStamp]).where("id", "=", id).forUpdate());
  const lines = compiledStatement(1, (db: Kysely<Database>, cartId: string) => db.selectFrom("cart_lines").selectAll().select(lineMerchandise).where("cart_id", "=", cartId).orderBy("position"));
  return {
    async withLines(db, id) {
      const { rows } = await withLines(db, id);
      const first = rows[0];
      if (!first) return undefined;
      const lines = rows.flatMap((row) =>
        row.line_id === null
          ? []
          : [
              toLine({
                id: row.line_id,
                kind: row.line_kind!,
                variant_id: row.line_variant_id!,
                quantity: row.line_quantity!,
                attributes: row.line_attributes!,
                selling_plan_id: row.line_selling_plan_id ?? null,
                created_at: row.line_created_at!,
              }),
            ],
      );
      const stored = new Map<string, StoredLine>();
      for (const row of rows) if (row.line_id !== null) stored.set(row.line_id, { position: row.line_position!, signature: "" });
      for (const line of lines) stored.get(line.id)!.signature = lineSignature(line);
      const merchandise = ridden(rows.map((row) => ({ variant: row.line_variant_id, merchandise: row.line_merchandise })));
      return { cart: toCart(first), stamps: stampsOf(first), lines, stored, merchandise };
    },
    async forUpdate(db, id) {
      const row = (await forUpdate(db, id)).rows[0];
      return row && { cart: toCart(row), stamps: stampsOf(row) };
    },
    async lines(db, cartId) {
      const { rows } = await lines(db, cartId);
      return { ...storedLinesOf(rows), merchandise: ridden(rows.map((row) => ({ variant: row.variant_id, merchandise: row.line_merchandise }))) };
    },
  };
}

/**
 * Writes the cart's lines as `lines` (in order), given them as stored: when the change only took lines
 * off and added new ones after those kept, untouched (a line added or removed, issue 17), only those are
 * deleted and inserted, after the highest stored position; otherwise every line is written again.
 */
export async function saveLines(db: Kysely<Database>, cartId: string, stored: ReadonlyMap<string, StoredLine>, lines: readonly CartLineRecord[]): Promise<void> {
  const kept = lines.filter((line) => stored.has(line.id));
  const appended = lines.slice(kept.length);
  const untouched =
    appended.every((line) => !stored.has(line.id)) &&
    kept.every((line, i) => {
      const was = stored.get(line.id)!;
      return was.signature === lineSignature(line) && (i === 0 || stored.get(kept[i - 1]!.id)!.position < was.position);
    });
  if (!untouched) return replaceLines(db, cartId, lines);
  const keptIds = new Set(kept.map((line) => line.id));
  const gone = [...stored.keys()].filter((id) => !keptIds.has(id));
  if (gone.length > 0) await deleteLines(db, cartId, gone);
  if (appended.length === 0) return;
  const after = Math.max(-1, ...[...stored.values()].map((line) => line.position));
  await insertLines(
    db,
    appended.map((line, i) => lineRow(cartId, line, after + 1 + i)),
  );
}

/**
 * Line writes of up to this many lines run as statements compiled once per count (a line added is
 * written with the shipping-protection line beside it; a line removed deletes one or two); longer ones
 * are built per call.
 */
const COMPILED_LINE_WRITES = 4;
const LINE_COLUMNS = ["id", "cart_id", "position", "kind", "variant_id", "quantity", "attributes", "selling_plan_id", "created_at"] as const;
type LineRow = ReturnType<typeof lineRow>;

const deleteStatements = new Map<number, (db: Kysely<Database>, ...args: string[]) => Promise<unknown>>();
const insertStatements = new Map<number, (db: Kysely<Database>, ...args: unknown[]) => Promise<unknown>>();

async function deleteLines(db: Kysely<Database>, cartId: string, ids: readonly string[]): Promise<void> {
  if (ids.length > COMPILED_LINE_WRITES) {
    await db.deleteFrom("cart_lines").where("cart_id", "=", cartId).where("id", "in", ids).execute();
    return;
  }
  let statement = deleteStatements.get(ids.length);
  if (!statement) {
    statement = compiledStatement(1 + ids.length, (db: Kysely<Database>, cart: string, ...lineIds: string[]) => db.deleteFrom("cart_lines").where("cart_id", "=", cart).where("id", "in", lineIds));
    deleteStatements.set(ids.length, statement);
  }
  await statement(db, cartId, ...ids);
}

async function insertLines(db: Kysely<Database>, rows: readonly LineRow[]): Promise<void> {
  if (rows.length > COMPILED_LINE_WRITES) {
    await db.insertInto("cart_lines").values([...rows]).execute();
    return;
  }
  let statement = insertStatements.get(rows.length);
  if (!statement) {
    const count = rows.length;
    statement = compiledStatement(count * LINE_COLUMNS.length, (db: Kysely<Database>, ...values: unknown[]) =>
      db.insertInto("cart_lines").values(
        Array.from({ length: count }, (_, r) => Object.fromEntries(LINE_COLUMNS.map((column, c) => [column, values[r * LINE_COLUMNS.length + c]])) as LineRow),
      ),
    );
    insertStatements.set(count, statement);
  }
  await statement(db, ...rows.flatMap((row) => LINE_COLUMNS.map((column) => row[column])));
}

/** The stored row of a cart line at `position`. */
function lineRow(cartId: string, line: CartLineRecord, position: number) {
  return {
    id: line.id,
    cart_id: cartId,
    position,
    kind: line.kind,
    variant_id: line.variantId,
    quantity: line.quantity,
    attributes: JSON.stringify(line.attributes),
    selling_plan_id: line.sellingPlanId,
    created_at: line.createdAt,
  };
}

/** Replaces the cart's lines with `lines`, in order (line ids are kept, so clients can keep using them). */
export async function replaceLines(db: Kysely<Database>, cartId: string, lines: readonly CartLineRecord[]): Promise<void> {
  await db.deleteFrom("cart_lines").where("cart_id", "=", cartId).execute();
  if (lines.length === 0) return;
  await db
    .insertInto("cart_lines")
    .values(
      lines.map((line, position) => lineRow(cartId, line, position)),
    )
    .execute();
}

export async function findLastCart(db: Kysely<Database>, userId: string) {
  return db.selectFrom("last_carts").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function upsertLastCart(db: Kysely<Database>, userId: string, cartId: string, checkoutUrl: string, at: string): Promise<void> {
  await db
    .insertInto("last_carts")
    .values({ user_id: userId, cart_id: cartId, checkout_url: checkoutUrl, updated_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ cart_id: cartId, checkout_url: checkoutUrl, updated_at: at }))
    .execute();
}

/** Counts carts, for tests and the benchmark's sanity checks. */
export async function countCarts(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("carts").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}
