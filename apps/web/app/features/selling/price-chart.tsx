import { useId } from "react";
import type { PricePoint } from "@maison/contracts/valuation";
import { labelledIndexes, priceChange, priceChartGeometry, type PriceChartBox, type PriceChartPoint } from "./price-chart-scale.ts";
import { formatAxisMonth, formatDollars, formatMonth } from "./selling-format.ts";

/** Two drawings of one chart, so its words stay legible: a wide one, and a narrow one for phones (CSS shows one). */
const WIDE: PriceChartBox = { width: 640, height: 260, padding: { left: 72, right: 20, top: 20, bottom: 40 } };
const NARROW: PriceChartBox = { width: 360, height: 240, padding: { left: 60, right: 14, top: 16, bottom: 36 } };

/**
 * The model's price over time (`sku_price_evolution_list`): a line through each month's median sale
 * price. The SVG has a title and a summary in words, and every month's figure is in a table below,
 * so the picture is never the only way to read it. Its box has a fixed ratio: nothing below moves.
 */
export function PriceChart({ points, title }: { points: readonly PricePoint[]; title: string }) {
  const series = points.map((p) => ({ date: p.date, priceCents: p.price_cents }));
  const g = priceChartGeometry(series, WIDE);
  if (g.points.length === 0) return null;
  const change = priceChange(series);
  const first = g.points[0]!;
  const last = g.points.at(-1)!;
  const summary = `From ${formatDollars(first.priceCents)} in ${formatMonth(first.date)} to ${formatDollars(last.priceCents)} in ${formatMonth(last.date)}${
    change === null ? "" : ` (${change >= 0 ? "up" : "down"} ${Math.abs(change)}%)`
  }; lowest ${formatDollars(g.low!.priceCents)}, highest ${formatDollars(g.high!.priceCents)}.`;
  return (
    <figure className="price-chart">
      <figcaption className="price-chart-caption">
        <span className="eyebrow">Price over time</span>
        <span className="price-chart-summary">{summary}</span>
      </figcaption>
      <div className="price-chart-frame price-chart-wide">
        <ChartSvg series={series} box={WIDE} maxLabels={7} title={title} summary={summary} />
      </div>
      <div className="price-chart-frame price-chart-narrow">
        <ChartSvg series={series} box={NARROW} maxLabels={4} title={title} summary={summary} />
      </div>
      <details className="price-chart-details">
        <summary>Show the prices month by month</summary>
        <table className="price-chart-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Median sale price</th>
              <th scope="col">Sales</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatMonth(p.date)}</th>
                <td>{formatDollars(p.price_cents)}</td>
                <td>{p.sales}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

interface ChartSvgProps {
  series: PriceChartPoint[];
  box: PriceChartBox;
  maxLabels: number;
  title: string;
  summary: string;
}

function ChartSvg({ series, box, maxLabels, title, summary }: ChartSvgProps) {
  const titleId = useId();
  const descId = useId();
  const g = priceChartGeometry(series, box);
  const labelled = labelledIndexes(g.points.length, maxLabels);
  return (
    <svg className="price-chart-svg" viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
      <title id={titleId}>{title}</title>
      <desc id={descId}>{`${summary} Every month's figure is in the table that follows.`}</desc>
      <g aria-hidden="true">
        {g.ticks.map((tick) => (
          <g key={tick.valueCents}>
            <line className="price-chart-grid" x1={box.padding.left} x2={box.width - box.padding.right} y1={tick.y} y2={tick.y} />
            <text className="price-chart-axis" x={box.padding.left - 10} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {formatDollars(tick.valueCents)}
            </text>
          </g>
        ))}
        <path className="price-chart-area" d={g.area} />
        <path className="price-chart-line" d={g.line} />
        {g.points.map((p, i) => (
          <g key={p.date}>
            <circle className="price-chart-dot" cx={p.x} cy={p.y} r={i === g.points.length - 1 ? 5 : 3} />
            {labelled.has(i) ? (
              <text className="price-chart-axis" x={p.x} y={g.floor + 24} textAnchor={i === g.points.length - 1 ? "end" : i === 0 ? "start" : "middle"}>
                {formatAxisMonth(p.date)}
              </text>
            ) : null}
          </g>
        ))}
      </g>
    </svg>
  );
}
