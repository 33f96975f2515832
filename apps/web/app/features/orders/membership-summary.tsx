import type { Order } from "@maison/contracts/checkout";
import { membershipFacts } from "./order-wording.ts";

/** The membership an order joined or paid into: the contribution, its store credit, the next billing date, the words agreed to. */
export function MembershipSummary({ membership }: { membership: NonNullable<Order["membership"]> }) {
  return (
    <section aria-labelledby="order-membership-title">
      <h2 className="order-section-title" id="order-membership-title">
        Membership
      </h2>
      <p className="order-fact">
        {membershipFacts(membership).map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </p>
      {membership.terms ? (
        <p className="order-fact order-fact-quiet">
          <span>You agreed: “{membership.terms}”</span>
        </p>
      ) : null}
    </section>
  );
}
