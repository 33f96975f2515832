import type { OpsTradeInQueue, TradeIn } from "@maison/contracts/trade-in";
import { centsToDecimalString } from "@maison/domain/money/cents";

/** $1,234.50 from cents. */
export function formatUsd(cents: number): string {
  const [whole, fraction] = centsToDecimalString(cents).split(".");
  return `$${Number(whole).toLocaleString("en-US")}.${fraction}`;
}

/** A day as the account writes it: "December 8, 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** What the seller reads under a trade-in's status: what happens next, in a sentence. */
export function nextStep(trade: TradeIn): string {
  switch (trade.status) {
    case "offered":
      return "Accept it to take its value off your next purchase.";
    case "accepted":
      return "Its value comes off your next purchase at checkout.";
    case "in_progress":
      return trade.arrive_by ? `Your order ships once your piece reaches us. Send it by ${formatDay(trade.arrive_by)}.` : "Your order ships once your piece reaches us.";
    case "inspected":
      return "Your piece arrived and our specialists are inspecting it.";
    case "revised":
      return "After inspection we offer a lower amount. Accept it, or decline and we send the piece back.";
    case "awaiting_payment":
      return trade.client_response === "declined" ? "Pay back the trade-in value your order used, and we send your piece back." : "Pay the difference to complete your trade-in.";
    case "success":
      return trade.store_credit_cents > 0 ? `Complete. ${formatUsd(trade.store_credit_cents)} your order did not use is in your store credit.` : "Complete.";
    case "declined":
      return "Your piece is on its way back to you.";
    case "lapsed":
      return "Your piece did not arrive within 14 days; the order it was traded toward was cancelled and refunded.";
  }
}

export const OPS_TRADE_IN_QUEUE_LABELS: Record<OpsTradeInQueue, string> = {
  arriving: "Arriving",
  to_inspect: "To inspect",
  with_seller: "With the seller",
  closed: "Closed",
};

export const OPS_TRADE_IN_QUEUE_EMPTY: Record<OpsTradeInQueue, string> = {
  arriving: "No traded piece is on its way.",
  to_inspect: "Nothing to inspect. Pieces appear here once checked in at the seller desk.",
  with_seller: "No seller has a revised offer to answer.",
  closed: "No trade-in is closed yet.",
};
