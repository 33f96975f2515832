import { Form, Link } from "react-router";
import type { SellCatalogLevel, SellOption, SellSkuView } from "@maison/contracts/valuation";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import type { FindView } from "./sell-flow.server.ts";
import { encodePiece } from "./sell-pieces.ts";
import { atStep, chooseLevel, resetLevel, SELL_LEVELS, searchFor, sellFlowHref, showMore, withSku, type SellFlowState, type SellLevel } from "./sell-flow-state.ts";

const LEVEL_NAMES: Record<SellLevel, { name: string; choose: string }> = {
  item_type: { name: "Item type", choose: "What are you selling?" },
  designer: { name: "Designer", choose: "Choose the designer" },
  model: { name: "Model", choose: "Choose the model" },
  style: { name: "Style", choose: "Choose the style" },
  size: { name: "Size", choose: "Choose the size" },
};

const OPTIONS: Record<SellLevel, keyof SellCatalogLevel> = { item_type: "item_types", designer: "designers", model: "models", style: "styles", size: "sizes" };
const SELECTED: Record<SellLevel, keyof SellCatalogLevel> = {
  item_type: "selected_item_type",
  designer: "selected_designer",
  model: "selected_model",
  style: "selected_style",
  size: "selected_size",
};

/** Step 1, "Find your item": item type → designer → model → style → size, or a text search (spec 2 §2, §4). */
export function FindItemStep({ view, state }: { view: FindView; state: SellFlowState }) {
  return (
    <div className="find-item">
      <SellSearch view={view} state={state} />
      <div className="find-item-divider" role="presentation">
        <span>or browse</span>
      </div>
      {view.catalog ? (
        <CatalogLevels catalog={view.catalog} state={state} />
      ) : (
        <FormMessage tone="error">{view.catalogError ?? "We could not load the catalogue just now. Please reload the page."}</FormMessage>
      )}
      <p className="find-item-photos">
        Cannot find your piece? <Link to={sellFlowHref(atStep(state, "photos"))}>Send us photos</Link> and we will value it by hand.
      </p>
    </div>
  );
}

function SellSearch({ view, state }: { view: FindView; state: SellFlowState }) {
  const search = view.search;
  return (
    <section className="sell-search" aria-labelledby="sell-search-title">
      <h2 className="sell-section-title" id="sell-search-title">
        Search for your piece
      </h2>
      <Form method="get" className="sell-search-form" role="search">
        {state.partner ? <input type="hidden" name="partner" value={state.partner} /> : null}
        {state.pieces.map((piece, index) => (
          <input key={index} type="hidden" name="piece" value={encodePiece(piece)} />
        ))}
        <div className="field">
          <label className="field-label" htmlFor="sell-search-q">
            Designer, model or style
          </label>
          <div className="sell-search-row">
            <input id="sell-search-q" className="field-input" type="search" name="q" defaultValue={state.q} placeholder="e.g. Chanel Classic Flap" autoComplete="off" />
            <button type="submit" className="button button-primary">
              Search
            </button>
          </div>
        </div>
      </Form>
      {view.searchError ? <FormMessage tone="error">{view.searchError}</FormMessage> : null}
      {search && state.q ? (
        <div className="sell-search-results">
          <p className="sell-results-count" role="status">
            {search.search_results_total === 0
              ? `Nothing matches “${state.q}”.`
              : `Showing ${search.search_results.length} of ${search.search_results_total} ${search.search_results_total === 1 ? "piece" : "pieces"} for “${state.q}”`}
          </p>
          {search.search_results.length > 0 ? <SkuList skus={search.search_results} state={state} label={`Search results for ${state.q}`} /> : null}
          <div className="sell-results-actions">
            {search.has_more ? (
              <Link to={sellFlowHref(showMore(state))} className="button button-secondary" preventScrollReset>
                Show more
              </Link>
            ) : null}
            <Link to={sellFlowHref(searchFor(state, ""))} className="text-link" preventScrollReset>
              Clear search
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function CatalogLevels({ catalog, state }: { catalog: SellCatalogLevel; state: SellFlowState }) {
  const chosen = SELL_LEVELS.filter((level) => catalog[SELECTED[level]]);
  const next = SELL_LEVELS.find((level) => !catalog[SELECTED[level]]);
  const nextOptions = next ? (catalog[OPTIONS[next]] as SellOption[]) : [];
  const showProducts = catalog.products.length > 0 && (next === undefined || nextOptions.length === 0 || catalog.selected_style !== null);
  return (
    <section className="sell-levels" aria-labelledby="sell-levels-title">
      <h2 className="visually-hidden" id="sell-levels-title">
        Browse the catalogue
      </h2>
      {chosen.length > 0 ? (
        <dl className="sell-chosen">
          {chosen.map((level) => (
            <div key={level} className="sell-chosen-row">
              <dt>{LEVEL_NAMES[level].name}</dt>
              <dd>{(catalog[SELECTED[level]] as SellOption).label}</dd>
              <dd>
                <Link to={sellFlowHref(resetLevel(state, level))} className="text-link" preventScrollReset aria-label={`Reset ${LEVEL_NAMES[level].name.toLowerCase()} and everything after it`}>
                  Reset
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {next && nextOptions.length > 0 ? (
        <div className="sell-level">
          <h3 className="sell-level-title" id={`level-${next}`}>
            {LEVEL_NAMES[next].choose}
          </h3>
          <ul className={`sell-options sell-options-${next}`} aria-labelledby={`level-${next}`}>
            {nextOptions.map((option) => (
              <li key={option.value}>
                <Link to={sellFlowHref(chooseLevel(state, next, option.value))} className="sell-option" preventScrollReset>
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {showProducts ? (
        <div className="sell-level">
          <h3 className="sell-level-title">{catalog.selected_size ? "Pieces matching your choices" : "Or choose your piece"}</h3>
          <SkuList skus={catalog.products} state={state} label="Matching pieces" />
        </div>
      ) : null}
      {!next && catalog.products.length === 0 ? (
        <EmptyState title="Nothing matches these choices">
          <p>Reset a level above, or send us photos of your piece.</p>
        </EmptyState>
      ) : null}
    </section>
  );
}

function SkuList({ skus, state, label }: { skus: readonly SellSkuView[]; state: SellFlowState; label: string }) {
  return (
    <ul className="sku-list" aria-label={label}>
      {skus.map((sku) => (
        <li key={sku.sku}>
          <Link to={sellFlowHref(withSku(state, sku.sku))} className="sku-card">
            <span className="sku-card-title">{sku.title}</span>
            <span className="sku-card-facts">
              {[sku.item_type_label, sku.size, sku.is_exotic ? "Exotic skin" : null].filter(Boolean).join(" · ")}
            </span>
            <span className="sku-card-cta" aria-hidden="true">
              Select
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
