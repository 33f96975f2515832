#!/usr/bin/env node
// Speed at scale: the storefront's main calls at each catalog size, with what each one costs the
// server (CPU time per request, SQL statements per request, peak memory) beside GET /healthz, and the
// event loop while staff edit prices. See bench/README.md ("npm run bench").
//
//   npm run bench -- --products 2000,100000
//   npm run bench -- --products 2000 --runs 1 --duration 5          # a quick look
//   npm run bench -- --products 2000 --database-url postgres://postgres@127.0.0.1:5432/postgres
//   npm run bench -- --products 2000 --scenarios product,cart
//
// Options: --products N[,N…] (2000,100000), --runs R (3; the table shows the median and the spread),
//          --duration S (10 per scenario and run), --warmup S (3), --connections C (20),
//          --checkouts N (30 per run, each buys one piece), --database-url URL (PostgreSQL: a database
//          maison_bench_<N> per size is created beside the one named), --server-cpu LIST ("0"),
//          --load-cpu LIST ("1"), --scenarios a,b (healthz, list, list-search, product, search,
//          search-distinct, cart, checkout, catalog-change), --processes P (1; above 1 the server runs P processes on one
//          port, PROCESSES=P, and only throughput and latency are reported: the counters are per
//          process), --max-minutes M (120: the whole run stops after this), --cpu-prof DIR (the server
//          runs with node --cpu-prof and writes its profile into DIR when the size is done).
// The server is the production build (`apps/server/dist`), started with BENCH_STATS=true: its data
// layer counts SQL statements and GET /healthz/stats reports them with the process's CPU time, peak
// RSS and event-loop delay. The server runs on --server-cpu, this script (the load) on --load-cpu.

import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { RESULTS_DIR, ROOT, currentCommit, die, ensureSeeded, parseBenchOptions, percentile, startServer, stopAfter, stopServer, stopServerAndWait } from "./support/bench-server.mjs";

const GRAPHQL_PATH = "/api/2024-07/graphql.json";
const STAFF = { username: "staff@maison.test", password: "maison-demo-2026" };
const SCENARIOS = ["healthz", "list", "list-search", "product", "search", "search-distinct", "cart", "checkout", "catalog-change"];

/** The targets of issue 17 (CPU ms per request on one core; SQL statements; MiB; ms), at 2,000 and 100,000 pieces. */
const TARGETS = {
  list: { small: 1.0, large: 1.5 },
  search: { small: 0.5, large: 1.0 },
  product: { small: 0.25, large: 0.3 },
  cart: { small: 0.5, large: 0.5 },
  checkout: { small: 5, large: 5, sql: 20 },
  peakRssMiB: { small: 250, large: 300 },
  eventLoopBlockMs: { small: 20, large: 20 },
};
const targetFor = (entry, products) => (products <= 2_000 ? entry.small : entry.large);

// ---------------------------------------------------------------------------------------------- options

function parseOptions(argv) {
  const o = parseBenchOptions(argv, {
    script: import.meta.url,
    defaults: {
      products: 2_000,
      productList: "2000,100000",
      runs: 3,
      duration: 10,
      warmup: 3,
      connections: 20,
      checkouts: 30,
      databaseUrl: process.env.BENCH_DATABASE_URL || null,
      serverCpu: "0",
      loadCpu: "1",
      scenarios: SCENARIOS.join(","),
      processes: 1,
      maxMinutes: 120,
    },
    numeric: { "--runs": "runs", "--duration": "duration", "--warmup": "warmup", "--connections": "connections", "--checkouts": "checkouts", "--processes": "processes", "--max-minutes": "maxMinutes" },
    text: { "--products": "productList", "--database-url": "databaseUrl", "--server-cpu": "serverCpu", "--load-cpu": "loadCpu", "--scenarios": "scenarios", "--cpu-prof": "cpuProfDir" },
  });
  o.sizes = String(o.productList).split(",").map((n) => Number(n.trim())).filter((n) => Number.isInteger(n) && n > 0);
  if (o.sizes.length === 0) die("--products needs one or more catalog sizes, e.g. 2000,100000");
  o.wanted = new Set(o.scenarios.split(",").map((s) => s.trim()));
  for (const name of o.wanted) if (!SCENARIOS.includes(name)) die(`unknown scenario ${name}; scenarios are ${SCENARIOS.join(", ")}`);
  if (o.runs < 1) die("--runs must be at least 1");
  return o;
}

// ---------------------------------------------------------------------------------------------- calls

async function call(base, method, p, options = {}) {
  // A busy machine makes the server shed load (503 overloaded, decision 064): back off and ask again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await callOnce(base, method, p, options);
    } catch (error) {
      if (!/ answered 503:/.test(error.message) || attempt === 30) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function callOnce(base, method, p, { body, headers = {} } = {}) {
  const response = await fetch(base + p, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${p} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

async function graphql(base, token, query, variables) {
  const body = await call(base, "POST", GRAPHQL_PATH, { body: { query, variables }, headers: { "x-shopify-storefront-access-token": token } });
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body.data;
}

const stats = (base, reset = false) => call(base, "GET", `/healthz/stats${reset ? "?reset=1" : ""}`);

/** CPU microseconds of the server process between two stats readings. */
const cpuMicros = (before, after) => after.cpu_user_us + after.cpu_system_us - (before.cpu_user_us + before.cpu_system_us);

// ---------------------------------------------------------------------------------------------- fixtures

const CART_FIELDS = "id checkoutUrl totalQuantity lines(first: 10) { nodes { id merchandise { ... on ProductVariant { id } } } }";
const DOCS = {
  products: `query P($after: String) { products(first: 250, after: $after, query: "available_for_sale:true AND tag:bc-filter-General View", sortKey: CREATED_AT, reverse: true) { pageInfo { hasNextPage endCursor } nodes { handle variants(first: 1) { nodes { id } } } } }`,
  cartCreate: `mutation C($input: CartInput) { cartCreate(input: $input) { cart { ${CART_FIELDS} } userErrors { field message } } }`,
  cartLinesAdd: `mutation A($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${CART_FIELDS} } userErrors { field message } } }`,
  cartLinesRemove: `mutation R($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ${CART_FIELDS} } userErrors { field message } } }`,
};

/** Pieces on sale (handle and variant), newest first: product pages, cart lines, checkouts. */
async function piecesOnSale(base, token, wanted) {
  const found = [];
  let after = null;
  while (found.length < wanted) {
    const { products } = await graphql(base, token, DOCS.products, { after });
    for (const p of products.nodes) if (p.variants.nodes[0]) found.push({ handle: p.handle, variantId: p.variants.nodes[0].id });
    if (!products.pageInfo.hasNextPage) break;
    after = products.pageInfo.endCursor;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------- scenarios

const get = (p) => ({ method: "GET", path: p });
const post = (p, body) => ({ method: "POST", path: p, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const DESIGNER_FACET = (value) => ({ navigationName: "designer", type: "Value", value });

/** The HTTP requests of each load scenario, and how many of them make one page (the unit of cost). */
function loadScenarios(pieces) {
  return {
    healthz: { label: "GET /healthz", requests: [get("/healthz")], perOp: 1 },
    // The list page's two calls (apps/web/app/routes/collection.tsx): the 48 cards, and the search for the facet counts.
    list: {
      label: "collection list of 48 + facet counts",
      requests: [1, 2, 3].flatMap((page) => [get(`/api/v6/shop/product/?collection=all-bags&page=${page}`), post("/api/v6/search/", { pageCategories: ["all-bags"], pageSize: 1 })]),
      perOp: 2,
    },
    "list-search": { label: "the same page through search (48 + facets)", requests: [0, 48, 96].map((skip) => post("/api/v6/search/", { pageCategories: ["all-bags"], skip })), perOp: 1 },
    product: { label: "product detail", requests: pieces.slice(0, 200).map((p) => get(`/api/v6/shop/product/${encodeURIComponent(p.handle)}/`)), perOp: 1 },
    search: {
      label: "search term + one facet (48 + facets)",
      requests: [
        ["black", "Chanel"],
        ["leather", "Hermès"],
        ["bag", "Louis Vuitton"],
        ["gold", "Cartier"],
      ].map(([query, designer]) => post("/api/v6/search/", { query, refinements: [DESIGNER_FACET(designer)] })),
      perOp: 1,
    },
    // The same searches, but no request is ever the same as another: a price floor that moves with each
    // request (whole dollars, 0–999) over 12 terms and the 4 designers. Nothing the server remembers of
    // an earlier answer can serve it, so this is what a search costs when it is not a repeat.
    "search-distinct": {
      label: "the same, every request distinct",
      requests: [{ ...post("/api/v6/search/", {}), setupRequest: distinctSearch }],
      perOp: 1,
    },
  };
}

const DISTINCT_TERMS = ["black", "leather", "bag", "gold", "small", "vintage", "red", "canvas", "silver", "tote", "white", "blue"];
const DISTINCT_DESIGNERS = ["Chanel", "Hermès", "Louis Vuitton", "Cartier"];
let distinctSearches = 0;
/** autocannon's per-request hook: the next search of the distinct sequence (one counter for every connection). */
function distinctSearch(request) {
  const i = distinctSearches++;
  const query = DISTINCT_TERMS[i % DISTINCT_TERMS.length];
  const designer = DISTINCT_DESIGNERS[Math.floor(i / DISTINCT_TERMS.length) % DISTINCT_DESIGNERS.length];
  const low = Math.floor(i / (DISTINCT_TERMS.length * DISTINCT_DESIGNERS.length)) % 1000;
  const body = { query, refinements: [DESIGNER_FACET(designer), { navigationName: "price", type: "Range", low, high: null }] };
  return { ...request, body: JSON.stringify(body) };
}

function cannon(base, requests, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, duration: seconds, connections, timeout: 10, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One autocannon window with the server's counters read around it. */
async function measureLoad(base, scenario, seconds, connections) {
  const before = await stats(base);
  const r = await cannon(base, scenario.requests, seconds, connections);
  const after = await stats(base);
  const requests = r.requests.total;
  const ops = requests / scenario.perOp;
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    cpuMsPerOp: ops > 0 ? cpuMicros(before, after) / 1000 / ops : null,
    sqlPerOp: ops > 0 && after.sql_statements !== null ? (after.sql_statements - before.sql_statements) / ops : null,
  };
}

/** `connections` shoppers, each with its own cart, adding a piece and removing it again through the storefront GraphQL. */
async function measureCart(base, token, pieces, seconds, connections) {
  const latencies = [];
  let errors = 0;
  const carts = await Promise.all(Array.from({ length: connections }, async () => (await graphql(base, token, DOCS.cartCreate, { input: {} })).cartCreate.cart.id));
  const before = await stats(base);
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    carts.map(async (cartId, c) => {
      for (let i = c; performance.now() < end; i += connections) {
        const piece = pieces[i % pieces.length];
        try {
          let t = performance.now();
          const added = (await graphql(base, token, DOCS.cartLinesAdd, { cartId, lines: [{ merchandiseId: piece.variantId, quantity: 1 }] })).cartLinesAdd;
          latencies.push(performance.now() - t);
          const line = added.cart?.lines.nodes.find((l) => l.merchandise.id === piece.variantId);
          if (!line) {
            errors += 1;
            continue;
          }
          t = performance.now();
          await graphql(base, token, DOCS.cartLinesRemove, { cartId, lineIds: [line.id] });
          latencies.push(performance.now() - t);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const after = await stats(base);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    reqPerSec: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    cpuMsPerOp: sorted.length ? cpuMicros(before, after) / 1000 / sorted.length : null,
    sqlPerOp: sorted.length && after.sql_statements !== null ? (after.sql_statements - before.sql_statements) / sorted.length : null,
  };
}

const ADDRESS = { first_name: "Ada", last_name: "Bench", address1: "1 Madison Avenue", city: "New York", province: "NY", zip: "10010", country_code: "US", phone: "+12125550100" };
const CARD = { kind: "card", number: "4242 4242 4242 4242", exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: "123", name: "Ada Bench" };

/** What reading the counters itself costs, to take out of one checkout's figures. */
async function statsOverheadMicros(base) {
  const first = await stats(base);
  let last = first;
  for (let i = 0; i < 20; i++) last = await stats(base);
  return cpuMicros(first, last) / 20;
}

/** Checkouts one at a time (a guest cart with one piece, address and method set); each completion's own cost is read around it. */
async function measureCheckouts(base, token, pieces, count) {
  const overhead = await statsOverheadMicros(base);
  const latencies = [];
  const cpu = [];
  const sql = [];
  let errors = 0;
  for (const piece of pieces.splice(0, count)) {
    try {
      const created = await graphql(base, token, DOCS.cartCreate, { input: { lines: [{ merchandiseId: piece.variantId, quantity: 1 }], buyerIdentity: { email: `bench-${randomUUID()}@maison.test` } } });
      const root = `/api/checkout/${new URL(created.cartCreate.cart.checkoutUrl).pathname.split("/").pop()}`;
      await call(base, "PUT", `${root}/shipping-address/`, { body: ADDRESS });
      await call(base, "PUT", `${root}/shipping-method/`, { body: { handle: "us-standard" } });
      const before = await stats(base);
      const t = performance.now();
      await call(base, "POST", `${root}/complete/`, { body: { payment: CARD }, headers: { "idempotency-key": `bench-${randomUUID()}` } });
      latencies.push(performance.now() - t);
      const after = await stats(base);
      cpu.push((cpuMicros(before, after) - overhead) / 1000);
      if (after.sql_statements !== null) sql.push(after.sql_statements - before.sql_statements);
    } catch (error) {
      errors += 1;
      if (errors <= 3) console.error(`\ncheckout failed: ${error.message}`);
    }
  }
  const median = (values) => (values.length ? percentile([...values].sort((a, b) => a - b), 50) : null);
  const sorted = latencies.sort((a, b) => a - b);
  return { reqPerSec: null, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors, cpuMsPerOp: median(cpu), sqlPerOp: median(sql) };
}

/**
 * Staff edit prices in a loop while searches (a price range, the bags list's facet counts) and
 * GET /healthz run beside them, so every edit is patched into the search snapshot: the event loop's
 * longest delay (the server's monitorEventLoopDelay max, from /healthz/stats) is the block. After each
 * edit a search for the new price polls until it finds the piece: the longest wait is the visibility.
 */
async function measureCatalogChange(base, seconds) {
  const login = await call(base, "POST", "/api/v7/login", { body: STAFF });
  const headers = { authorization: `Token ${login.auth_token}` };
  const found = await call(base, "GET", "/api/ops/pieces/?state=available", { headers });
  // Staff edit many pieces, not one: a piece's answer carries its whole timeline, which each edit lengthens.
  const pieces = found.pieces.slice(0, 20);
  if (pieces.length === 0) throw new Error("no listed piece to edit through /api/ops/pieces/");
  const inputs = [];
  for (const { id } of pieces) {
    const { piece } = await call(base, "GET", `/api/ops/pieces/${id}/`, { headers });
    inputs.push({
      id,
      input: {
        designer: piece.vendor,
        model: piece.model,
        category: piece.category,
        item_type: piece.item_type,
        condition: piece.condition,
        condition_notes: piece.condition_notes,
        exterior_material: piece.exterior_material,
        interior_material: piece.interior_material,
        colors: piece.colors.length ? piece.colors : ["Black"],
        size: piece.size,
        gender: piece.gender,
        price_cents: piece.price_cents,
        original_price_cents: piece.original_price_cents,
        estimated_retail_cents: piece.estimated_retail_cents,
        tags: piece.tags,
        description: piece.description,
        // The listing's photos as they are: a save without them would take every photo off the piece.
        photos: piece.photos.map((photo) => photo.key),
      },
    });
  }
  const input = inputs[0].input;
  const priceSearch = (cents) => ({ query: "", pageSize: 48, refinements: [{ navigationName: "price", type: "Range", low: Math.floor(cents / 100), high: Math.floor(cents / 100) + 1 }] });
  // Warm the snapshot before the measured windows: its first build (at start) is not a change.
  await call(base, "POST", "/api/v6/search/", { body: priceSearch(input.price_cents) });
  const readsAlone = () => cannon(base, [get("/healthz"), post("/api/v6/search/", priceSearch(input.price_cents)), post("/api/v6/search/", { pageCategories: ["all-bags"], pageSize: 1 })], seconds, 2);
  // The floor: the same reads without edits, so the machine's own delays (other processes) are told apart.
  await stats(base, true);
  await readsAlone();
  const floor = await stats(base, true);
  const end = performance.now() + seconds * 1000;
  let edits = 0;
  let visibleMaxMs = 0;
  const reads = readsAlone();
  while (performance.now() < end) {
    const { id, input } = inputs[edits % inputs.length];
    const cents = input.price_cents + 100 * ((Math.floor(edits / inputs.length) % 5) + 1);
    await call(base, "PUT", `/api/ops/pieces/${id}/`, { body: { ...input, price_cents: cents }, headers });
    const saved = performance.now();
    for (;;) {
      const answer = await call(base, "POST", "/api/v6/search/", { body: priceSearch(cents) });
      if (answer.records.some((r) => r._id === id)) break;
      if (performance.now() - saved > 10_000) throw new Error(`an edited price was not found by search within 10 s`);
    }
    visibleMaxMs = Math.max(visibleMaxMs, performance.now() - saved);
    edits += 1;
  }
  await reads;
  for (const { id, input } of inputs) await call(base, "PUT", `/api/ops/pieces/${id}/`, { body: input, headers });
  const after = await stats(base, true);
  return { reqPerSec: edits / seconds, p50: null, p99: null, errors: 0, cpuMsPerOp: null, sqlPerOp: null, blockMs: after.event_loop_delay_max_ms, floorMs: floor.event_loop_delay_max_ms, busyMs: after.event_loop_busy_max_ms, floorBusyMs: floor.event_loop_busy_max_ms, visibleMs: visibleMaxMs, edits };
}

// ---------------------------------------------------------------------------------------------- report

function spread(values) {
  const present = values.filter((v) => v !== null && v !== undefined);
  if (present.length === 0) return { median: null, min: null, max: null };
  const sorted = [...present].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), min: sorted[0], max: sorted[sorted.length - 1] };
}

const fmt = (v, digits = 2) => (v === null || v === undefined ? "–" : v.toFixed(digits));
const fmtSpread = (s, digits = 2) => (s.median === null ? "–" : s.min === s.max ? fmt(s.median, digits) : `${fmt(s.median, digits)} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`);

function table(size, results, peakRssMiB, database) {
  const rows = [];
  rows.push(`\n${size.toLocaleString("en-US")} pieces, ${database}: median of ${results.runs} run(s), spread in brackets`);
  rows.push("scenario                                   req/s                 p50 ms   p99 ms   CPU ms/req            SQL/req   target   met");
  for (const [name, runs] of Object.entries(results.byScenario)) {
    const s = (key) => spread(runs.map((r) => r[key]));
    const cpu = s("cpuMsPerOp");
    const target = name === "list" || name === "list-search" ? targetFor(TARGETS.list, size) : name === "search-distinct" ? targetFor(TARGETS.search, size) : TARGETS[name] ? targetFor(TARGETS[name], size) : null;
    let met = "";
    if (name === "catalog-change") {
      const block = s("blockMs");
      const limit = targetFor(TARGETS.eventLoopBlockMs, size);
      rows.push(`${"event-loop block while staff edit prices".padEnd(42)} ${fmtSpread(s("reqPerSec"), 1).padEnd(21)} ${"".padEnd(8)} ${"".padEnd(8)} ${`block ${fmtSpread(block, 1)} ms`.padEnd(21)} ${"".padEnd(9)} ≤ ${limit} ms ${block.median === null ? "" : block.median <= limit ? "yes" : "NO"}`);
      const floor = s("floorMs");
      if (floor.median !== null) rows.push(`${"the same reads without edits (the floor)".padEnd(42)} ${"".padEnd(21)} ${"".padEnd(8)} ${"".padEnd(8)} ${`block ${fmtSpread(floor, 1)} ms`.padEnd(21)}`);
      // The same windows counted in CPU time (the process's work between two ticks of a 5 ms timer): what a busy machine's descheduling adds to the delay is left out.
      const busy = s("busyMs");
      if (busy.median !== null) rows.push(`${"  counted in CPU time: with edits / floor".padEnd(42)} ${"".padEnd(21)} ${"".padEnd(8)} ${"".padEnd(8)} ${`busy ${fmtSpread(busy, 1)} / ${fmtSpread(s("floorBusyMs"), 1)} ms`.padEnd(21)}`);
      const visible = s("visibleMs");
      if (visible.median !== null) rows.push(`${"an edited price found by search after".padEnd(42)} ${`${fmtSpread(visible, 1)} ms`.padEnd(21)} (target ≤ 1000 ms: ${visible.median <= 1000 ? "yes" : "NO"})`);
      continue;
    }
    if (target !== null && cpu.median !== null) met = cpu.median <= target ? "yes" : "NO";
    if (name === "checkout" && s("sqlPerOp").median !== null) met += s("sqlPerOp").median <= TARGETS.checkout.sql ? "" : " (SQL > 20)";
    const label = (runs[0]?.label ?? name).padEnd(42);
    rows.push(`${label} ${fmtSpread(s("reqPerSec"), 0).padEnd(21)} ${fmt(s("p50").median, 1).padEnd(8)} ${fmt(s("p99").median, 1).padEnd(8)} ${fmtSpread(cpu, 3).padEnd(21)} ${fmt(s("sqlPerOp").median, 1).padEnd(9)} ${target === null ? "" : `≤ ${target}`.padEnd(8)} ${met}`);
  }
  const rssLimit = targetFor(TARGETS.peakRssMiB, size);
  if (Number.isFinite(peakRssMiB)) rows.push(`peak resident memory: ${peakRssMiB.toFixed(0)} MiB (target ≤ ${rssLimit} MiB: ${peakRssMiB <= rssLimit ? "yes" : "NO"})`);
  return rows.join("\n");
}

// ---------------------------------------------------------------------------------------------- main

function databaseUrlFor(adminUrl, products) {
  if (!adminUrl) return null;
  const url = new URL(adminUrl);
  url.pathname = `/maison_bench_${products}`;
  return url.toString();
}

async function ensureDatabase(adminUrl, products) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const name = `maison_bench_${products}`;
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function benchSize(o, products) {
  const databaseUrl = databaseUrlFor(o.databaseUrl, products);
  if (databaseUrl) await ensureDatabase(o.databaseUrl, products);
  const data = { dataDir: path.resolve(ROOT, ".cache", "bench", `products-${products}${databaseUrl ? "-pg" : ""}`), databaseUrl };
  await ensureSeeded(data, products);
  const token = randomBytes(24).toString("base64url");
  const { url: base, logFile } = await startServer(data, { storefrontToken: token, cpus: o.serverCpu, cpuProfDir: o.cpuProfDir && path.resolve(o.cpuProfDir), env: { BENCH_STATS: "true", PROCESSES: String(o.processes) } });
  console.log(`Server on ${base}, ${o.processes} process(es) pinned to CPU ${o.serverCpu} (log: ${logFile})`);
  const probe = await stats(base);
  if (probe.sql_statements === null) die("the server does not count SQL statements: is BENCH_STATS reaching it?");

  const pieces = await piecesOnSale(base, token, Math.min(products - 10, 400 + o.checkouts * o.runs));
  const forCheckout = pieces.splice(Math.max(0, pieces.length - o.checkouts * o.runs));
  const scenarios = loadScenarios(pieces);
  const byScenario = {};
  for (let run = 1; run <= o.runs; run++) {
    for (const name of SCENARIOS) {
      if (!o.wanted.has(name)) continue;
      process.stdout.write(`run ${run}/${o.runs} · ${name} … `);
      let result;
      if (scenarios[name]) {
        if (run === 1 && o.warmup > 0) await cannon(base, scenarios[name].requests, o.warmup, Math.min(10, o.connections));
        result = { label: scenarios[name].label, ...(await measureLoad(base, scenarios[name], o.duration, o.connections)) };
      } else if (name === "cart") {
        if (run === 1 && o.warmup > 0) await measureCart(base, token, pieces, o.warmup, 4);
        result = { label: "cart line add/remove (storefront GraphQL)", ...(await measureCart(base, token, pieces, o.duration, o.connections)) };
      } else if (name === "checkout") {
        result = { label: "checkout completion (one at a time)", ...(await measureCheckouts(base, token, forCheckout, o.checkouts)) };
      } else {
        result = { label: "catalog change", ...(await measureCatalogChange(base, o.duration)) };
      }
      // With several processes each reading of the counters comes from one of them: keep only what the client measured.
      if (o.processes > 1) Object.assign(result, { cpuMsPerOp: null, sqlPerOp: null, blockMs: null, busyMs: null, floorBusyMs: null });
      (byScenario[name] ??= []).push(result);
      console.log(result.errors ? `${result.errors} ERRORS` : "ok");
    }
  }
  const peakRssMiB = o.processes > 1 ? Number.NaN : (await stats(base)).peak_rss_bytes / 1024 / 1024;
  await stopServerAndWait();
  return { products, database: `${databaseUrl ? "PostgreSQL" : "SQLite"}${o.processes > 1 ? `, ${o.processes} processes` : ""}`, runs: o.runs, byScenario, peakRssMiB };
}

async function main() {
  const o = parseOptions(process.argv.slice(2));
  stopAfter(o.maxMinutes);
  // The load generator keeps to its own core(s), the server to its own.
  if (spawnSync("taskset", ["-cp", o.loadCpu, String(process.pid)], { stdio: "ignore" }).status !== 0) console.warn(`bench: could not pin the load generator to CPU ${o.loadCpu}`);
  const loadBefore = os.loadavg();
  const sizes = [];
  for (const products of o.sizes) {
    const result = await benchSize(o, products);
    sizes.push(result);
    console.log(table(products, result, result.peakRssMiB, result.database));
  }
  console.log(`\nload average before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} (${os.cpus().length} CPUs): figures from a busy machine are not comparable`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `scale-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify({ commit: currentCommit(), node: process.version, cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg(), options: { ...o, wanted: [...o.wanted] }, targets: TARGETS, sizes }, null, 2));
  console.log(`Results: ${path.relative(ROOT, file)}`);
}

main()
  .catch((error) => die(error instanceof Error ? error.stack ?? error.message : String(error)))
  .finally(() => stopServer());
