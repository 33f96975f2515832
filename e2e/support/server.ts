import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The repository root (this file is e2e/support/server.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
/** Screenshots, server logs and other artifacts for people to look at (gitignored). */
export const RESULTS_DIR = path.join(REPO_ROOT, "test-results", "e2e");

export interface StartServerOptions {
  /** Catalog size given to the seed command. */
  products?: number;
  /**
   * Use this data dir as is (already seeded) instead of seeding a fresh temp dir; E2E_DATA_DIR in
   * the environment does the same, to iterate quickly on tests.
   */
  dataDir?: string;
  /** Extra environment for the server process. */
  env?: Record<string, string>;
  /** How long to wait for /healthz. */
  startTimeoutMs?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  dataDir: string;
  /** Where the server's stdout/stderr go. */
  logFile: string;
  /** Stops the server and removes the temp data dir (when we created it). */
  stop(): Promise<void>;
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of a production-like server on 127.0.0.1 with its own data dir and SQLite database. */
export function serverEnv(dataDir: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    WORKERS: "off",
    SESSION_SECRET: sessionSecretFor(dataDir),
    STOREFRONT_ACCESS_TOKEN: randomBytes(24).toString("base64url"),
    LOG_LEVEL: "warn",
    // The browser shares this machine's cores with the server: a busy event loop here is the test, not load.
    MAX_EVENT_LOOP_UTILIZATION: "off",
    ...extra,
  };
}

/**
 * One secret per data dir, kept in a file beside the database: the seed and every later server on the
 * same data share it, as wallet codes are keyed with it (decision 019).
 */
export function sessionSecretFor(dataDir: string): string {
  const file = path.join(dataDir, ".session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(36).toString("base64url"); // 48 characters
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Compiles the server (apps/server/dist) when it is missing or older than its sources. */
export function buildServerIfStale(): void {
  const result = spawnSync(process.execPath, ["apps/server/scripts/build.mjs", "--if-stale"], { cwd: REPO_ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`the server build failed:\n${result.stdout}${result.stderr}`);
}

/** Runs `npm run seed -- --products N` (it migrates first) against a data dir; throws with the output when it fails. */
export function seedDataDir(dataDir: string, products: number, extraEnv: Record<string, string> = {}): void {
  const env = { ...serverEnv(dataDir, 0, extraEnv), NODE_ENV: "development", LOG_LEVEL: "warn" };
  const args = ["run", "--silent", "seed", "--", "--products", String(products)];
  const result = spawnSync("npm", args, { cwd: REPO_ROOT, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(
      `npm ${args.join(" ")} failed (exit ${result.status ?? result.signal}) for DATA_DIR=${dataDir}\n` +
        `${tail(result.stdout)}\n${tail(result.stderr)}`,
    );
  }
}

/**
 * Starts the real server as a child process (the way `npm start` does: the production build of the
 * server, compiled first when a source is newer, run with plain node) on a free 127.0.0.1 port, against
 * a temp data dir seeded with a small catalog, and waits for GET /healthz. Needs the web build
 * (`npm run build`).
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const webBuild = path.join(REPO_ROOT, "apps/web/build/server/index.js");
  if (!fs.existsSync(webBuild)) {
    throw new Error(`The web app is not built (${path.relative(REPO_ROOT, webBuild)} is missing): run \`npm run build\` first.`);
  }
  buildServerIfStale();
  const givenDataDir = options.dataDir ?? process.env.E2E_DATA_DIR;
  const ownDataDir = !givenDataDir;
  const dataDir = givenDataDir ? path.resolve(givenDataDir) : fs.mkdtempSync(path.join(os.tmpdir(), "maison-e2e-"));
  if (ownDataDir) {
    try {
      seedDataDir(dataDir, options.products ?? 300, options.env);
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, `server-${port}.log`);
  const log = fs.openSync(logFile, "w");
  const child: ChildProcess = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: REPO_ROOT,
    env: serverEnv(dataDir, port, options.env),
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);

  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  const stop = async () => {
    if (!exited) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exitPromise;
      clearTimeout(timer);
    }
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (fs.existsSync(logFile) && fs.statSync(logFile).size === 0) fs.rmSync(logFile);
  };

  try {
    await waitForHealthy(url, options.startTimeoutMs ?? 60_000, () => exited);
  } catch (error) {
    await stop();
    const output = fs.existsSync(logFile) ? tail(fs.readFileSync(logFile, "utf8")) : "";
    throw new Error(`${(error as Error).message}\n--- server log (${logFile}) ---\n${output}`);
  }
  return { url, port, dataDir, logFile, stop };
}

async function waitForHealthy(
  url: string,
  timeoutMs: number,
  exitedState: () => { code: number | null; signal: NodeJS.Signals | null } | null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    const exited = exitedState();
    if (exited) throw new Error(`The server exited during start-up (code ${exited.code}, signal ${exited.signal}).`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer GET /healthz with 200 within ${timeoutMs} ms (last: ${last}).`);
}

function tail(text: string | null | undefined, lines = 40): string {
  return (text ?? "").trimEnd().split("\n").slice(-lines).join("\n");
}
