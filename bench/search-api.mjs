#!/usr/bin/env node
// Latency and load test of the search engine (POST /api/v6/search/, GET /api/v6/search/autocomplete/)
// against a large catalog, on SQLite or PostgreSQL. See bench/README.md.
//
//   node bench/search-api.mjs                          # SQLite, 100,000 products
//   node bench/search-api.mjs --database-url postgres://postgres@127.0.0.1:5432/maison_bench
//   node bench/search-api.mjs --products 20000 --duration 5
//   BENCH_URL=http://127.0.0.1:3000 node bench/search-api.mjs   # a server that is already running
//
// Options: --products N (100000), --duration S (8, per target and phase), --latency-connections C (2),
//          --load-connections C (32), --warmup S (2), --data-dir DIR (or BENCH_DATA_DIR; default
//          .cache/bench/products-N), --database-url URL (or BENCH_DATABASE_URL: PostgreSQL, seeded
//          when it holds fewer products), --url URL (or BENCH_URL), --max-minutes M (60).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { RESULTS_DIR, ROOT, currentCommit, die, ensureSeeded, parseBenchOptions, percentile, startServer, stopAfter, stopServer } from "./support/bench-server.mjs";

// ---------------------------------------------------------------------------------------------- options

function parseOptions(argv) {
  return parseBenchOptions(argv, {
    script: import.meta.url,
    defaults: {
      products: 100_000,
      duration: 8,
      latencyConnections: 2,
      loadConnections: 32,
      warmup: 2,
      dataDir: process.env.BENCH_DATA_DIR || null,
      databaseUrl: process.env.BENCH_DATABASE_URL || null,
      url: process.env.BENCH_URL || null,
      maxMinutes: 60,
    },
    numeric: {
      "--products": "products",
      "--duration": "duration",
      "--latency-connections": "latencyConnections",
      "--load-connections": "loadConnections",
      "--warmup": "warmup",
      "--max-minutes": "maxMinutes",
    },
    text: { "--data-dir": "dataDir", "--database-url": "databaseUrl", "--url": "url" },
  });
}

// ---------------------------------------------------------------------------------------------- targets

const DESIGNERS = ["chanel", "hermes", "louis vuitton", "gucci", "prada", "dior", "saint laurent", "celine", "fendi", "bottega veneta", "cartier", "rolex", "balenciaga", "loewe", "goyard", "valentino"];
const WORDS = ["bag", "tote", "shoulder", "black", "flap", "wallet", "sneakers", "boots", "bracelet", "scarf", "leather", "gold", "small", "red", "crossbody", "watch", "belt", "mini", "beige", "clutch"];
const QUERIES = ["chanel", "hermes birkin", "gucci marmont", "louis vuitton neverfull", "prada", "dior saddle", "black shoulder bag", "chanle", "birkn", "saint laurent", "cartier love", "rolex", "celine", "fendi baguette", "bottega", "tote", "sneakers", "gold bracelet", "red", "wallet", "silk scarf", "boots", "vintage", "trending"];
const PREFIXES = ["c", "ch", "cha", "chan", "her", "herm", "bir", "gu", "guc", "lou", "louis v", "pra", "dio", "sai", "bla", "tot", "sne", "car", "rol", "cel"];

const post = (body) => ({ method: "POST", path: "/api/v6/search/", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const get = (p) => ({ method: "GET", path: p });

/** More distinct texts than the engine caches (500), visited in turn: every request asks the full-text index. */
function uncachedQueries() {
  const texts = [];
  for (const d of DESIGNERS) for (const w of WORDS) for (const extra of ["", " "]) texts.push(`${d} ${w}${extra}`);
  return texts;
}

function targets() {
  const uncached = uncachedQueries();
  const typed = [...new Set(uncached.flatMap((q) => [q.trimEnd().slice(0, -1), q.trimEnd().slice(0, -2)]))];
  return [
    { name: "search: everything, all facets (no text)", requests: [post({}), post({ skip: 48 }), post({ sorts: "price-asc" }), post({ sorts: "most-popular", skip: 96 })] },
    { name: "search: text (24 queries, cached matches)", requests: QUERIES.map((query) => post({ query })) },
    { name: `search: text (${uncached.length} distinct, uncached)`, requests: uncached.map((query) => post({ query })) },
    {
      name: "search: text + refinements + sort",
      requests: [
        post({ query: "bag", refinements: [{ navigationName: "designer", type: "Value", value: "Chanel" }, { navigationName: "price", type: "Range", low: 2500, high: 10000 }] }),
        post({ query: "black", refinements: [{ navigationName: "condition", type: "Value", value: "Excellent" }, { navigationName: "condition", type: "Value", value: "Pristine" }], sorts: "price-desc" }),
        post({ query: "leather", refinements: [{ navigationName: "color", type: "Value", value: "Black" }, { navigationName: "availability", type: "Value", value: "In Stock" }], sorts: "newest", skip: 48 }),
      ],
    },
    {
      name: "list page: all-bags + filters, page 3",
      requests: [
        post({ pageCategories: ["all-bags"], refinements: [{ navigationName: "color", type: "Value", value: "Black" }], sorts: "price-asc", skip: 96 }),
        post({ pageCategories: ["all-bags"], refinements: [{ navigationName: "designer", type: "Value", value: "Hermès" }, { navigationName: "off_retail", type: "Range", low: 20, high: 40 }] }),
      ],
    },
    { name: "autocomplete (20 prefixes, cached matches)", requests: PREFIXES.map((q) => get(`/api/v6/search/autocomplete/?q=${encodeURIComponent(q)}`)) },
    { name: `autocomplete (${typed.length} distinct, uncached)`, requests: typed.map((q) => get(`/api/v6/search/autocomplete/?q=${encodeURIComponent(q)}`)) },
  ];
}

// ---------------------------------------------------------------------------------------------- measuring

/** A few clients, each sending its next request when the previous answered: latency without queueing. */
async function measureLatency(base, target, seconds, connections) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const r = target.requests[next++ % target.requests.length];
      const started = performance.now();
      const response = await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, requestsPerSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), failures };
}

function measureLoad(base, target, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, duration: seconds, connections, timeout: 10, requests: target.requests }, (error, r) =>
      error ? reject(error) : resolve({ requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts }),
    );
  });
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const o = parseOptions(process.argv.slice(2));
  stopAfter(o.maxMinutes);

  let base = o.url;
  if (!base) {
    const data = { dataDir: o.dataDir, databaseUrl: o.databaseUrl };
    await ensureSeeded(data, o.products);
    const started = await startServer(data);
    base = started.url;
    console.log(`Server on ${base} (log: ${started.logFile})`);
  }
  const database = o.url ? "running server" : o.databaseUrl ? "postgres" : "sqlite";
  const probe = await fetch(`${base}/api/v6/search/`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  if (probe.status !== 200) die(`POST /api/v6/search/ answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  const catalogSize = (await probe.json()).totalRecordCount;
  console.log(`Catalog: ${catalogSize.toLocaleString("en-US")} listed products (${database})`);

  const rows = [];
  for (const target of targets()) {
    if (o.warmup > 0) await measureLatency(base, target, o.warmup, o.latencyConnections);
    process.stdout.write(`${target.name}: latency … `);
    const latency = await measureLatency(base, target, o.duration, o.latencyConnections);
    process.stdout.write(`p95 ${latency.p95.toFixed(1)} ms; load … `);
    const load = await measureLoad(base, target, o.duration, o.loadConnections);
    console.log(`${Math.round(load.requestsPerSecond).toLocaleString("en-US")} req/s`);
    rows.push({ name: target.name, latency, load });
  }

  const header = ["target", "p50 ms", "p95 ms", "p99 ms", `req/s @${o.latencyConnections}`, `req/s @${o.loadConnections}`, `p99 @${o.loadConnections}`, "errors"];
  const body = rows.map((r) => [
    r.name,
    r.latency.p50.toFixed(1),
    r.latency.p95.toFixed(1),
    r.latency.p99.toFixed(1),
    Math.round(r.latency.requestsPerSecond).toLocaleString("en-US"),
    Math.round(r.load.requestsPerSecond).toLocaleString("en-US"),
    String(r.load.p99),
    String(r.latency.failures + r.load.non2xx + r.load.errors),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const fmt = (row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
  console.log(`\n${database}, ${catalogSize.toLocaleString("en-US")} products, ${os.cpus().length} CPUs\n${fmt(header)}\n${widths.map((w) => "─".repeat(w)).join("  ")}`);
  for (const row of body) console.log(fmt(row));
  if (rows.some((r) => r.latency.failures + r.load.non2xx + r.load.errors > 0)) console.log("WARNING: some requests failed");

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const commit = currentCommit();
  const file = path.join(RESULTS_DIR, `search-api-${database.replace(/ /g, "-")}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        commit,
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: os.loadavg(),
        database,
        products: catalogSize,
        settings: { durationSeconds: o.duration, latencyConnections: o.latencyConnections, loadConnections: o.loadConnections, warmupSeconds: o.warmup },
        results: rows,
      },
      null,
      2,
    ),
  );
  console.log(`Results written to ${path.relative(ROOT, file)}`);
  stopServer();
}

main().catch((error) => {
  console.error(error);
  stopServer();
  process.exit(1);
});
