import type { CheckoutTotals } from "@maison/contracts/checkout";
import { BreakdownList } from "../../components/ui/breakdown-list.tsx";

export interface OrderTotalsProps {
  totals: Pick<CheckoutTotals, "breakdown">;
}

/**
 * Every row of the order's money breakdown, as the API computed it with the domain's one function
 * (decision 044): subtotal, savings, code, sale, points, shipping protection, shipping, sales tax
 * ("Calculated at checkout" until the address is known), gift cards, store credit and the total.
 */
export function OrderTotals({ totals }: OrderTotalsProps) {
  return <BreakdownList rows={totals.breakdown} variant="order" />;
}
