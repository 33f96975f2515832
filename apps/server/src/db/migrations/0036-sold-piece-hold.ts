import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * A sold piece holds no hold (issue 17, decision 098): when a piece's state becomes `sold`, the database
 * deletes its row of `item_holds` in the same statement's work (a trigger). Only a checkout's hold sells
 * a piece (the sell transition requires the holder's live hold), and the checkout records the hold's
 * `convert` in its audit rows; the trigger only removes the row the checkout's own DELETE removed before,
 * so the order's transaction runs one statement fewer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE FUNCTION sold_piece_hold_release() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM item_holds WHERE product_id = NEW.id;
        RETURN NULL;
      END
    $$`.execute(db);
    await sql`CREATE TRIGGER sold_piece_hold_release AFTER UPDATE OF state ON products
      FOR EACH ROW WHEN (NEW.state = 'sold' AND OLD.state IS DISTINCT FROM 'sold') EXECUTE FUNCTION sold_piece_hold_release()`.execute(db);
  } else {
    await sql`CREATE TRIGGER sold_piece_hold_release AFTER UPDATE OF state ON products
      WHEN NEW.state = 'sold' AND OLD.state IS NOT 'sold'
      BEGIN DELETE FROM item_holds WHERE product_id = NEW.id; END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP TRIGGER sold_piece_hold_release ON products`.execute(db);
    await sql`DROP FUNCTION sold_piece_hold_release()`.execute(db);
  } else {
    await sql`DROP TRIGGER sold_piece_hold_release`.execute(db);
  }
}
