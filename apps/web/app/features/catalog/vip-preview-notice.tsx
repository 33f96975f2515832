import { Link } from "react-router";
import { VIP_PREVIEW_TIME_ZONE } from "@maison/domain/catalog/vip-preview";
import { MEMBERSHIP_HREF } from "../content/vip-preview.ts";

const endsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: VIP_PREVIEW_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** A first-look piece seen by a non-member: VIP preview shopping is for members only (spec 1 §4). */
export function VipPreviewNotice({ endsAt }: { endsAt: string | null }) {
  return (
    <div className="vip-preview-notice" role="note">
      <p className="eyebrow">VIP Preview</p>
      <p>
        Members shop this piece first{endsAt ? `, until ${endsFormat.format(new Date(endsAt))}` : ""}. After that it
        opens to everyone, if it is still here.
      </p>
      <Link to={MEMBERSHIP_HREF} className="text-link">
        Become a member
      </Link>
    </div>
  );
}
