#!/usr/bin/env node
// How long the search snapshot holds the event loop (decision 080): a full build of the catalog snapshot
// with its derived structures, against patches of 1, 10 and 1,000 changed products, in process on a
// seeded catalog. See bench/README.md.
//
//   node bench/snapshot-patch.mjs --products 100000             # SQLite, .cache/bench/products-N
//   node bench/snapshot-patch.mjs --products 2000 --runs 50
//
// Options: --products N (2000), --runs R (20 patches per batch size), --data-dir DIR (default
//          .cache/bench/products-N), --database-url URL (PostgreSQL, seeded when it holds another catalog).
import os from "node:os";
import { register } from "tsx/esm/api";
import { ensureSeeded, parseBenchOptions } from "./support/bench-server.mjs";

const options = parseBenchOptions(process.argv.slice(2), {
  script: import.meta.url,
  defaults: { products: 2000, runs: 20, dataDir: null, databaseUrl: process.env.BENCH_DATABASE_URL || null },
  numeric: { "--products": "products", "--runs": "runs" },
  text: { "--data-dir": "dataDir", "--database-url": "databaseUrl" },
});
await ensureSeeded({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }, options.products);
register();
const { measurePatches } = await import("./support/snapshot-patch-run.ts");
const t = await measurePatches({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, runs: options.runs });
const ms = (x) => `${x.toFixed(1)} ms`;
console.log(`\n${t.products.toLocaleString("en-US")} listed products, load average ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}`);
console.log(`full build: columns and orders ${ms(t.buildMs)}; vocabulary, ranking fields, suggestions ${ms(t.deriveMs)}`);
for (const p of t.patches) {
  console.log(`patch of ${String(p.rows).padStart(5)} products: rows and orders ${ms(p.snapshotMedianMs)} (max ${ms(p.snapshotMaxMs)}), derived ${ms(p.derivedMedianMs)} (max ${ms(p.derivedMaxMs)}), ${p.runs} runs`);
}
console.log(`favorites of 200 products: ${ms(t.favoritesMs)}`);
console.log(`event loop's longest delay while patching: ${ms(t.eventLoopMaxMs)}`);
