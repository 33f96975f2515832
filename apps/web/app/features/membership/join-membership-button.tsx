import { useCart } from "../cart/cart-context.ts";
import { gidTail, membershipLine } from "../cart/cart-lines.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { pickPrice, planFor, type PlanPick } from "./membership-plans.ts";

/**
 * Joining goes through the cart: the picked plan's membership line (with its selling plan) is added
 * and the drawer opens on it, then the shopper checks out as usual. A cart holds one membership
 * line (spec 1 §9), so a different plan already in it is replaced.
 */
export function JoinMembershipButton({ pick }: { pick: PlanPick }) {
  const hydrated = useHydrated();
  const { cart, busy, addItem, removeLine, openDrawer } = useCart();
  const plan = planFor(pick);
  const inCart = membershipLine(cart);
  const samePlan = inCart !== null && plan !== null && gidTail(inCart.merchandiseId) === plan.variantId;

  async function join() {
    if (!plan) return;
    if (samePlan) return openDrawer();
    if (inCart) await removeLine(inCart.id);
    await addItem(plan.variantId);
  }

  return (
    <div className="join-membership">
      <button
        type="button"
        className="button button-primary join-membership-button"
        disabled={!hydrated || busy || !plan}
        onClick={() => void join()}
      >
        {samePlan ? "View in bag" : busy ? "Adding to bag…" : `Join for ${pickPrice(pick)}`}
      </button>
      <p className="join-membership-note">
        {samePlan
          ? `${pickPrice(pick)} is in your bag. Check out to start your membership.`
          : "Added to your bag; your membership starts when you check out."}
      </p>
    </div>
  );
}
