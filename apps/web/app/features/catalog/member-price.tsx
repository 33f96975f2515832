import { Link } from "react-router";
import { memberPriceCents } from "@maison/domain/membership/member-pricing";
import { dollarsToCents } from "@maison/domain/money/cents";
import { MEMBERSHIP_HREF } from "../content/vip-preview.ts";
import { formatPriceCents } from "./price-display.ts";

/**
 * The member price of a piece for sale (spec 1 §9, the bands of packages/domain/src/membership): a
 * member reads the price they pay, which the bag applies; everyone else reads what members pay, with
 * the way to join.
 */
export function MemberPrice({ price, isMember }: { price: number; isMember: boolean }) {
  const member = memberPriceCents(dollarsToCents(price));
  if (member >= dollarsToCents(price)) return null;
  if (isMember) {
    return (
      <p className="product-member-price is-member">
        <span className="product-member-price-label">Your member price</span> <strong>{formatPriceCents(member)}</strong>
        <span className="product-member-price-note"> · applied in your bag</span>
      </p>
    );
  }
  return (
    <p className="product-member-price">
      Members pay <strong>{formatPriceCents(member)}</strong> ·{" "}
      <Link to={MEMBERSHIP_HREF} className="inline-link">
        Become a member
      </Link>
    </p>
  );
}
