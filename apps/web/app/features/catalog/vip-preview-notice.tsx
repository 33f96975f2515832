import { Link } from "react-router";
import { formatVipPreviewMoment } from "@maison/domain/catalog/vip-preview";
import { MEMBERSHIP_HREF } from "../content/vip-preview.ts";

/**
 * What a non-member reads on a VIP preview piece's page in place of "Add to cart": the piece is theirs
 * to see in full, members shop it first (spec 1 §6), and when it goes on sale to everyone (decision 041).
 */
export function VipPreviewNotice({ endsAt }: { endsAt: string | null }) {
  return (
    <div className="vip-preview-notice" role="note" aria-label="VIP Preview">
      <p className="eyebrow">VIP Preview</p>
      <p className="vip-preview-notice-text">
        <strong>Members shop first.</strong>{" "}
        {endsAt ? `On sale to everyone ${formatVipPreviewMoment(new Date(endsAt))}, if it is still here.` : "It goes on sale to everyone after the preview, if it is still here."}
      </p>
      <Link to={MEMBERSHIP_HREF} className="text-link">
        Become a member
      </Link>
    </div>
  );
}
