import { Link } from "react-router";
import { MEMBERSHIP_HREF, VIP_PREVIEW_TEXT } from "./vip-preview.ts";

/** A closing band on the home page that introduces the membership and its VIP preview. */
export function MembershipBand() {
  return (
    <section className="membership-band" aria-labelledby="membership-band-title">
      <div className="membership-band-inner page-width">
        <p className="eyebrow">VIP Preview</p>
        <h2 id="membership-band-title" className="membership-band-title">
          The first look belongs to members.
        </h2>
        <p className="membership-band-text">{VIP_PREVIEW_TEXT}</p>
        <Link to={MEMBERSHIP_HREF} className="button button-light">
          Discover Membership
        </Link>
      </div>
    </section>
  );
}
