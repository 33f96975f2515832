#!/usr/bin/env node
// The browser's main-thread CPU time while a storefront page loads and hydrates: the sum of the
// renderer main thread's tasks and the longest of them (the hydration), read from a Chromium trace as
// thread time (`tdur`), which a busy machine inflates far less than the wall clock Lighthouse's blocking
// time is made of. Each page is loaded once to warm the caches, then traced; phone viewport, no throttling
// (Lighthouse's mobile run multiplies these by about four). Decision 092.
//
//   node bench/hydration-cpu.mjs                                   # home and All Bags, 4 loads each
//   node bench/hydration-cpu.mjs --pages /,/products/x --runs 6
//   node bench/hydration-cpu.mjs --web-builds /tmp/before,apps/web/build   # two web builds, in turns
//
// Options: --products N (3000, what `npm start` seeds), --runs N (4), --pages a,b (paths),
//          --web-builds a,b (web build directories, alternated twice; default the app's own build).
// Needs the web build (`npm run build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).

import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { ROOT, ensureSeeded, parseBenchOptions, startServer, stopAfter, stopServerAndWait } from "./support/bench-server.mjs";

const options = parseBenchOptions(process.argv.slice(2), {
  script: import.meta.url,
  defaults: { products: 3000, runs: 4, pages: "/,/collections/all-bags", webBuilds: "", maxMinutes: 30 },
  numeric: { "--products": "products", "--runs": "runs", "--max-minutes": "maxMinutes" },
  text: { "--pages": "pages", "--web-builds": "webBuilds" },
});
stopAfter(options.maxMinutes);
const pages = options.pages.split(",").filter(Boolean);
const builds = options.webBuilds ? options.webBuilds.split(",").map((dir) => path.resolve(dir)) : [null];
const turns = builds.length > 1 ? [...builds, ...builds] : builds;
const data = { dataDir: path.join(ROOT, ".cache", "bench", `products-${options.products}`), databaseUrl: null };
await ensureSeeded(data, options.products);

/** One traced load of `url`: the main thread's CPU time in all tasks and in the longest, in ms. */
async function tracedLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const renderer = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "FunctionCall"));
  if (!renderer) throw new Error(`no renderer main thread with script in the trace of ${url}`);
  const tasks = events.filter((e) => e.pid === renderer.pid && e.tid === renderer.tid && e.name === "RunTask" && e.ph === "X" && e.tdur);
  return { cpu: tasks.reduce((sum, e) => sum + e.tdur, 0) / 1000, longest: Math.max(...tasks.map((e) => e.tdur)) / 1000 };
}

const results = new Map();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const build of turns) {
    if (build) process.env.WEB_BUILD_DIR = build;
    const server = await startServer(data);
    try {
      for (let run = 0; run < options.runs; run++) {
        for (const page of pages) {
          const key = `${build ?? "apps/web/build"}\t${page}`;
          if (!results.has(key)) results.set(key, []);
          results.get(key).push(await tracedLoad(browser, `${server.url}${page}`));
        }
      }
    } finally {
      await stopServerAndWait();
    }
  }
} finally {
  await browser.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
console.log(`\nmain-thread CPU while loading (ms, median [range] of ${options.runs * (builds.length > 1 ? 2 : 1)} loads); load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
console.log(`${"build".padEnd(40)} ${"page".padEnd(32)} ${"longest task".padEnd(20)} all tasks`);
for (const [key, loads] of results) {
  const [build, page] = key.split("\t");
  const longest = loads.map((l) => l.longest);
  const cpu = loads.map((l) => l.cpu);
  console.log(`${path.relative(ROOT, build) || build}`.padEnd(40), page.padEnd(32), `${median(longest).toFixed(0)} [${range(longest)}]`.padEnd(20), `${median(cpu).toFixed(0)} [${range(cpu)}]`);
}
