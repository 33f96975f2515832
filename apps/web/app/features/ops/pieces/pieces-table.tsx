import { Link } from "react-router";
import type { OpsPieceList } from "@maison/contracts/ops-pieces";
import { imagePath } from "@maison/domain/catalog/image-size";
import { OPS_PAGES } from "../ops-paths.ts";
import { formatCents, formatWhen, STATE_LABELS } from "./piece-format.ts";

/** The list of pieces: photo, piece, state, price, last change; each row leads to the piece page. */
export function PiecesTable({ list }: { list: OpsPieceList }) {
  return (
    <div className="ops-table-wrap">
      <table className="ops-table pieces-table">
        <caption className="visually-hidden">Pieces, latest change first</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Photo</span>
            </th>
            <th scope="col">Piece</th>
            <th scope="col">State</th>
            <th scope="col" className="pieces-num">
              Price
            </th>
            <th scope="col">Changed</th>
          </tr>
        </thead>
        <tbody>
          {list.pieces.map((piece) => (
            <tr key={piece.id}>
              <td className="pieces-thumb-cell">
                {piece.cover_key ? (
                  <img className="pieces-thumb" src={imagePath(piece.cover_key, "small")} alt="" width={48} height={48} />
                ) : (
                  <span className="pieces-thumb pieces-thumb-empty" aria-hidden="true" />
                )}
              </td>
              <td>
                <Link to={OPS_PAGES.piece(piece.id)} className="pieces-link">
                  <span className="pieces-vendor">{piece.vendor}</span> {piece.title}
                </Link>
                <span className="pieces-sku">{piece.sku}</span>
              </td>
              <td>
                <span className={`ops-state ops-state-${piece.state}`}>{STATE_LABELS[piece.state]}</span>
              </td>
              <td className="pieces-num">{formatCents(piece.price_cents)}</td>
              <td className="pieces-when">{formatWhen(piece.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next pages, keeping the search. */
export function PiecesPager({ list, search }: { list: OpsPieceList; search: URLSearchParams }) {
  if (list.page_count <= 1) return null;
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search);
    next.set("page", String(page));
    return `${OPS_PAGES.pieces}?${next}`;
  };
  return (
    <nav className="pieces-pager" aria-label="Pages of pieces">
      {list.page > 1 ? <Link to={hrefFor(list.page - 1)} className="button button-secondary button-small">Previous</Link> : <span />}
      <span>
        Page {list.page} of {list.page_count}
      </span>
      {list.page < list.page_count ? <Link to={hrefFor(list.page + 1)} className="button button-secondary button-small">Next</Link> : <span />}
    </nav>
  );
}
