import type { Db } from "../../db/database.ts";
import type { Tx } from "../../db/transaction.ts";
import { isShippedLine } from "@maison/domain/checkout/order-fulfilment";
import type { StoredTender } from "./order-money.ts";
import { findOrder, findOrderLines, findUserOrderByNumber, type OrderLineRow, type OrderRow } from "./order.repository.ts";

/** One piece of an order as a return prices it. */
export interface RefundablePiece {
  productId: string;
  title: string;
  vendor: string;
  imageUrl: string | null;
  priceCents: number;
  /** The price less the line's member saving, code and sale shares. */
  paidCents: number;
  taxCents: number;
}

/** What a return needs of an order: who bought it, whether it arrived, what paid it, its pieces. */
export interface RefundableOrder {
  id: string;
  number: string;
  userId: string | null;
  email: string;
  state: string;
  deliveredAt: string | null;
  /** The shipping address's country; null when the order kept none. */
  countryCode: string | null;
  /** The card's payment (null when wallet money paid it all) and what the card paid. */
  paymentReference: string | null;
  cardPaidCents: number;
  paymentBrand: string | null;
  paymentLast4: string | null;
  /** The wallet spends the order posted (gift cards, store credit, points). */
  walletHolds: string[];
  /** Trade-ins that paid part of the order (decision 050): their credit comes back as store credit. */
  tradeIns: Array<{ id: string; amountCents: number }>;
  pieces: RefundablePiece[];
  /** The order joined or paid into the membership: it is not cancelled as an order (decision 039). */
  hasMembership: boolean;
}

/** Checkout's answer to the returns module: an order's facts, read through the caller's transaction. */
export class OrderRefundFacts {
  constructor(private readonly db: Db) {}

  /** The buyer's own order by its number; null for anyone else's (the caller answers 404). */
  async ofBuyer(userId: string, number: string, tx?: Tx): Promise<RefundableOrder | null> {
    const executor = tx?.db ?? this.db.kysely;
    const row = await findUserOrderByNumber(executor, userId, number);
    return row ? factsOf(row, await findOrderLines(executor, [row.id])) : null;
  }

  async byId(orderId: string, tx?: Tx): Promise<RefundableOrder | null> {
    const executor = tx?.db ?? this.db.kysely;
    const row = await findOrder(executor, orderId);
    return row ? factsOf(row, await findOrderLines(executor, [row.id])) : null;
  }
}

function factsOf(row: OrderRow, lines: OrderLineRow[]): RefundableOrder {
  const address = row.shipping_address === null ? null : (JSON.parse(row.shipping_address) as { country_code?: string });
  const tenders = JSON.parse(row.tenders) as StoredTender[];
  return {
    id: row.id,
    number: row.number,
    userId: row.user_id,
    email: row.email,
    state: row.state,
    deliveredAt: row.delivered_at,
    countryCode: address?.country_code ?? null,
    paymentReference: row.payment_reference,
    cardPaidCents: row.payment_reference ? row.total_cents : 0,
    paymentBrand: row.payment_brand,
    paymentLast4: row.payment_last4,
    walletHolds: JSON.parse(row.wallet_holds) as string[],
    hasMembership: lines.some((l) => l.kind === "membership"),
    tradeIns: tenders.filter((t) => t.kind === "trade_in" && t.reference).map((t) => ({ id: t.reference!, amountCents: t.amount_cents })),
    pieces: lines
      .filter((l) => isShippedLine(l.kind))
      .map((l) => ({
        productId: l.product_id,
        title: l.title,
        vendor: l.vendor,
        imageUrl: l.image_url,
        priceCents: l.price_cents,
        paidCents: l.price_cents * l.quantity - l.member_discount_cents - l.code_discount_cents - l.sale_discount_cents,
        taxCents: l.tax_cents,
      })),
  };
}
