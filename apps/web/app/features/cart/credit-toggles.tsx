import { Link } from "react-router";
import { pointsAreApplied, storeCreditIsApplied } from "./cart-actions.ts";
import { useCart } from "./cart-context.ts";
import { giftForYouMessage } from "./cart-messages.ts";
import { formatCents } from "./cart-money.ts";

/** Signed-in shoppers' points and store-credit switches (spec 1 §4), shown when the profile has something to apply. */
export function CreditToggles() {
  const { cart, busy, profile, giftForYouError, setPoints, setStoreCredit } = useCart();
  if (!profile || !cart) return null;
  const pointsOn = pointsAreApplied(cart);
  const creditOn = storeCreditIsApplied(cart, profile.walletCodes);
  const showPoints = profile.points > 0 || pointsOn;
  const showCredit = profile.walletCodes.length > 0;
  if (!showPoints && !showCredit) return null;

  return (
    <fieldset className="cart-control cart-toggles">
      <legend className="cart-control-label">Rewards</legend>
      {showPoints ? (
        <label className="cart-toggle">
          <input type="checkbox" role="switch" checked={pointsOn} disabled={busy} onChange={(event) => void setPoints(event.target.checked)} />
          <span>
            Use {profile.points.toLocaleString("en-US")} points
            <span className="cart-toggle-detail"> ({formatCents(profile.pointsValueCents)} off)</span>
          </span>
        </label>
      ) : null}
      {showCredit ? (
        <label className="cart-toggle">
          <input type="checkbox" role="switch" checked={creditOn} disabled={busy} onChange={(event) => void setStoreCredit(event.target.checked)} />
          <span>
            Use store credit
            {profile.giftCardTotalCents > 0 ? <span className="cart-toggle-detail"> ({formatCents(profile.giftCardTotalCents)} available)</span> : null}
          </span>
        </label>
      ) : null}
      {giftForYouError ? (
        <p className="field-error" role="alert">
          {giftForYouMessage(profile.giftForYouMinDollars)}{" "}
          <Link to="/my-account/payment" className="text-link">
            Review your credit
          </Link>
        </p>
      ) : null}
    </fieldset>
  );
}
