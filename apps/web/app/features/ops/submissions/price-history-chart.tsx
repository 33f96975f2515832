import { useId } from "react";
import { formatCents } from "../pieces/piece-format.ts";
import { labelledIndexes, monthLabel, priceChangeLabel, priceHistoryGeometry, type PriceHistoryBox, type PriceHistoryPoint } from "./price-history-scale.ts";

/** The chart is drawn twice, for a wide column and for a phone, so its labels stay readable at both. */
const WIDE: PriceHistoryBox = { width: 640, height: 260, padding: { left: 76, right: 16, top: 16, bottom: 36 } };
const NARROW: PriceHistoryBox = { width: 360, height: 240, padding: { left: 64, right: 12, top: 14, bottom: 34 } };

/** Whole dollars for the axis and the table ("$4,250"). */
const dollars = (cents: number) => formatCents(Math.round(cents / 100) * 100).replace(/\.00$/, "");

/**
 * The model's median sold price month by month, with the engine's expected resale as a dashed line.
 * The SVG is one labelled image described by the caption's summary; every month's figures are in the
 * table under it.
 */
export function PriceHistoryChart({ series, expectedResaleCents, modelLabel }: { series: readonly PriceHistoryPoint[]; expectedResaleCents: number | null; modelLabel: string }) {
  const captionId = useId();
  if (series.length === 0) return <p className="ops-empty">No sales history for this model yet.</p>;
  const g = priceHistoryGeometry(series, WIDE, expectedResaleCents);
  const first = g.points[0]!;
  const last = g.points.at(-1)!;
  const change = priceChangeLabel(series);
  const title = `Median sold price of ${modelLabel}, month by month`;
  const summary =
    `From ${dollars(first.price_cents)} in ${monthLabel(first.date)} to ${dollars(last.price_cents)} in ${monthLabel(last.date)}` +
    `${change ? ` (${change})` : ""}.` +
    `${expectedResaleCents !== null ? ` The dashed line is the expected resale, ${dollars(expectedResaleCents)}.` : ""} Every month's figures are in the table below.`;
  return (
    <figure className="price-history">
      <ChartSvg series={series} box={WIDE} labels={6} expectedResaleCents={expectedResaleCents} title={title} describedBy={captionId} className="price-history-svg is-wide" />
      <ChartSvg series={series} box={NARROW} labels={3} expectedResaleCents={expectedResaleCents} title={title} describedBy={captionId} className="price-history-svg is-narrow" />
      <figcaption className="price-history-caption" id={captionId}>
        {summary}
      </figcaption>
      <details className="price-history-details">
        <summary>Month by month</summary>
        <div className="ops-table-wrap" tabIndex={0} role="region" aria-label={`Median sold price of ${modelLabel}, month by month`}>
          <table className="ops-table price-history-table">
            <caption className="visually-hidden">{`Median sold price of ${modelLabel}`}</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className="is-number">
                  Median sold price
                </th>
                <th scope="col" className="is-number">
                  Sales
                </th>
              </tr>
            </thead>
            <tbody>
              {g.points.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{monthLabel(p.date)}</th>
                  <td className="is-number">{formatCents(p.price_cents)}</td>
                  <td className="is-number">{p.sales}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function ChartSvg(props: { series: readonly PriceHistoryPoint[]; box: PriceHistoryBox; labels: number; expectedResaleCents: number | null; title: string; describedBy: string; className: string }) {
  const { series, box, labels, expectedResaleCents, title, describedBy, className } = props;
  const titleId = useId();
  const g = priceHistoryGeometry(series, box, expectedResaleCents, labels > 3 ? 4 : 3);
  const labelled = labelledIndexes(g.points.length, labels);
  const resaleY = expectedResaleCents !== null ? g.yOf(expectedResaleCents) : null;
  const last = g.points.length - 1;
  return (
    <svg className={className} viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-labelledby={titleId} aria-describedby={describedBy}>
      <title id={titleId}>{title}</title>
      <g aria-hidden="true">
        {g.ticks.map((tick) => (
          <g key={tick.valueCents}>
            <line className="price-history-grid" x1={box.padding.left} x2={box.width - box.padding.right} y1={tick.y} y2={tick.y} />
            <text className="price-history-axis" x={box.padding.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {dollars(tick.valueCents)}
            </text>
          </g>
        ))}
        {resaleY !== null ? <line className="price-history-reference" x1={box.padding.left} x2={box.width - box.padding.right} y1={resaleY} y2={resaleY} /> : null}
        <path className="price-history-line" d={g.line} />
        {g.points.map((p, i) => (
          <g key={p.date}>
            <circle className="price-history-dot" cx={p.x} cy={p.y} r={i === last ? 4.5 : 2.5} />
            {labelled.has(i) ? (
              <text className="price-history-axis" x={p.x} y={g.floor + 22} textAnchor={i === 0 && last > 0 ? "start" : i === last && last > 0 ? "end" : "middle"}>
                {monthLabel(p.date)}
              </text>
            ) : null}
          </g>
        ))}
      </g>
    </svg>
  );
}
