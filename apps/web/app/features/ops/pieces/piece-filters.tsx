import { Form } from "react-router";
import { PIECE_STATES } from "@maison/domain/inventory/piece-lifecycle";
import { OPS_PAGES } from "../ops-paths.ts";
import { STATE_LABELS } from "./piece-format.ts";

/** Search and state filter: a plain GET form, so it works before (and without) JavaScript. */
export function PieceFilters({ q, state }: { q: string; state: string }) {
  return (
    <Form method="get" action={OPS_PAGES.pieces} className="piece-filters" role="search" aria-label="Pieces">
      <div className="field piece-filter-q">
        <label className="field-label" htmlFor="pieces-q">
          Search
        </label>
        <input id="pieces-q" className="field-input" type="search" name="q" defaultValue={q} placeholder="Title, designer, SKU or id" />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="pieces-state">
          State
        </label>
        <select id="pieces-state" className="field-input field-select" name="state" defaultValue={state}>
          <option value="">All states</option>
          {PIECE_STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary">
        Search
      </button>
    </Form>
  );
}
