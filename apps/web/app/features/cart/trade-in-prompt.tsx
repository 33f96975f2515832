import { Link } from "react-router";
import { SELLING_PAGES } from "../selling/selling-paths.ts";
import { useCart } from "./cart-context.ts";
import { itemLines } from "./cart-lines.ts";

/**
 * The door from the cart to the trade-in flow (decision 051): while no trade-in pays toward the
 * pieces in the cart, one link to trade a piece in; the flow remembers the page it was opened from
 * (`before_trade_in`) and accepting the trade-in comes back to it with the cart open.
 */
export function TradeInPrompt({ onFollow }: { onFollow?: () => void }) {
  const { cart } = useCart();
  if (!cart || itemLines(cart).length === 0) return null;
  const traded = Number(cart.attributes.find((a) => a.key === "tradesApplied")?.value ?? "0");
  if (Number.isFinite(traded) && traded > 0) return null;
  return (
    <p className="cart-trade-in">
      Have a piece you no longer wear?{" "}
      <Link to={SELLING_PAGES.tradeIn} className="inline-link" onClick={onFollow}>
        Trade it in toward this order
      </Link>
    </p>
  );
}
