import type { OpsSubmissionDetail } from "@maison/contracts/ops-submissions";
import type { Appraisal } from "@maison/contracts/valuation";
import { formatCents } from "../pieces/piece-format.ts";
import { PriceHistoryChart } from "./price-history-chart.tsx";
import { confidenceWord, pieceName, factorLabel, MATCH_LEVEL_LABELS, percent, QUOTE_REASON_LABELS } from "./submission-labels.ts";

const APPRAISAL_STATUS: Record<Appraisal["status"], string> = {
  instant_offer: "Instant offer: the seller was offered these amounts at once.",
  quote: "Sent to pricing: these are the engine's starting suggestion.",
  photo_upload: "Photo submission: these are the engine's starting suggestion.",
};

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
/** A comparable's date ("2026-03-14") as "Mar 14, 2026". */
function formatDay(date: string): string {
  const at = new Date(date.length === 10 ? `${date}T12:00:00Z` : date);
  return Number.isNaN(at.getTime()) ? date : day.format(at);
}

const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : cents < 0 ? `−${formatCents(-cents)}` : formatCents(0));

/**
 * The offer engine's answer for the piece: its three offers, how sure it is, the comparables it used
 * (with their prices, dates and conditions), each adjustment, and the model's price over time.
 */
export function SubmissionAppraisal({ detail }: { detail: OpsSubmissionDetail }) {
  const { appraisal } = detail;
  return (
    <section className="ops-panel submission-appraisal" aria-labelledby="submission-appraisal-title">
      <h2 className="order-section-title" id="submission-appraisal-title">
        The engine’s suggestion
      </h2>
      {appraisal ? <AppraisalBody appraisal={appraisal} modelLabel={appraisal.sku?.title ?? pieceName(detail.item.designer, detail.item.title)} /> : (
        <p className="ops-empty">The offer engine has no suggestion for this piece: it is not in the seller’s catalogue. Price it from the photos and the description.</p>
      )}
    </section>
  );
}

function AppraisalBody({ appraisal, modelLabel }: { appraisal: Appraisal; modelLabel: string }) {
  const explanation = appraisal.explanation;
  return (
    <div className="submission-appraisal-body">
      <p className="ops-action-hint">
        {APPRAISAL_STATUS[appraisal.status]}
        {appraisal.reason ? ` Why: ${QUOTE_REASON_LABELS[appraisal.reason] ?? appraisal.reason}.` : ""}
      </p>
      {appraisal.offers.length > 0 ? (
        <ul className="submission-offers" aria-label="Suggested offers">
          {appraisal.offers.map((offer) => (
            <li key={offer.kind} className="submission-offer">
              <span className="submission-offer-label">{offer.label}</span>
              <span className="submission-offer-amount">{formatCents(offer.amount_cents)}</span>
              <span className="submission-offer-note">
                {offer.is_estimate ? "Estimate, paid when it sells" : offer.seller_incentive_cents > 0 ? `${formatCents(offer.before_incentive_cents)} + ${formatCents(offer.seller_incentive_cents)} seller incentive` : "No seller incentive"}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="piece-facts submission-appraisal-facts">
        <div>
          <dt>Confidence</dt>
          <dd>
            {percent(appraisal.confidence)} · {confidenceWord(appraisal.confidence)}
          </dd>
        </div>
        <div>
          <dt>Expected resale</dt>
          <dd>{formatCents(appraisal.expected_resale_cents)}</dd>
        </div>
        {explanation ? (
          <>
            <div>
              <dt>Comparables</dt>
              <dd>
                {explanation.comparables.length} · {MATCH_LEVEL_LABELS[explanation.match_level]}
              </dd>
            </div>
            <div>
              <dt>Market value</dt>
              <dd>{formatCents(explanation.base_value_cents)}</dd>
            </div>
            <div>
              <dt>Trend</dt>
              <dd>{`${explanation.trend_per_month >= 0 ? "+" : "−"}${Math.abs(Math.round(explanation.trend_per_month * 1000) / 10)}% a month`}</dd>
            </div>
          </>
        ) : null}
        {appraisal.sku ? (
          <div>
            <dt>Sku</dt>
            <dd>
              {appraisal.sku.title} <span className="ops-cell-sub">{appraisal.sku.sku}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      {appraisal.message ? <p className="submission-appraisal-message">The seller was told: “{appraisal.message}”</p> : null}

      {explanation && explanation.adjustments.length > 0 ? (
        <div className="submission-subsection">
          <h3 className="submission-subtitle" id="submission-adjustments-title">
            Adjustments
          </h3>
          <div className="ops-table-wrap" tabIndex={0} role="region" aria-labelledby="submission-adjustments-title">
            <table className="ops-table submission-adjustments">
              <caption className="visually-hidden">How the market value was adjusted for this piece</caption>
              <thead>
                <tr>
                  <th scope="col">Adjustment</th>
                  <th scope="col" className="is-number">
                    Factor
                  </th>
                  <th scope="col" className="is-number">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {explanation.adjustments.map((adjustment) => (
                  <tr key={adjustment.key}>
                    <th scope="row">{adjustment.label}</th>
                    <td className="is-number">{factorLabel(adjustment.factor)}</td>
                    <td className="is-number">{signedCents(adjustment.amount_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}

      {explanation ? (
        <div className="submission-subsection">
          <h3 className="submission-subtitle" id="submission-comparables-title">
            Comparables used
          </h3>
          {explanation.comparables.length === 0 ? (
            <p className="ops-empty">No comparable sale or listing was found.</p>
          ) : (
            <div className="ops-table-wrap" tabIndex={0} role="region" aria-labelledby="submission-comparables-title">
              <table className="ops-table submission-comparables">
                <caption className="visually-hidden">The comparable pieces the suggestion is based on</caption>
                <thead>
                  <tr>
                    <th scope="col">Piece</th>
                    <th scope="col">When</th>
                    <th scope="col">Condition</th>
                    <th scope="col" className="is-number">
                      Price
                    </th>
                    <th scope="col" className="is-number">
                      Adjusted
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {explanation.comparables.map((c) => (
                    <tr key={c.id}>
                      <th scope="row" className="submission-comparable-title">
                        {c.handle ? (
                          <a href={`/products/${encodeURIComponent(c.handle)}`} className="pieces-link">
                            {c.title}
                          </a>
                        ) : (
                          c.title
                        )}
                        <span className="pieces-sku">{[c.color, c.size, c.style, c.accessories.join(", ")].filter(Boolean).join(" · ") || "—"}</span>
                      </th>
                      <td className="is-nowrap" data-label="When">
                        <span>
                          {c.kind === "sold" ? "Sold" : "Listed"} <span className="ops-cell-sub">{formatDay(c.date)}</span>
                        </span>
                      </td>
                      <td className="is-nowrap" data-label="Condition">
                        {c.condition}
                      </td>
                      <td className="is-number" data-label="Price">
                        {formatCents(c.price_cents)}
                      </td>
                      <td className="is-number" data-label="Adjusted">
                        {formatCents(c.normalized_cents)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {explanation.comparables.length > 0 ? <p className="ops-action-hint">Adjusted: each price carried to this piece’s condition, accessories and colour, and to today’s market.</p> : null}
        </div>
      ) : null}

      <div className="submission-subsection">
        <h3 className="submission-subtitle">Price over time</h3>
        <PriceHistoryChart series={appraisal.sku_price_evolution_list} expectedResaleCents={appraisal.expected_resale_cents} modelLabel={modelLabel} />
      </div>
    </div>
  );
}
