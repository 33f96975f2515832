import type { TradeIn } from "@maison/contracts/trade-in";
import { Link } from "react-router";
import { nextStep } from "./trade-in-words.ts";
import { tradeInDetailPath } from "./trade-in-paths.ts";

/** On an order bought with a trade-in: the order waits for the traded piece, with the date it must arrive by. */
export function OrderWaitsForTradeIn({ trades }: { trades: readonly TradeIn[] }) {
  if (trades.length === 0) return null;
  return (
    <section className="order-waits" aria-labelledby="order-waits-title">
      <h2 className="order-waits-title" id="order-waits-title">
        Waiting for your trade-in
      </h2>
      {trades.map((trade) => (
        <p key={trade.id}>
          {trade.title}: {nextStep(trade)}{" "}
          <Link className="inline-link" to={tradeInDetailPath(trade.id)}>
            See your trade-in
          </Link>
        </p>
      ))}
    </section>
  );
}

/** The trade-ins an order waits for: those traded toward it and not arrived yet. */
export function tradeInsAwaited(trades: readonly TradeIn[], orderId: string): TradeIn[] {
  return trades.filter((trade) => trade.order_id === orderId && trade.status === "in_progress");
}
