// The seeded data and the real server every benchmark measures: seeding a data dir (or a PostgreSQL
// database) once per catalog size, starting the server's production build (`apps/server/dist/main.js`,
// compiled first when a source is newer) with plain node in production mode on a free
// 127.0.0.1 port, and stopping it however the run ends. See bench/README.md.

import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { serverNodeFlags, serverProcessEnv } from "../../apps/server/scripts/node-flags.mjs";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const RESULTS_DIR = path.join(ROOT, "bench", "results");
const SEED_MARKER = "bench-seed.json";

let serverChild = null;
let serverLogFile = null;

export function die(message) {
  console.error(`bench: ${message}`);
  stopServer();
  process.exit(2);
}

export function stopServer() {
  if (serverLogFile && fs.existsSync(serverLogFile) && fs.statSync(serverLogFile).size === 0) fs.rmSync(serverLogFile);
  if (serverChild && serverChild.exitCode === null && serverChild.signalCode === null) {
    serverChild.kill("SIGTERM");
    const child = serverChild;
    setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 5_000).unref();
  }
}
process.on("exit", stopServer);

/** Stops the server and resolves once it has exited (a CPU profile is written on the way out). */
export function stopServerAndWait() {
  const child = serverChild;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  stopServer();
  return exited;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping`);
    stopServer();
    process.exit(130);
  });
}

/** Stops the run after `minutes` whatever it is doing. */
export function stopAfter(minutes) {
  setTimeout(() => {
    console.error(`bench: still running after ${minutes} min; stopping`);
    stopServer();
    process.exit(1);
  }, minutes * 60_000).unref();
}

/** Only servers and databases on this machine may be measured. */
export function assertLocal(url) {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(host)) die(`only servers on this machine may be used (got ${host})`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** One secret per data dir, kept beside the database: wallet codes seeded with it stay findable on later runs. */
function sessionSecretFor(dataDir) {
  const file = path.join(dataDir, ".session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(36).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The server's environment. `data` is { dataDir, databaseUrl }; `options.workers` turns the job and
 * outbox runners on (checkouts capture through a job), `options.storefrontToken` sets the storefront
 * GraphQL's token (a random one otherwise).
 */
function serverEnv(data, port, options = {}) {
  return {
    // With the production start's allocator settings (apps/server/scripts/node-flags.mjs).
    ...serverProcessEnv(process.env),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl ?? "",
    WORKERS: options.workers ? "on" : "off",
    SESSION_SECRET: sessionSecretFor(data.dataDir),
    STOREFRONT_ACCESS_TOKEN: options.storefrontToken ?? randomBytes(24).toString("base64url"),
    LOG_LEVEL: "warn",
    ...options.env,
  };
}

function seed(data, products) {
  const env = { ...serverEnv(data, 0), NODE_ENV: "development" };
  const started = Date.now();
  console.log(`Seeding ${products.toLocaleString("en-US")} products into ${data.databaseUrl ? data.databaseUrl.replace(/:[^:@/]*@/, ":***@") : data.dataDir} …`);
  const args = ["run", "--silent", "seed", "--", "--products", String(products), "--reset"];
  const r = spawnSync("npm", args, { cwd: ROOT, env, stdio: "inherit" });
  if (r.status !== 0) die(`npm ${args.join(" ")} failed (exit ${r.status ?? r.signal})`);
  return (Date.now() - started) / 1000;
}

/** Seeds `data` ({ dataDir, databaseUrl }) unless it already holds a catalog of `products` (an earlier run's). */
export async function ensureSeeded(data, products) {
  if (data.databaseUrl) {
    const client = new pg.Client({ connectionString: data.databaseUrl });
    await client.connect();
    let count = -1;
    try {
      count = Number((await client.query("SELECT count(*) AS n FROM products")).rows[0].n);
    } catch {
      // not migrated yet
    } finally {
      await client.end();
    }
    if (count === products) return console.log(`Reusing the PostgreSQL catalog (${count.toLocaleString("en-US")} products)`);
    fs.mkdirSync(data.dataDir, { recursive: true });
    console.log(`Seeded in ${seed(data, products).toFixed(1)} s`);
    return;
  }
  const marker = path.join(data.dataDir, SEED_MARKER);
  if (fs.existsSync(marker)) {
    try {
      const seeded = JSON.parse(fs.readFileSync(marker, "utf8"));
      if (seeded.products === products) return console.log(`Reusing ${data.dataDir} (${products.toLocaleString("en-US")} products, seeded ${seeded.seededAt})`);
      console.log(`${data.dataDir} holds ${seeded.products} products, not ${products}: seeding it again`);
    } catch {
      // unreadable marker: seed again
    }
  }
  fs.rmSync(data.dataDir, { recursive: true, force: true });
  fs.mkdirSync(data.dataDir, { recursive: true });
  const seconds = seed(data, products);
  fs.writeFileSync(marker, JSON.stringify({ products, seededAt: new Date().toISOString(), seedSeconds: seconds }, null, 2));
  console.log(`Seeded in ${seconds.toFixed(1)} s`);
}

/**
 * Starts the real server on `data` and waits for GET /healthz; returns { url, logFile, pid }. Options:
 * `workers`, `storefrontToken`, `env` (more variables), `cpus` (a taskset core list such as "0").
 */
export async function startServer(data, options = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `maison-bench-server-${port}.log`);
  serverLogFile = logFile;
  const log = fs.openSync(logFile, "w");
  const built = spawnSync(process.execPath, ["apps/server/scripts/build.mjs", "--if-stale"], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0) die("the server build failed");
  // `options.cpus` pins the server to those cores (taskset), away from the load generator.
  // `options.cpuProfDir` writes a V8 CPU profile of the server there when it stops (see waitForServerExit).
  // The production process's V8 flags (apps/server/scripts/node-flags.mjs), as `npm start` runs it.
  // Pinned (`options.cpus`, a taskset list such as "0" or "0,1"), it runs on those cores only.
  const cores = options.cpus ? pinnedCores(options.cpus) : os.availableParallelism();
  const nodeArgs = [...serverNodeFlags(process.env, cores), ...(options.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfDir}`] : []), "apps/server/dist/main.js"];
  const [command, args] = options.cpus ? ["taskset", ["-c", options.cpus, process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  serverChild = spawn(command, args, { cwd: ROOT, env: serverEnv(data, port, options), stdio: ["ignore", log, log] });
  fs.closeSync(log);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (serverChild.exitCode !== null) die(`the server exited during start-up; see ${logFile}`);
    try {
      const r = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (r.status === 200) return { url, logFile, pid: serverChild.pid };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  die(`the server did not become healthy within 180 s; see ${logFile}`);
}

/** How many cores a taskset list names ("0", "0,1", "0-3"). */
function pinnedCores(list) {
  return String(list)
    .split(",")
    .map((part) => part.split("-").map(Number))
    .reduce((sum, [from, to]) => sum + (to === undefined ? 1 : to - from + 1), 0);
}

/** The commit being measured, for the results file. */
export function currentCommit() {
  return spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout?.trim() || null;
}

/** The p-th percentile of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The command line every benchmark shares: `--flag value` or `--flag=value`; `numeric` and `text` map
 * flags to option names on top of `defaults`; `--help` prints the script's leading comment. The data
 * dir defaults to `.cache/bench/products-N`; servers and databases must be on this machine.
 */
export function parseBenchOptions(argv, { script, defaults, numeric, text }) {
  const o = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag in numeric) {
      const n = Number(value());
      if (!Number.isFinite(n) || n < 0) die(`${flag} needs a number`);
      o[numeric[flag]] = n;
    } else if (flag in text) o[text[flag]] = value();
    else if (flag === "--help" || flag === "-h") {
      const lines = fs.readFileSync(new URL(script), "utf8").split("\n").slice(1);
      const end = lines.findIndex((line) => !line.startsWith("//"));
      console.log(lines.slice(0, end).map((l) => l.replace(/^\/\/ ?/, "")).join("\n"));
      process.exit(0);
    } else die(`unknown option ${argv[i]} (try --help)`);
  }
  o.dataDir = path.resolve(ROOT, o.dataDir ?? path.join(".cache", "bench", `products-${o.products}`));
  for (const url of [o.url, o.databaseUrl]) if (url) assertLocal(url);
  if (o.url) o.url = o.url.replace(/\/$/, "");
  return o;
}
