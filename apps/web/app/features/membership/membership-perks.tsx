import { MEMBER_PERKS } from "./membership-content.ts";
import { memberPricingRows } from "./member-pricing-rows.ts";

/** Spec 2 §1 perks, and member pricing by the subscription discount thresholds of spec 1 §9. */
export function MembershipPerks() {
  return (
    <section className="membership-section" aria-labelledby="membership-perks-title">
      <div className="membership-section-head">
        <p className="eyebrow">What members get</p>
        <h2 id="membership-perks-title" className="membership-section-title">
          Perks from the first day
        </h2>
      </div>
      <ul className="membership-perks">
        {MEMBER_PERKS.map((perk) => (
          <li key={perk.title} className="membership-perk">
            <h3 className="membership-perk-title">{perk.title}</h3>
            <p>{perk.text}</p>
          </li>
        ))}
      </ul>
      <div className="member-pricing">
        <div>
          <h3 className="membership-perk-title">Member pricing</h3>
          <p>5% off every piece, never less than $50 and never more than $300 per item.</p>
        </div>
        <table className="member-pricing-table">
          <caption className="visually-hidden">Member saving per item by price</caption>
          <thead>
            <tr>
              <th scope="col">Item price</th>
              <th scope="col">Member saving</th>
            </tr>
          </thead>
          <tbody>
            {memberPricingRows().map((row) => (
              <tr key={row.price}>
                <th scope="row">{row.price}</th>
                <td>{row.saving}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
