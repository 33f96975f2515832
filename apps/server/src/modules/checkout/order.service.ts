import { CheckoutErrorCode, type Order, type PurchaseList } from "@maison/contracts/checkout";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Db } from "../../db/database.ts";
import { accessKeyMatches } from "./order-access-key.ts";
import { toOrder } from "./order-mapper.ts";
import {
  countUserOrders,
  findOrder,
  findOrderLines,
  findPurchasedProductIds,
  findUserOrderByNumber,
  findUserOrders,
  trailingSpendCents,
  type OrderRow,
} from "./order.repository.ts";

/** Orders on a purchases page (spec 2 §7 paged purchases). */
export const PURCHASES_PAGE_SIZE = 10;

const orderNotFound = (field: string) => new DomainError("not_found", CheckoutErrorCode.enum.order_not_found, "This order does not exist.", field);

/** Reading orders: the owner's own, or a guest's with the order's access key. */
export class OrderService {
  constructor(private readonly db: Db) {}

  /**
   * Who bought an order and what the merchandise cost them in money (subtotal less discounts and the
   * points spent on it), read in the caller's transaction (points earned on it, decision 055); null for a
   * guest's order or none.
   */
  async buyerFacts(orderId: string, db: Db["kysely"] = this.db.kysely): Promise<{ userId: string; number: string; subtotalCents: number } | null> {
    const order = await findOrder(db, orderId);
    if (!order?.user_id) return null;
    const paid = Number(order.subtotal_cents) - Number(order.discounts_cents) - Number(order.points_cents);
    return { userId: order.user_id, number: String(order.number), subtotalCents: Math.max(0, paid) };
  }

  /** The order for the thank-you and order pages; anyone else (or a wrong key) gets a 404. */
  async get(id: string, viewer: { userId: string | null; key: string | undefined }): Promise<Order> {
    const row = await findOrder(this.db.kysely, id);
    const allowed = row && (row.user_id ? row.user_id === viewer.userId : viewer.key !== undefined && accessKeyMatches(viewer.key, row.access_key_hash));
    if (!row || !allowed) throw orderNotFound("id");
    return this.withLines([row]).then((orders) => orders[0]!);
  }

  /** One page of the user's purchases, newest first, with the next and previous pages' URLs. */
  async purchases(userId: string, page: number, path: string): Promise<PurchaseList> {
    const offset = (page - 1) * PURCHASES_PAGE_SIZE;
    const [count, rows] = await Promise.all([countUserOrders(this.db.kysely, userId), findUserOrders(this.db.kysely, userId, PURCHASES_PAGE_SIZE, offset)]);
    return {
      count,
      orders: await this.withLines(rows),
      next: offset + rows.length < count ? `${path}?page=${page + 1}` : null,
      previous: page > 1 ? `${path}?page=${page - 1}` : null,
    };
  }

  async purchase(userId: string, number: string): Promise<Order> {
    const row = await findUserOrderByNumber(this.db.kysely, userId, number);
    if (!row) throw orderNotFound("number");
    return (await this.withLines([row]))[0]!;
  }

  /** The catalog items the user bought, newest first (For You reads them as taste). */
  async purchasedProductIds(userId: string, limit: number): Promise<string[]> {
    return findPurchasedProductIds(this.db.kysely, userId, limit);
  }

  /** What the user spent on items since `since` in orders not cancelled (tiers by trailing 12-month spend). */
  async spendSince(userId: string, since: Date, db: Db["kysely"] = this.db.kysely): Promise<number> {
    return trailingSpendCents(db, userId, since.toISOString());
  }

  private async withLines(rows: OrderRow[]): Promise<Order[]> {
    const lines = await findOrderLines(this.db.kysely, rows.map((r) => r.id));
    return rows.map((row) => toOrder(row, lines.filter((l) => l.order_id === row.id)));
  }
}
