import { Link } from "react-router";
import type { Explanation } from "@maison/contracts/valuation";
import { formatDay, formatDollars, formatFactor, formatSignedDollars } from "./selling-format.ts";

/** How widely the engine had to look for comparable pieces, in the seller's words. */
const MATCH_LEVEL_WORDS: Record<Explanation["match_level"], string> = {
  sku: "the same model, style and size",
  model_size: "the same model and size in other styles",
  model: "the same model in other styles and sizes",
  designer_item_type: "pieces of the same kind by the same designer",
};

/**
 * Why the offer is what it is (the engine explains itself): the pieces it compared with, each with
 * its price and date, the value they point to, and each adjustment for this piece's condition,
 * accessories, color and the market's direction.
 */
export function OfferExplanation({ explanation }: { explanation: Explanation }) {
  const { comparables, adjustments, base_value_cents, match_level } = explanation;
  return (
    <section className="offer-explanation" aria-labelledby="offer-explanation-title">
      <div className="sell-section-head">
        <p className="eyebrow">How we arrived at it</p>
        <h2 className="sell-section-title" id="offer-explanation-title">
          Based on {comparables.length} comparable {comparables.length === 1 ? "piece" : "pieces"}
        </h2>
        <p className="sell-section-lede">
          We looked at what Maison sold and listed of {MATCH_LEVEL_WORDS[match_level]}, then adjusted for what sets yours apart.
        </p>
      </div>

      <ol className="comparable-list">
        {comparables.map((c) => (
          <li key={c.id} className="comparable">
            <div className="comparable-mark" aria-hidden="true">
              {c.kind === "sold" ? "Sold" : "Listed"}
            </div>
            <div className="comparable-text">
              <p className="comparable-title">{c.handle ? <Link to={`/products/${c.handle}`}>{c.title}</Link> : c.title}</p>
              <p className="comparable-facts">
                {[c.condition, c.size, c.color, c.accessories.length > 0 ? c.accessories.join(", ") : null].filter(Boolean).join(" · ")}
              </p>
            </div>
            <dl className="comparable-figures">
              <div>
                <dt>{c.kind === "sold" ? `Sold ${formatDay(c.date)}` : `Listed ${formatDay(c.date)}`}</dt>
                <dd>{formatDollars(c.price_cents)}</dd>
              </div>
              <div>
                <dt>For your piece</dt>
                <dd>{formatDollars(c.normalized_cents)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>

      <table className="adjustment-table">
        <caption className="visually-hidden">From the comparables' value to your piece's</caption>
        <tbody>
          <tr>
            <th scope="row">What the comparables point to</th>
            <td />
            <td>{formatDollars(base_value_cents)}</td>
          </tr>
          {adjustments.map((a) => (
            <tr key={a.key}>
              <th scope="row">{a.label}</th>
              <td className="adjustment-factor">{formatFactor(a.factor)}</td>
              <td>{formatSignedDollars(a.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
