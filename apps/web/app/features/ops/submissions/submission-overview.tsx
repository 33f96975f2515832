import type { ReactNode } from "react";
import { Link } from "react-router";
import type { OpsSubmissionDetail } from "@maison/contracts/ops-submissions";
import type { SellerPhoto } from "@maison/contracts/selling";
import { SELLER_SHIPPING_LABELS } from "@maison/domain/selling/seller-shipping";
import { sellerConditionFromKey } from "@maison/domain/valuation/item-description";
import { ResponsiveImage } from "../../../components/ui/responsive-image.tsx";
import { formatOpsTime } from "../orders/ops-order-labels.ts";
import { OPS_PAGES } from "../ops-paths.ts";
import { formatCents, humanize } from "../pieces/piece-format.ts";
import { OFFER_KIND_LABELS, pieceName, SUBMISSION_ROUTE_LABELS, titleWithoutDesigner } from "./submission-labels.ts";

function Facts({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="piece-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The seller's photos: the first large, the others beside it. */
export function SellerPhotos({ photos, title }: { photos: readonly SellerPhoto[]; title: string }) {
  if (photos.length === 0) return <p className="piece-gallery-empty">The seller sent no photos.</p>;
  return (
    <ul className="piece-gallery submission-gallery" aria-label="The seller’s photos">
      {photos.map((photo, index) => (
        <li key={photo.key} className={index === 0 ? "piece-photo piece-photo-cover" : "piece-photo"}>
          <a href={photo.url.replace("/images/medium/", "/images/big/")} className="submission-photo-link">
            <ResponsiveImage src={photo.url} alt={`${title}, the seller’s photo ${index + 1} of ${photos.length}`} width={photo.width} height={photo.height} sizes={index === 0 ? "(min-width: 60rem) 30rem, 90vw" : "8rem"} priority={index === 0} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What the seller says the piece is, in their words, with their photos. */
export function SubmissionDescription({ detail }: { detail: OpsSubmissionDetail }) {
  const { item } = detail;
  return (
    <section className="ops-panel" aria-labelledby="submission-description-title">
      <h2 className="order-section-title" id="submission-description-title">
        The seller’s description
      </h2>
      <SellerPhotos photos={item.photos} title={pieceName(item.designer, item.title)} />
      <Facts
        rows={[
          ["Designer", item.designer],
          ["Sku", item.sku ?? "Not in the seller’s catalogue"],
          ["Condition", sellerConditionFromKey(item.condition_key) ?? humanize(item.condition_key)],
          ["Colour", item.color || "—"],
          ["Accessories", item.accessories.length > 0 ? item.accessories.join(", ") : "None"],
          ["Serial number", detail.serial_number || "—"],
        ]}
      />
      {detail.description && detail.description !== titleWithoutDesigner(item.designer, item.title) ? <p className="piece-description submission-words">{detail.description}</p> : null}
    </section>
  );
}

function pieceNote(detail: OpsSubmissionDetail): string {
  const id = detail.product_id;
  if (detail.item.state === "paid") return `Maison’s piece ${id} now: list it from its page.`;
  if (detail.item.state === "returned_to_seller") return `Piece ${id} went back to the seller.`;
  if (detail.item.state === "consigned") return `Piece ${id}, consigned: list it for the seller from its page.`;
  return `Received as piece ${id}, still the seller’s until they are paid.`;
}

/** Who sells it, what was agreed, how it comes in, how the seller is paid, and the piece it became. */
export function SubmissionFacts({ detail }: { detail: OpsSubmissionDetail }) {
  const { item, seller, shipping } = detail;
  const offered = item.offers.length > 0 ? item.offers.map((o) => `${o.label}: ${formatCents(o.amount_cents)}`).join(" · ") : null;
  return (
    <div className="ops-facts">
      {detail.product_id ? (
        <section aria-labelledby="submission-piece-title">
          <h2 className="order-section-title" id="submission-piece-title">
            The piece
          </h2>
          <p className="order-fact">
            <span>{pieceNote(detail)}</span>
            <Link to={OPS_PAGES.piece(detail.product_id)} className="button button-secondary button-small submission-piece-link">
              Open piece {detail.product_id}
            </Link>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="submission-seller-title">
        <h2 className="order-section-title" id="submission-seller-title">
          Seller
        </h2>
        <p className="order-fact">
          {seller.name ? <span>{seller.name}</span> : null}
          <span className="is-breakable">{seller.email}</span>
          <span>
            Ticket {detail.ticket_number} · {SUBMISSION_ROUTE_LABELS[item.route] ?? item.route}
            {detail.trade_in ? " · trade-in" : ""}
          </span>
          {detail.partner_code ? <span>Partner code {detail.partner_code}</span> : null}
        </p>
      </section>
      <section aria-labelledby="submission-offer-title">
        <h2 className="order-section-title" id="submission-offer-title">
          Offer
        </h2>
        <p className="order-fact">
          {item.accepted_amount_cents !== null ? (
            <span>
              Agreed: <strong>{formatCents(item.accepted_amount_cents)}</strong>
              {item.offer_kind ? ` ${OFFER_KIND_LABELS[item.offer_kind] ?? item.offer_kind}` : ""}
            </span>
          ) : null}
          {offered ? <span>Offered: {offered}</span> : <span>Not quoted yet.</span>}
          {item.expiry_label ? <span>{item.expiry_label}</span> : item.expires_at && item.state === "quoted" ? <span>Expired {formatOpsTime(item.expires_at)}</span> : null}
          {detail.reason ? <span className="is-breakable">Reason: {detail.reason}</span> : null}
        </p>
      </section>
      <section aria-labelledby="submission-shipping-title">
        <h2 className="order-section-title" id="submission-shipping-title">
          Coming in
        </h2>
        {shipping ? (
          <p className="order-fact">
            <span>{SELLER_SHIPPING_LABELS[shipping.shipping_method]}</span>
            <span>Inbound order {shipping.order_id}</span>
            {shipping.shipping_address ? <span className="is-breakable">{shipping.shipping_address}</span> : null}
            {shipping.pickup_date ? <span>Pickup {shipping.pickup_date}{shipping.pickup_interval_start ? ` from ${shipping.pickup_interval_start}` : ""}</span> : null}
            {shipping.pickup_instructions ? <span className="is-breakable">“{shipping.pickup_instructions}”</span> : null}
            {shipping.store_handle ? <span>Boutique: {shipping.store_handle.split("-").map(humanize).join(" ")}</span> : null}
            {shipping.tracking_number ? <span>{[shipping.carrier?.toUpperCase(), shipping.tracking_number].filter(Boolean).join(" ")}</span> : null}
            {shipping.label_url ? (
              <a className="inline-link" href={shipping.label_url}>
                The prepaid label
              </a>
            ) : null}
          </p>
        ) : (
          <p className="order-fact">No shipping booked yet.</p>
        )}
      </section>
      <section aria-labelledby="submission-payout-title">
        <h2 className="order-section-title" id="submission-payout-title">
          Paid to
        </h2>
        <p className="order-fact">
          {detail.payout_profile ? (
            <span>
              {detail.payout_profile.label} <span className="ops-cell-sub">({humanize(detail.payout_profile.provider_type)}, the seller’s preferred payout)</span>
            </span>
          ) : (
            <span>No payout profile: store credit only.</span>
          )}
        </p>
      </section>
    </div>
  );
}
