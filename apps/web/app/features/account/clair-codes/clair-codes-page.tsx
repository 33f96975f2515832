import { Form, Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { SELLING_PAGES } from "../../selling/selling-paths.ts";
import type { ClairCodesData } from "./clair-codes.server.ts";
import { SavedCodeButton } from "./save-code-button.tsx";

const savedOn = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The sell flow opened on one code: its value step, for an offer (decision 059). */
const valueOf = (code: string) => `/sell-now?${new URLSearchParams({ sku: code })}`;

/**
 * The `clair-codes` tab (decision 059): the CLAIR codes the account keeps — each a piece of the
 * seller's catalog (designer, model, style, size) whose value the owner can ask for at any time —
 * and a search to find and keep more.
 */
export function ClairCodesPage({ codes, q, found }: ClairCodesData) {
  const savedIds = new Set(codes.map((c) => c.saved.sku_id));
  return (
    <section className="clair-codes" aria-labelledby="clair-codes-title">
      <div className="clair-codes-head">
        <h2 id="clair-codes-title" className="account-section-title">
          Clair codes{codes.length > 0 ? ` (${codes.length})` : ""}
        </h2>
        <ButtonLink to={SELLING_PAGES.sellNow} variant="secondary">
          Value a piece
        </ButtonLink>
      </div>
      <p className="account-section-description">
        A Clair code names one piece of our sellers’ catalog — designer, model, style and size. Keep the codes of the pieces you own or follow, and
        ask for their value whenever you like. Offers you accepted are in <Link to={SELLING_PAGES.submissions} className="text-link">Submissions</Link>.
      </p>
      {codes.length === 0 ? (
        <EmptyState title="No saved codes yet">
          <p>Search for a piece below and save its code, or start with “Value a piece” to see what it is worth today.</p>
        </EmptyState>
      ) : (
        <ul className="clair-code-list" aria-label="Saved codes">
          {codes.map(({ saved, piece }) => (
            <li key={saved.id} className="clair-code">
              <p className="clair-code-title">{piece ? piece.title : saved.sku_id}</p>
              {piece ? (
                <p className="clair-code-meta">
                  {[piece.item_type_label, piece.style, piece.size].filter(Boolean).join(" · ")} · saved {savedOn.format(new Date(saved.created_at))}
                </p>
              ) : (
                <p className="clair-code-meta">This code is no longer in our catalog.</p>
              )}
              <code className="clair-code-sku">{saved.sku_id}</code>
              <div className="clair-code-actions">
                {piece ? (
                  <Link to={valueOf(saved.sku_id)} className="text-link">
                    Get its value
                  </Link>
                ) : null}
                <SavedCodeButton action={{ kind: "remove", id: saved.id }} label={`Remove code ${piece?.title ?? saved.sku_id}`} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <section className="clair-codes-find" aria-labelledby="clair-find-title">
        <h3 id="clair-find-title" className="address-card-title">
          Find a piece’s code
        </h3>
        <Form method="get" className="clair-search-form" role="search" aria-label="The sellers' catalog">
          <TextField label="Designer, model or style" name="q" defaultValue={q} placeholder="e.g. Chanel Classic Flap" />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </Form>
        {found ? (
          found.search_results.length === 0 ? (
            <p className="clair-code-meta" role="status">
              Nothing in our catalog matches “{q}”. Try a designer and a model.
            </p>
          ) : (
            <ul className="clair-search-results" aria-label={`Pieces matching ${q}`}>
              {found.search_results.map((piece) => (
                <li key={piece.sku} className="clair-search-result">
                  <span>
                    <span className="b2b-piece-title">{piece.title}</span>
                    <br />
                    <span className="clair-code-meta">{[piece.style, piece.size].filter(Boolean).join(" · ")}</span>
                  </span>
                  {savedIds.has(piece.sku) ? (
                    <span className="clair-code-meta">Saved</span>
                  ) : (
                    <SavedCodeButton action={{ kind: "save", code: piece.sku }} label={`Save code of ${piece.title}${piece.size ? ` ${piece.size}` : ""}, ${piece.style}`} />
                  )}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
    </section>
  );
}
