import { Link } from "react-router";
import "../styles/ops-pieces.css";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { OPS_PAGES } from "../features/ops/ops-paths.ts";
import { PieceFilters } from "../features/ops/pieces/piece-filters.tsx";
import { loadPieces } from "../features/ops/pieces/pieces-api.server.ts";
import { PiecesPager, PiecesTable } from "../features/ops/pieces/pieces-table.tsx";
import { useOpsStaff } from "../features/ops/use-ops-staff.ts";
import type { Route } from "./+types/ops-pieces";

export const meta: Route.MetaFunction = () => [{ title: "Pieces | Maison back office" }, { name: "robots", content: "noindex" }];

/** Pieces in any state, searched by title, designer, SKU or id and filtered by state. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { list: await loadPieces(context, request, search), q: search.get("q") ?? "", state: search.get("state") ?? "", search: search.toString() };
}

export default function OpsPieces({ loaderData }: Route.ComponentProps) {
  const { list, q, state, search } = loaderData;
  const me = useOpsStaff();
  const mayList = me?.capabilities.some((c) => c === "listing" || c === "admin") ?? false;
  const filtered = q !== "" || state !== "";
  return (
    <section aria-labelledby="ops-pieces-title">
      <div className="pieces-head">
        <h1 id="ops-pieces-title" className="ops-title">
          Pieces
        </h1>
        {mayList ? (
          <Link to={OPS_PAGES.newPiece} className="button button-primary">
            New listing
          </Link>
        ) : null}
      </div>
      <PieceFilters q={q} state={state} />
      <p className="pieces-count" role="status">
        {list.total === 1 ? "1 piece" : `${list.total.toLocaleString("en-US")} pieces`}
        {filtered ? " match" : ""}
      </p>
      {list.pieces.length === 0 ? (
        <EmptyState title={filtered ? "No piece matches" : "No pieces yet"} actions={filtered ? <Link to={OPS_PAGES.pieces} className="button button-secondary">Show all pieces</Link> : undefined}>
          <p>{filtered ? "Try another word, or another state." : "Pieces appear here once they are received or listed."}</p>
        </EmptyState>
      ) : (
        <>
          <PiecesTable list={list} />
          <PiecesPager list={list} search={new URLSearchParams(search)} />
        </>
      )}
    </section>
  );
}
