import { useId } from "react";
import { BAR_HEIGHT, barChartLayout, type Bar } from "./bar-chart-scale.ts";

/** Two drawings of one chart, so its words stay legible: a wide one, and a narrow one for phones (CSS shows one). */
const WIDE = 560;
const NARROW = 340;

export interface BarChartColumn {
  /** Heading of the label column and of the value column in the data table. */
  label: string;
  value: string;
}

/**
 * A horizontal bar chart drawn on the server: an SVG with a title and a summary in words, and the same
 * figures in a table below it, so the picture is never the only way to read them.
 */
export function BarChart({ title, summary, bars, columns, extra }: {
  title: string;
  summary: string;
  bars: readonly Bar[];
  columns: BarChartColumn;
  /** More columns for the table: heading and one cell per bar. */
  extra?: { heading: string; cells: readonly string[] };
}) {
  if (bars.length === 0) return <p className="report-empty">Not enough sales this year to rank.</p>;
  return (
    <figure className="report-chart">
      <div className="report-chart-wide">
        <BarChartSvg title={title} summary={summary} bars={bars} width={WIDE} />
      </div>
      <div className="report-chart-narrow">
        <BarChartSvg title={title} summary={summary} bars={bars} width={NARROW} />
      </div>
      <details className="report-chart-details">
        <summary>Show the figures</summary>
        <table className="report-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.label}</th>
              <th scope="col">{columns.value}</th>
              {extra ? <th scope="col">{extra.heading}</th> : null}
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, i) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.text}</td>
                {extra ? <td>{extra.cells[i]}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function BarChartSvg({ title, summary, bars, width }: { title: string; summary: string; bars: readonly Bar[]; width: number }) {
  const titleId = useId();
  const descId = useId();
  const layout = barChartLayout(bars, width);
  return (
    <svg className="report-chart-svg" viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
      <title id={titleId}>{title}</title>
      <desc id={descId}>{`${summary} Every figure is in the table that follows.`}</desc>
      <g aria-hidden="true">
        <line className="report-chart-zero" x1={layout.zeroX} x2={layout.zeroX} y1={0} y2={layout.height} />
        {layout.bars.map((bar) => (
          <g key={bar.label}>
            <text className="report-chart-label" x={8} y={bar.y + 16}>
              {bar.label}
            </text>
            <rect className={bar.value < 0 ? "report-chart-bar is-negative" : "report-chart-bar"} x={bar.x} y={bar.y + 22} width={bar.width} height={BAR_HEIGHT} rx={2} />
            <text
              className="report-chart-value"
              x={bar.value < 0 ? bar.x - 6 : bar.x + bar.width + 6}
              y={bar.y + 22 + BAR_HEIGHT / 2}
              textAnchor={bar.value < 0 ? "end" : "start"}
              dominantBaseline="middle"
            >
              {bar.text}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
