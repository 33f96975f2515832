import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

/** The repository root (this file is apps/server/test/support/child-server.ts). */
const REPO_ROOT = path.resolve(import.meta.dirname, "../../../..");

export interface ChildServer {
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once the process has exited, with its signal (SIGKILL when it died at a crash point or was killed). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** `kill -9`: no shutdown hook, no `finally`, no undo runs. */
  kill(): Promise<void>;
}

/** A TCP port that is free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = (probe.address() as net.AddressInfo);
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (apps/server/src/main.ts, as `npm run serve` starts it) as a child process on an
 * existing database: development mode (the development clock answers /api/dev/clock/), no web pages
 * needed, workers off so the test runs the jobs itself. Waits for GET /healthz.
 */
export async function startChildServer(options: { databaseUrl: string; dataDir: string; env?: Record<string, string>; startTimeoutMs?: number }): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_BASE_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl.startsWith("sqlite:") ? "" : options.databaseUrl,
      WEB_BUILD_DIR: path.join(options.dataDir, "no-web-build"),
      WORKERS: "off",
      LOG_LEVEL: "error",
      CRASH_AT: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let done: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      done = { code, signal };
      resolve(done);
    }),
  );
  const kill = async () => {
    if (!done) child.kill("SIGKILL");
    await exited;
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (done) throw new Error(`The server exited during start-up (${JSON.stringify(done)}):\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`The server did not answer /healthz in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => output, exited, kill };
}
