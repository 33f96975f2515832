#!/usr/bin/env node
// Backtest of the offer engine (decision 040): hold out demo sales of the history's last year,
// appraise each through ValuationService as of the day before it sold, and compare. See bench/README.md.
//
//   node bench/offer-backtest.mjs                      # SQLite, the npm start catalog (3,000 products)
//   node bench/offer-backtest.mjs --sample 1000
//   node bench/offer-backtest.mjs --database-url postgres://postgres@127.0.0.1:5432/maison_bench
//
// Options: --products N (3000), --sample S (500 held-out sales), --data-dir DIR (or BENCH_DATA_DIR;
//          default .cache/bench/products-N), --database-url URL (or BENCH_DATABASE_URL: PostgreSQL,
//          seeded when it holds a different catalog).
//
// Reports the median absolute percentage error (MdAPE) of the expected resale value against the
// actual sale price, overall, for instant offers and by match level, beside the naive price (the
// median of the sku's earlier sales); and the share of cash (sell_now) offers above the piece's
// later sale price: a loss.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { register } from "tsx/esm/api";
import { RESULTS_DIR, currentCommit, ensureSeeded, parseBenchOptions, percentile } from "./support/bench-server.mjs";

const options = parseBenchOptions(process.argv.slice(2), {
  script: import.meta.url,
  defaults: { products: 3000, sample: 500, dataDir: process.env.BENCH_DATA_DIR || null, databaseUrl: process.env.BENCH_DATABASE_URL || null },
  numeric: { "--products": "products", "--sample": "sample" },
  text: { "--data-dir": "dataDir", "--database-url": "databaseUrl" },
});

await ensureSeeded({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }, options.products);
register();
const { runBacktest } = await import("./support/offer-backtest-run.ts");
const { cases, historySales, seconds } = await runBacktest({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, sample: options.sample });

const ape = (c, value) => Math.abs(value - c.actualCents) / c.actualCents;
const sorted = (values) => [...values].sort((a, b) => a - b);
const pct = (x) => (x === null || Number.isNaN(x) ? "–" : `${(x * 100).toFixed(1)} %`);

/** MdAPE and P90 of the expected value over some cases, and how many had one. */
function accuracy(subset, value = (c) => c.expectedCents) {
  const errors = sorted(subset.filter((c) => value(c) !== null).map((c) => ape(c, value(c))));
  return { n: errors.length, mdape: errors.length ? percentile(errors, 50) : null, p90: errors.length ? percentile(errors, 90) : null };
}

/** Share of the cash offers above the later sale price. */
function losses(subset) {
  const offers = subset.filter((c) => c.sellNowCents !== null);
  const lost = offers.filter((c) => c.sellNowCents > c.actualCents);
  const ratio = sorted(offers.map((c) => c.sellNowCents / c.actualCents));
  return { n: offers.length, lost: lost.length, share: offers.length ? lost.length / offers.length : null, medianRatio: offers.length ? percentile(ratio, 50) : null };
}

const instant = cases.filter((c) => c.status === "instant_offer");
const rows = [
  ["all held-out sales", accuracy(cases), losses(cases)],
  ["instant offers", accuracy(instant), losses(instant)],
  ...["sku", "model_size", "model", "designer_item_type"].map((level) => {
    const subset = cases.filter((c) => c.matchLevel === level);
    return [`  matched at ${level}`, accuracy(subset), losses(subset)];
  }),
  ["naive: median of the sku's sales", accuracy(cases, (c) => c.naiveCents), null],
];

const statusCounts = new Map();
for (const c of cases) statusCounts.set(c.status, (statusCounts.get(c.status) ?? 0) + 1);
const byStatus = [...statusCounts].map(([status, n]) => `${status} ${n}`).join(", ");
console.log(`\nOffer backtest: ${cases.length} held-out sales of ${historySales.toLocaleString("en-US")} recorded, appraised in ${seconds.toFixed(1)} s`);
console.log(`Outcomes: ${byStatus}\n`);
console.log(`${"".padEnd(36)}${"n".padStart(6)}${"MdAPE".padStart(10)}${"P90 APE".padStart(10)}${"cash > sale".padStart(14)}${"cash ÷ sale".padStart(13)}`);
for (const [label, acc, loss] of rows) {
  const lossText = loss ? `${loss.lost}/${loss.n} ${pct(loss.share)}` : "";
  console.log(`${label.padEnd(36)}${String(acc.n).padStart(6)}${pct(acc.mdape).padStart(10)}${pct(acc.p90).padStart(10)}${lossText.padStart(14)}${(loss ? pct(loss.medianRatio) : "").padStart(13)}`);
}

fs.mkdirSync(RESULTS_DIR, { recursive: true });
const file = path.join(RESULTS_DIR, `offer-backtest-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
const summary = Object.fromEntries(rows.map(([label, acc, loss]) => [label.trim(), { ...acc, ...(loss ? { losses: loss } : {}) }]));
fs.writeFileSync(
  file,
  JSON.stringify({ commit: currentCommit(), node: process.version, cpus: os.cpus().length, database: options.databaseUrl ? "postgres" : "sqlite", products: options.products, sample: options.sample, summary, cases }, null, 2),
);
console.log(`\nCases and summary: ${path.relative(process.cwd(), file)}`);
