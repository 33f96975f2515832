import type { OpsPieceDetail } from "@maison/contracts/ops-pieces";
import { imagePath } from "@maison/domain/catalog/image-size";
import { LISTING_TAG_CHOICES } from "@maison/domain/catalog/listing";
import { ResponsiveImage } from "../../../components/ui/responsive-image.tsx";
import { formatCents, formatWhen, humanize } from "./piece-format.ts";

/** The piece's photos: the cover large, the others beside it. */
export function PieceGallery({ piece }: { piece: OpsPieceDetail["piece"] }) {
  if (piece.photos.length === 0) return <p className="piece-gallery-empty">No photos yet. Add them from Edit before publishing.</p>;
  return (
    <ul className="piece-gallery" aria-label="Photos">
      {piece.photos.map((photo, index) => (
        <li key={photo.key} className={index === 0 ? "piece-photo piece-photo-cover" : "piece-photo"}>
          <ResponsiveImage src={imagePath(photo.key, index === 0 ? "big" : "medium")} alt={photo.alt} width={photo.width} height={photo.height} sizes={index === 0 ? "(min-width: 60rem) 28rem, 90vw" : "8rem"} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

function Facts({ rows }: { rows: ReadonlyArray<[string, string]> }) {
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

/** What the piece is and what it costs. */
export function PieceFacts({ piece }: { piece: OpsPieceDetail["piece"] }) {
  return (
    <section aria-labelledby="piece-facts-title" className="piece-panel">
      <h2 id="piece-facts-title" className="piece-panel-title">
        Facts and price
      </h2>
      <Facts
        rows={[
          ["Price", formatCents(piece.price_cents)],
          ["Original price", formatCents(piece.original_price_cents)],
          ["Estimated retail", formatCents(piece.estimated_retail_cents)],
          ["Designer", piece.vendor],
          ["Model", piece.model ?? "—"],
          ["Category", `${humanize(piece.category)} · ${piece.item_type}`],
          ["Condition", piece.condition],
          ["Materials", [piece.exterior_material, piece.interior_material].filter(Boolean).join(" / ") || "—"],
          ["Colours", piece.colors.join(", ")],
          ["Size", piece.size ?? "—"],
          ["SKU", piece.sku],
          ["Tags", piece.tags.map((tag) => LISTING_TAG_CHOICES.find((c) => c.tag === tag)?.label ?? tag).join(", ") || "—"],
        ]}
      />
      <p className="piece-description">{piece.description}</p>
    </section>
  );
}

/** Where the piece came from and when it reached each step. */
export function PieceProvenance({ provenance }: { provenance: OpsPieceDetail["provenance"] }) {
  return (
    <section aria-labelledby="piece-provenance-title" className="piece-panel">
      <h2 id="piece-provenance-title" className="piece-panel-title">
        Provenance
      </h2>
      {provenance ? (
        <Facts
          rows={[
            ["Source", humanize(provenance.source)],
            ["Owner", provenance.owner ? `${provenance.owner.name ?? provenance.owner.email} (${provenance.owner.email})` : provenance.owner_party === "maison" ? "Maison" : humanize(provenance.owner_party)],
            ["Cost basis", formatCents(provenance.cost_basis_cents)],
            ["Intake", formatWhen(provenance.intake_at)],
            ["Received", formatWhen(provenance.received_at)],
            ["Authenticated", formatWhen(provenance.authenticated_at)],
            ["Listed", formatWhen(provenance.listed_at)],
          ]}
        />
      ) : (
        <p className="ops-empty">No provenance is recorded for this piece.</p>
      )}
    </section>
  );
}
