import type { Selectable } from "kysely";
import type { TradeInState } from "@maison/domain/trade-in/trade-in-lifecycle";

/** One traded piece toward a purchase (decision 050), beside its submission item. */
export interface TradeInTable {
  id: string;
  user_id: string;
  submission_id: string;
  /** The submission item it trades (the spec's `order_item_id`). */
  item_id: string;
  title: string;
  designer: string;
  state: TradeInState;
  /** The instant trade-in value accepted in the trade-in flow. */
  amount_cents: number;
  revised_amount_cents: number | null;
  /** What the purchase made with it used of its value. */
  applied_cents: number;
  order_id: string | null;
  arrive_by: string | null;
  client_response: "accepted" | "declined" | null;
  due_cents: number;
  payment_request_id: string | null;
  store_credit_cents: number;
  revision_reason: string | null;
  /** When the seller desk authenticated the traded piece: the trade-in desk credits or revises only after. */
  authenticated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TradeInTables {
  trade_ins: TradeInTable;
}

export type TradeInRow = Selectable<TradeInTable>;
