import { Link } from "react-router";
import "../styles/ops-pieces.css";
import { OPS_PAGES } from "../features/ops/ops-paths.ts";
import { PieceActions } from "../features/ops/pieces/piece-actions.tsx";
import { STATE_LABELS } from "../features/ops/pieces/piece-format.ts";
import { PieceFacts, PieceGallery, PieceProvenance } from "../features/ops/pieces/piece-overview.tsx";
import { PieceTimeline } from "../features/ops/pieces/piece-timeline.tsx";
import { loadPiece, runPieceAction } from "../features/ops/pieces/pieces-api.server.ts";
import type { Route } from "./+types/ops-piece";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `${data.detail.piece.vendor} ${data.detail.piece.title}` : "Piece"} | Maison back office` },
  { name: "robots", content: "noindex" },
];

/** One piece: photos, facts, provenance, price, its timeline (the latest entries, or all with ?timeline=all) and what the viewer may do. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { detail: await loadPiece(context, request, params.id) };
}

/** Publish now, publish in the next VIP preview, or withdraw. */
export async function action({ context, request, params }: Route.ActionArgs) {
  return runPieceAction(context, request, params.id);
}

export default function OpsPiece({ loaderData, actionData }: Route.ComponentProps) {
  const { detail } = loaderData;
  const { piece } = detail;
  return (
    <article aria-labelledby="ops-piece-title" className="piece-page">
      <p className="piece-back">
        <Link to={OPS_PAGES.pieces}>All pieces</Link>
      </p>
      <header className="piece-head">
        <p className="eyebrow">{piece.vendor}</p>
        <h1 id="ops-piece-title" className="ops-title">
          {piece.title}
        </h1>
        <p className="piece-meta">
          <span className={`ops-state ops-state-${piece.state}`}>{STATE_LABELS[piece.state]}</span>
          <span>{piece.sku}</span>
          <span>#{piece.id}</span>
        </p>
      </header>
      <div className="piece-columns">
        <div className="piece-main">
          <PieceGallery piece={piece} />
          <PieceFacts piece={piece} />
        </div>
        <div className="piece-side">
          <PieceActions detail={detail} result={actionData} />
          <PieceProvenance provenance={detail.provenance} />
          <PieceTimeline timeline={detail.timeline} total={detail.timeline_total} wholeHref={`${OPS_PAGES.piece(piece.id)}?timeline=all#piece-timeline-title`} />
        </div>
      </div>
    </article>
  );
}
