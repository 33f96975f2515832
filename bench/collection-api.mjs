#!/usr/bin/env node
// Load test of the collection list call (GET /api/v6/shop/product/) against a large catalog,
// compared with GET /healthz measured in the same run. See bench/README.md.
//
//   npm run bench                                # 100,000 products, 10 s per target, 50 connections
//   npm run bench -- --products 20000 --duration 5
//   BENCH_URL=http://127.0.0.1:3000 npm run bench  # measure a server that is already running
//
// Options: --products N (100000), --duration S (10), --connections C (50), --warmup S (3),
//          --data-dir DIR (or BENCH_DATA_DIR; default .cache/bench/products-N), --url URL (or BENCH_URL),
//          --collection HANDLE (all-bags), --max-minutes M (60: the whole run stops after this).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { RESULTS_DIR, ROOT, currentCommit, die, ensureSeeded, parseBenchOptions, startServer, stopAfter, stopServer } from "./support/bench-server.mjs";

// ---------------------------------------------------------------------------------------------- options

function parseOptions(argv) {
  return parseBenchOptions(argv, {
    script: import.meta.url,
    defaults: {
      products: 100_000,
      duration: 10,
      connections: 50,
      warmup: 3,
      dataDir: process.env.BENCH_DATA_DIR || null,
      url: process.env.BENCH_URL || null,
      collection: "all-bags",
      maxMinutes: 60,
    },
    numeric: { "--products": "products", "--duration": "duration", "--connections": "connections", "--warmup": "warmup", "--max-minutes": "maxMinutes" },
    text: { "--data-dir": "dataDir", "--url": "url", "--collection": "collection" },
  });
}

// ---------------------------------------------------------------------------------------------- load

function cannon(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  const o = parseOptions(process.argv.slice(2));
  stopAfter(o.maxMinutes);

  let base = o.url;
  let serverLog = null;
  if (!base) {
    const data = { dataDir: o.dataDir, databaseUrl: null };
    await ensureSeeded(data, o.products);
    const started = await startServer(data);
    base = started.url;
    serverLog = started.logFile;
    console.log(`Server on ${base} (log: ${serverLog})`);
  } else {
    console.log(`Measuring the running server at ${base}`);
  }

  const listUrl = (query) => `${base}/api/v6/shop/product/?collection=${encodeURIComponent(o.collection)}&${query}`;
  const first = await fetch(listUrl("page=1"));
  if (first.status !== 200) die(`GET ${listUrl("page=1")} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
  const firstPage = await first.json();
  const pageCount = firstPage.page_count;
  const deepPage = Math.max(1, pageCount);
  const middlePage = Math.max(1, Math.ceil(pageCount / 2));
  console.log(`${o.collection}: ${firstPage.total.toLocaleString("en-US")} products, ${pageCount} pages of ${firstPage.page_size}`);

  const candidates = [
    { name: "healthz (baseline)", url: `${base}/healthz`, baseline: true },
    { name: `${o.collection} page 1`, url: listUrl("page=1") },
    { name: `${o.collection} page 2`, url: listUrl("page=2") },
    { name: `${o.collection} page ${middlePage} (middle)`, url: listUrl(`page=${middlePage}`) },
    { name: `${o.collection} page ${deepPage} (last)`, url: listUrl(`page=${deepPage}`) },
    { name: `${o.collection} sort=price-asc p1`, url: listUrl("page=1&sort=price-asc") },
    { name: `${o.collection} sort=most-popular p${middlePage}`, url: listUrl(`page=${middlePage}&sort=most-popular`) },
    // Whole pages rendered on the server (HTML), as a shopper's browser asks for them.
    { name: `SSR /collections/${o.collection}`, url: `${base}/collections/${encodeURIComponent(o.collection)}` },
    { name: `SSR /collections/${o.collection}?page=2`, url: `${base}/collections/${encodeURIComponent(o.collection)}?page=2` },
    { name: "SSR /search?q=chanel", url: `${base}/search?q=chanel` },
  ];
  // a small catalog has fewer distinct pages: measure each URL once
  const targets = candidates.filter((t, i) => candidates.findIndex((c) => c.url === t.url) === i);

  if (o.warmup > 0) {
    console.log(`Warming up (${o.warmup} s per target, 10 connections) …`);
    for (const t of targets) await cannon(t.url, { duration: o.warmup, connections: 10 });
  }

  const rows = [];
  for (const t of targets) {
    process.stdout.write(`Measuring ${t.name} for ${o.duration} s … `);
    const r = await cannon(t.url, { duration: o.duration, connections: o.connections });
    const row = {
      name: t.name,
      url: t.url.replace(base, ""),
      requestsPerSecond: r.requests.average,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      latencyMaxMs: r.latency.max,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      throughputMBps: r.throughput.average / 1e6,
      baseline: !!t.baseline,
    };
    rows.push(row);
    console.log(`${Math.round(row.requestsPerSecond).toLocaleString("en-US")} req/s`);
  }

  const baseline = rows.find((r) => r.baseline);
  for (const r of rows) r.ratioToHealthz = baseline.requestsPerSecond > 0 ? r.requestsPerSecond / baseline.requestsPerSecond : null;

  // ---- table
  const header = ["target", "req/s", "p50 ms", "p99 ms", "÷ healthz", "non-2xx", "errors"];
  const body = rows.map((r) => [
    r.name,
    Math.round(r.requestsPerSecond).toLocaleString("en-US"),
    String(r.latencyP50Ms),
    String(r.latencyP99Ms),
    r.baseline ? "1" : r.ratioToHealthz.toFixed(3),
    String(r.non2xx),
    String(r.errors + r.timeouts),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const fmt = (row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
  console.log(`\n${fmt(header)}\n${widths.map((w) => "─".repeat(w)).join("  ")}`);
  for (const row of body) console.log(fmt(row));

  const collectionRows = rows.filter((r) => !r.baseline);
  const meanRatio = collectionRows.reduce((s, r) => s + r.ratioToHealthz, 0) / collectionRows.length;
  console.log(`\ncollection req/s ÷ healthz req/s: ${meanRatio.toFixed(3)} on average (min ${Math.min(...collectionRows.map((r) => r.ratioToHealthz)).toFixed(3)})`);
  const bad = rows.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
  if (bad.length > 0) console.log(`WARNING: non-2xx answers or errors on: ${bad.map((r) => r.name).join(", ")}`);

  // ---- results file
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const commit = currentCommit();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(RESULTS_DIR, `collection-api-${stamp}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        commit,
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? null,
        loadAverage: os.loadavg(),
        server: o.url ? { url: o.url } : { dataDir: o.dataDir, products: o.products, database: "sqlite" },
        collection: { handle: o.collection, total: firstPage.total, pageCount },
        settings: { durationSeconds: o.duration, connections: o.connections, warmupSeconds: o.warmup },
        meanRatioToHealthz: meanRatio,
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
