import { data, isRouteErrorResponse, Link } from "react-router";
import { ResaleReportView } from "@maison/contracts/report";
import { PageError } from "../features/content/page-error.tsx";
import { PageNotFound } from "../features/content/page-not-found.tsx";
import { BarChart } from "../features/report/bar-chart.tsx";
import { categoryName, days, formatChange, formatDollars, formatPermille } from "../features/report/report-format.ts";
import { REPORT_API, REPORT_PAGES } from "../features/report/report-paths.ts";
import { apiClient } from "../lib/api.server.ts";
import "../features/report/report.css";
import type { Route } from "./+types/clair-report-year";

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  const year = loaded?.report.year;
  return [
    { title: year ? `The Clair Report ${year} | Maison` : "The Clair Report | Maison" },
    { name: "description", content: `Which designers and models held their value, what sold fastest and how prices moved${year ? ` in ${year}` : ""}: computed from Maison's own sales.` },
  ];
};

/** `/clair-report/{year}` (spec 2 §2): the year's report, or a 404 for a year without sales. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!/^\d{4}$/.test(params.year)) throw data(null, { status: 404 });
  const report = await apiClient(context, request).get(REPORT_API.year(Number(params.year)), ResaleReportView);
  return { report };
}

export default function ClairReportYear({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const topDesigner = report.designers[0];
  const fastest = report.fastest_sellers[0];
  const movements = report.price_movements.filter((m) => m.change_permille !== null);
  return (
    <article className="page-width report-page">
      <header className="report-hero">
        <p className="eyebrow">The Clair Report</p>
        <h1 className="report-title">The resale market in {report.year}</h1>
        <p className="report-lede">
          What {report.sales.toLocaleString("en-US")} pieces sold at Maison in {report.year} tell us: which houses and models held their value, what sold
          fastest, and how prices moved.
        </p>
        <nav className="report-years" aria-label="Reports by year">
          {report.years.map((year) =>
            year === report.year ? (
              <span key={year} className="report-year is-current" aria-current="page">
                {year}
              </span>
            ) : (
              <Link key={year} className="report-year" to={REPORT_PAGES.year(year)}>
                {year}
              </Link>
            ),
          )}
        </nav>
      </header>

      <section className="report-section" aria-labelledby="report-designers">
        <h2 id="report-designers">Designers that hold their value</h2>
        <p className="report-note">
          Resale price as a share of the retail price new, averaged over each house's sales.
          {topDesigner ? ` ${topDesigner.name} led at ${formatPermille(topDesigner.retention_permille)}.` : ""}
        </p>
        <BarChart
          title={`Designers by resale value as a share of retail, ${report.year}`}
          summary={report.designers.map((d) => `${d.name} ${formatPermille(d.retention_permille)}`).join(", ") + "."}
          bars={report.designers.map((d) => ({ label: d.name, value: d.retention_permille, text: formatPermille(d.retention_permille) }))}
          columns={{ label: "Designer", value: "Share of retail" }}
          extra={{ heading: "Sales", cells: report.designers.map((d) => String(d.sales)) }}
        />
      </section>

      <section className="report-section" aria-labelledby="report-models">
        <h2 id="report-models">Models that hold their value</h2>
        <p className="report-note">The same measure by model; above 100% a piece resold for more than it cost new.</p>
        <BarChart
          title={`Models by resale value as a share of retail, ${report.year}`}
          summary={report.models.map((m) => `${m.designer} ${m.name} ${formatPermille(m.retention_permille)}`).join(", ") + "."}
          bars={report.models.map((m) => ({ label: `${m.designer} ${m.name}`, value: m.retention_permille, text: formatPermille(m.retention_permille) }))}
          columns={{ label: "Model", value: "Share of retail" }}
          extra={{ heading: "Sales", cells: report.models.map((m) => String(m.sales)) }}
        />
      </section>

      <section className="report-section" aria-labelledby="report-fastest">
        <h2 id="report-fastest">The fastest sellers</h2>
        <p className="report-note">
          Median days from listing to sale.{fastest ? ` A ${fastest.designer} ${fastest.name} typically found its buyer in ${days(fastest.median_days)}.` : ""}
        </p>
        <BarChart
          title={`Models by median days from listing to sale, ${report.year}`}
          summary={report.fastest_sellers.map((f) => `${f.designer} ${f.name} ${days(f.median_days)}`).join(", ") + "."}
          bars={report.fastest_sellers.map((f) => ({ label: `${f.designer} ${f.name}`, value: Math.max(f.median_days, 0.5), text: days(f.median_days) }))}
          columns={{ label: "Model", value: "Median days to sell" }}
          extra={{ heading: "Sales", cells: report.fastest_sellers.map((f) => String(f.sales)) }}
        />
      </section>

      <section className="report-section" aria-labelledby="report-prices">
        <h2 id="report-prices">Price movements by category</h2>
        <p className="report-note">Each category's average sale price against {report.year - 1}.</p>
        {movements.length > 0 ? (
          <BarChart
            title={`Change of the average sale price by category, ${report.year} against ${report.year - 1}`}
            summary={movements.map((m) => `${categoryName(m.category)} ${formatChange(m.change_permille!)}`).join(", ") + "."}
            bars={movements.map((m) => ({ label: categoryName(m.category), value: m.change_permille!, text: formatChange(m.change_permille!) }))}
            columns={{ label: "Category", value: "Change" }}
            extra={{ heading: `Average price, ${report.year}`, cells: movements.map((m) => formatDollars(m.mean_price_cents)) }}
          />
        ) : null}
        <table className="report-table report-prices">
          <caption className="visually-hidden">Average sale price by category, {report.year} and {report.year - 1}</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">{report.year - 1}</th>
              <th scope="col">{report.year}</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {report.price_movements.map((m) => (
              <tr key={m.category}>
                <th scope="row">{categoryName(m.category)}</th>
                <td>{m.previous_mean_price_cents === null ? "No sales" : formatDollars(m.previous_mean_price_cents)}</td>
                <td>{formatDollars(m.mean_price_cents)}</td>
                <td>{m.change_permille === null ? "—" : formatChange(m.change_permille)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="report-section report-method" aria-labelledby="report-method">
        <h2 id="report-method">Method</h2>
        <p>
          Every figure is computed, when this page is asked for, from the pieces Maison sold between January 1 and December 31, {report.year} (UTC): each
          sale's price, the estimated retail price of the piece new, and the dates it was listed and sold. Nothing is written by hand.
        </p>
        <ul>
          <li>Share of retail: the sale price divided by the retail price, averaged over a designer's or model's sales. Designers need at least 5 sales in the year and models at least 3 to be ranked; the ten highest are shown.</li>
          <li>Days to sell: whole days from the day a piece was listed to the day it sold; a model's figure is the median of its sales. The ten fastest models with at least 3 sales are shown.</li>
          <li>Price movements: the average sale price of each category against the year before; a category without sales the year before has no change.</li>
        </ul>
      </section>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <PageNotFound message="There is no Clair Report for that year: Maison has no sales recorded then." />;
  }
  return <PageError message="We're having trouble loading the report. We've sent the issue to our team. Please, try again later!" />;
}
