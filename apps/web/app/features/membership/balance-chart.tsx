import { useId } from "react";
import { formatCents } from "../cart/cart-money.ts";
import { chartGeometry, type BalancePoint, type ChartBox } from "./balance-chart-scale.ts";

const BOX: ChartBox = { width: 640, height: 280, padding: { left: 64, right: 16, top: 16, bottom: 36 } };

export type ProjectionState =
  | { status: "ready"; series: BalancePoint[] }
  | { status: "loading" }
  | { status: "error"; message: string };

export interface BalanceChartProps {
  state: ProjectionState;
  /** "$50 a month": what the chart projects, for its title and text alternative. */
  planLabel: string;
  /** A newer pick is loading: the chart shown is the previous one. */
  busy?: boolean;
}

/**
 * The projected store-credit balance over 12 months. The box keeps one size whatever it shows
 * (loading, error, chart) so nothing below it moves; the SVG carries a title and a summary, and the
 * month-by-month figures are in a table for anyone who does not read the picture.
 */
export function BalanceChart({ state, planLabel, busy = false }: BalanceChartProps) {
  const titleId = useId();
  const descId = useId();
  const series = state.status === "ready" ? state.series : [];
  const last = series.at(-1);
  return (
    <figure className={busy ? "balance-chart balance-chart-busy" : "balance-chart"} aria-busy={busy || state.status === "loading"}>
      <figcaption className="balance-chart-caption">
        <span className="eyebrow">Projected store credit</span>
        <span className="balance-chart-total" aria-live="polite">
          {state.status === "ready" && last ? (
            <>
              <strong>{formatCents(last.balanceCents)}</strong> after {series.length} months at {planLabel}
            </>
          ) : (
            "\u00a0"
          )}
        </span>
      </figcaption>
      <div className="balance-chart-frame">
        {state.status === "ready" && series.length > 0 ? (
          <ChartSvg series={series} titleId={titleId} descId={descId} planLabel={planLabel} />
        ) : state.status === "error" ? (
          <p className="balance-chart-note" role="alert">
            {state.message}
          </p>
        ) : state.status === "ready" ? (
          <p className="balance-chart-note">No projection is available for this plan.</p>
        ) : (
          <p className="balance-chart-note">Projecting your balance…</p>
        )}
      </div>
      {state.status === "ready" && series.length > 0 ? <ChartTable series={series} planLabel={planLabel} /> : null}
    </figure>
  );
}

function ChartSvg({ series, titleId, descId, planLabel }: { series: BalancePoint[]; titleId: string; descId: string; planLabel: string }) {
  const g = chartGeometry(series, BOX);
  const first = series[0]!;
  const last = series.at(-1)!;
  const labelEvery = series.length > 6 ? 2 : 1;
  return (
    <svg className="balance-chart-svg" viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
      <title id={titleId}>{`Projected store-credit balance over ${series.length} months at ${planLabel}`}</title>
      <desc id={descId}>{`From ${formatCents(first.balanceCents)} in ${first.label} to ${formatCents(last.balanceCents)} in ${last.label}. The figures for every month are in the table below.`}</desc>
      <g aria-hidden="true">
        {g.ticks.map((tick) => (
          <g key={tick.valueCents}>
            <line className="balance-chart-grid" x1={BOX.padding.left} x2={BOX.width - BOX.padding.right} y1={tick.y} y2={tick.y} />
            <text className="balance-chart-axis" x={BOX.padding.left - 10} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {formatCents(tick.valueCents)}
            </text>
          </g>
        ))}
        <path className="balance-chart-area" d={g.area} />
        <path className="balance-chart-line" d={g.line} />
        {g.points.map((p, i) => (
          <g key={p.label}>
            <circle className="balance-chart-dot" cx={p.x} cy={p.y} r={i === g.points.length - 1 ? 5 : 3} />
            {i % labelEvery === (series.length - 1) % labelEvery ? (
              <text className="balance-chart-axis" x={p.x} y={g.baseline + 22} textAnchor="middle">
                {shortLabel(p.label)}
              </text>
            ) : null}
          </g>
        ))}
      </g>
    </svg>
  );
}

function ChartTable({ series, planLabel }: { series: BalancePoint[]; planLabel: string }) {
  return (
    <details className="balance-chart-details">
      <summary>Show the figures month by month</summary>
      <table className="balance-chart-table">
        <caption className="visually-hidden">{`Projected store-credit balance at ${planLabel}`}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Projected balance</th>
          </tr>
        </thead>
        <tbody>
          {series.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{formatCents(p.balanceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** "Month 3" → "M3" on the axis; other labels ("Mar 2026") keep their first word. */
function shortLabel(label: string): string {
  const month = /^Month (\d+)$/.exec(label);
  return month ? `M${month[1]}` : (label.split(" ")[0] ?? label);
}
