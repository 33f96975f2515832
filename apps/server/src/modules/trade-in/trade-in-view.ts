import type { TradeIn } from "@maison/contracts/trade-in";
import { TRADE_IN_STATE_LABELS } from "@maison/domain/trade-in/trade-in-lifecycle";
import type { TradeInRow } from "./trade-in.table.ts";

/** The value the trade-in stands at now: the revised amount once inspection revised it. */
export const valueOf = (row: Pick<TradeInRow, "amount_cents" | "revised_amount_cents">) => row.revised_amount_cents ?? row.amount_cents;

/** A trade-in as the account's calls answer it (spec 2 §4). */
export function toTradeIn(row: TradeInRow): TradeIn {
  return {
    id: row.id,
    so_id: row.id,
    order_item_id: row.item_id,
    submission_id: row.submission_id,
    title: row.title,
    designer: row.designer,
    status: row.state,
    status_label: TRADE_IN_STATE_LABELS[row.state],
    prices: { instant_trade_in: { value: valueOf(row) / 100 } },
    amount_cents: row.amount_cents,
    revised_amount_cents: row.revised_amount_cents,
    applied_cents: row.applied_cents,
    due_cents: row.state === "awaiting_payment" ? row.due_cents : 0,
    client_response: row.client_response,
    order_id: row.order_id,
    arrive_by: row.state === "in_progress" ? row.arrive_by : null,
    store_credit_cents: row.store_credit_cents,
    pay_cta: row.state === "awaiting_payment",
    can_accept: row.state === "offered",
    can_respond: row.state === "revised",
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
