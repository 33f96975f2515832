#!/usr/bin/env node
// Cart mutations and checkout completion under load, against the real server and a seeded catalog,
// with the plain-endpoint baseline (GET /healthz) measured in the same run. See bench/README.md.
//
//   node bench/cart-checkout.mjs                         # SQLite, 20,000 products
//   node bench/cart-checkout.mjs --database-url postgres://postgres@127.0.0.1:5432/maison_bench
//   node bench/cart-checkout.mjs --duration 5 --checkouts 100
//   BENCH_URL=http://127.0.0.1:3000 BENCH_STOREFRONT_TOKEN=… node bench/cart-checkout.mjs
//
// Options: --products N (20000), --duration S (8, per phase), --connections C (8 shoppers, each with
//          its own cart), --warmup S (2), --checkouts N (150, each buys one distinct item),
//          --checkout-connections C (4), --data-dir DIR (or BENCH_DATA_DIR; default
//          .cache/bench/products-N), --database-url URL (or BENCH_DATABASE_URL), --url URL (or
//          BENCH_URL, with BENCH_STOREFRONT_TOKEN), --max-minutes M (30).
// Checkouts sell items: a reused data dir loses --checkouts items per run (the catalog is large).

import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { RESULTS_DIR, ROOT, currentCommit, die, ensureSeeded, parseBenchOptions, percentile, startServer, stopAfter, stopServer } from "./support/bench-server.mjs";
const GRAPHQL_PATH = "/api/2024-07/graphql.json";
const DISCOUNT_CODE = "WELCOME10";

// ---------------------------------------------------------------------------------------------- options

function parseOptions(argv) {
  return parseBenchOptions(argv, {
    script: import.meta.url,
    defaults: {
      products: 20_000,
      duration: 8,
      connections: 8,
      warmup: 2,
      checkouts: 150,
      checkoutConnections: 4,
      dataDir: process.env.BENCH_DATA_DIR || null,
      databaseUrl: process.env.BENCH_DATABASE_URL || null,
      url: process.env.BENCH_URL || null,
      token: process.env.BENCH_STOREFRONT_TOKEN || randomBytes(24).toString("base64url"),
      maxMinutes: 30,
    },
    numeric: {
      "--products": "products",
      "--duration": "duration",
      "--connections": "connections",
      "--warmup": "warmup",
      "--checkouts": "checkouts",
      "--checkout-connections": "checkoutConnections",
      "--max-minutes": "maxMinutes",
    },
    text: { "--data-dir": "dataDir", "--database-url": "databaseUrl", "--url": "url" },
  });
}

// ---------------------------------------------------------------------------------------------- calls

const CART_FIELDS = "id checkoutUrl totalQuantity lines(first: 100) { nodes { id merchandise { ... on ProductVariant { id } } } } discountCodes { code applicable } cost { totalAmount { amount } }";
const DOCS = {
  products: `query Products($after: String) { products(first: 250, after: $after, query: "available_for_sale:true AND tag:bc-filter-General View", sortKey: CREATED_AT, reverse: true) { pageInfo { hasNextPage endCursor } nodes { priceRange { minVariantPrice { amount } } variants(first: 1) { nodes { id } } } } }`,
  cartCreate: `mutation CartCreate($input: CartInput) { cartCreate(input: $input) { cart { ${CART_FIELDS} } userErrors { field message code } } }`,
  cartLinesAdd: `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${CART_FIELDS} } userErrors { field message code } } }`,
  cartLinesRemove: `mutation Remove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ${CART_FIELDS} } userErrors { field message code } } }`,
  cartDiscountCodesUpdate: `mutation Codes($cartId: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { cart { ${CART_FIELDS} } userErrors { field message code } } }`,
};

class CallError extends Error {}

async function graphql(base, token, document, variables) {
  const response = await fetch(base + GRAPHQL_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": token },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors) throw new CallError(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  return body.data;
}

async function rest(base, method, p, body, headers = {}) {
  const response = await fetch(base + p, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new CallError(`${method} ${p} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Available variants with their prices, newest first, enough for the cart phase and every checkout. */
async function availableVariants(base, token, wanted) {
  const found = [];
  let after = null;
  while (found.length < wanted) {
    const { products } = await graphql(base, token, DOCS.products, { after });
    for (const p of products.nodes) {
      const variant = p.variants.nodes[0];
      if (variant) found.push({ id: variant.id, price: Number(p.priceRange.minVariantPrice.amount) });
    }
    if (!products.pageInfo.hasNextPage) break;
    after = products.pageInfo.endCursor;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------- measuring

function summary(latencies, seconds, failures) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, perSecond: sorted.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), failures };
}

/** `connections` clients calling GET /healthz back to back: the plain-endpoint baseline. */
async function measureBaseline(base, seconds, connections) {
  const latencies = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const r = await fetch(`${base}/healthz`);
        await r.arrayBuffer();
        latencies.push(performance.now() - t);
        if (r.status !== 200) failures += 1;
      }
    }),
  );
  return summary(latencies, (performance.now() - started) / 1000, failures);
}

/**
 * `connections` shoppers, each with a cart of its own, repeating: add a line, apply a discount code,
 * clear it, remove the line. Each mutation's latency is recorded under its name.
 */
async function measureCartMutations(base, token, variants, seconds, connections) {
  const ops = { "add line": [], "apply code": [], "remove code": [], "remove line": [] };
  let failures = 0;
  const timed = async (name, document, variables) => {
    const t = performance.now();
    try {
      const data = await graphql(base, token, document, variables);
      ops[name].push(performance.now() - t);
      const payload = Object.values(data)[0];
      if (payload.userErrors.length > 0 && name !== "apply code") {
        failures += 1;
        if (failures <= 3) console.error(`\n${name}: ${JSON.stringify(payload.userErrors)}`);
      }
      return payload.cart;
    } catch (error) {
      failures += 1;
      throw error;
    }
  };
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const created = await graphql(base, token, DOCS.cartCreate, { input: {} });
      const cartId = created.cartCreate.cart.id;
      for (let i = c; performance.now() < end; i += connections) {
        const variant = variants[i % variants.length];
        const cart = await timed("add line", DOCS.cartLinesAdd, { cartId, lines: [{ merchandiseId: variant.id, quantity: 1 }] });
        const line = cart.lines.nodes.find((l) => l.merchandise.id === variant.id);
        await timed("apply code", DOCS.cartDiscountCodesUpdate, { cartId, codes: [DISCOUNT_CODE] });
        await timed("remove code", DOCS.cartDiscountCodesUpdate, { cartId, codes: [] });
        if (line) await timed("remove line", DOCS.cartLinesRemove, { cartId, lineIds: [line.id] });
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return Object.fromEntries(Object.entries(ops).map(([name, latencies]) => [name, summary(latencies, elapsed, name === "add line" ? failures : 0)]));
}

const ADDRESS = { first_name: "Ada", last_name: "Bench", address1: "1 Madison Avenue", city: "New York", province: "NY", zip: "10010", country_code: "US", phone: "+12125550100" };
const CARD = { kind: "card", number: "4242 4242 4242 4242", exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: "123", name: "Ada Bench" };

/** Each checkout: a guest cart with one distinct item, contact, address and method set; only completion is timed. */
async function measureCheckouts(base, token, variants, count, connections) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        const variant = variants[next++];
        if (!variant) break;
        try {
          const created = await graphql(base, token, DOCS.cartCreate, {
            input: { lines: [{ merchandiseId: variant.id, quantity: 1 }], buyerIdentity: { email: `bench-${randomUUID()}@maison.test` } },
          });
          const checkoutToken = new URL(created.cartCreate.cart.checkoutUrl).pathname.split("/").pop();
          const root = `/api/checkout/${checkoutToken}`;
          await rest(base, "PUT", `${root}/shipping-address/`, ADDRESS);
          await rest(base, "PUT", `${root}/shipping-method/`, { handle: "us-standard" });
          const t = performance.now();
          await rest(base, "POST", `${root}/complete/`, { payment: CARD }, { "idempotency-key": `bench-${randomUUID()}` });
          latencies.push(performance.now() - t);
        } catch (error) {
          failures += 1;
          if (failures <= 3) console.error(`\ncheckout failed: ${error.message}`);
        }
      }
    }),
  );
  return summary(latencies, (performance.now() - started) / 1000, failures);
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const o = parseOptions(process.argv.slice(2));
  stopAfter(o.maxMinutes);

  let base = o.url;
  if (!base) {
    const data = { dataDir: o.dataDir, databaseUrl: o.databaseUrl };
    await ensureSeeded(data, o.products);
    // Captures and e-mails are jobs: the runner works as it does in production.
    const started = await startServer(data, { workers: true, storefrontToken: o.token });
    base = started.url;
    console.log(`Server on ${base} (log: ${started.logFile})`);
  }
  const database = o.url ? "running server" : o.databaseUrl ? "postgres" : "sqlite";

  const variants = await availableVariants(base, o.token, o.checkouts + 500);
  if (variants.length < o.checkouts + 50) die(`only ${variants.length} available items: reseed or lower --checkouts`);
  // Checkouts buy the first items; the cart phase adds items over $100 (so the discount code applies) from the rest.
  const forCheckout = variants.slice(0, o.checkouts);
  const forCarts = variants.slice(o.checkouts).filter((v) => v.price >= 100);
  console.log(`Database: ${database}; ${o.connections} shoppers; ${o.checkouts} checkouts over ${o.checkoutConnections} connections`);

  if (o.warmup > 0) {
    await measureBaseline(base, o.warmup, o.connections);
    await measureCartMutations(base, o.token, forCarts, o.warmup, o.connections);
  }
  process.stdout.write("baseline GET /healthz … ");
  const baseline = await measureBaseline(base, o.duration, o.connections);
  console.log(`${Math.round(baseline.perSecond).toLocaleString("en-US")} req/s`);
  process.stdout.write("cart mutations … ");
  const cart = await measureCartMutations(base, o.token, forCarts, o.duration, o.connections);
  console.log("done");
  process.stdout.write("checkout completion … ");
  const checkout = await measureCheckouts(base, o.token, forCheckout, o.checkouts, o.checkoutConnections);
  console.log(`${checkout.requests} orders`);

  const rows = [
    ["GET /healthz (baseline)", baseline],
    ...Object.entries(cart).map(([name, s]) => [`cart: ${name}`, s]),
    [`checkout completion (${o.checkoutConnections} at once)`, checkout],
  ];
  const header = ["target", "req/s", "÷ baseline", "p50 ms", "p95 ms", "p99 ms", "failures"];
  const body = rows.map(([name, s]) => [
    name,
    Math.round(s.perSecond).toLocaleString("en-US"),
    (s.perSecond / baseline.perSecond).toFixed(3),
    s.p50.toFixed(1),
    s.p95.toFixed(1),
    s.p99.toFixed(1),
    String(s.failures),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const fmt = (row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
  console.log(`\n${database}, ${os.cpus().length} CPUs; cart req/s counts each mutation kind separately (one shopper runs all four in turn)\n${fmt(header)}\n${widths.map((w) => "─".repeat(w)).join("  ")}`);
  for (const row of body) console.log(fmt(row));
  if (rows.some(([, s]) => s.failures > 0)) console.log("WARNING: some calls failed");

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const commit = currentCommit();
  const file = path.join(RESULTS_DIR, `cart-checkout-${database.replace(/ /g, "-")}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
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
        settings: { durationSeconds: o.duration, connections: o.connections, checkouts: o.checkouts, checkoutConnections: o.checkoutConnections },
        results: Object.fromEntries(rows),
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
