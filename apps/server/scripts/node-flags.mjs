// The V8 flags the server's production process runs with (`node <flags> apps/server/dist/main.js`),
// and the environment its memory allocator reads at start, shared by every command that starts it:
// `npm start` (scripts/start.mjs), `npm run serve` and the benchmarks (bench/support/bench-server.mjs).
// They bound how far V8 lets its heap grow past the live data between collections, and how much freed
// memory the C allocator keeps; bench/profiles/memory.md has the measurements behind them.
// SERVER_NODE_FLAGS (space-separated) replaces the flags, SERVER_MALLOC_ENV (space-separated NAME=VALUE)
// the allocator's environment, for measuring others ("" for V8's or glibc's defaults).

import os from "node:os";

export const SERVER_NODE_FLAGS = [
  // V8 lets the old generation grow by a factor it picks from the allocation rate, up to 4×: under load
  // the heap stood at three times the live data (100 MiB live, 330 MiB heap at 100,000 pieces). Growing
  // by a quarter at most keeps it near the live data; the extra collections did not show in CPU per request.
  "--heap-growing-percent=25",
  // The young generation: two semi-spaces of up to 16 MiB by default; 4 MiB each is enough for a
  // request's garbage and keeps about 20 MiB more out of the resident set.
  "--max-semi-space-size=4",
];

/**
 * On one core, the collector's work stays on the main thread. V8 sizes its helper threads from the
 * machine's cores, not from the cores the process may run on: a server pinned to one core (the
 * benchmark's, a one-CPU container's affinity) had V8's concurrent marking and parallel scavenges
 * taking turns with the event loop on that core, and the longest turn while staff edit prices was
 * 60–85 ms at 2,000 pieces; with the collector on the main thread, 24–25 ms (bench/README.md,
 * "2026-11-29, 06:03"). With more cores the helper threads run beside the loop.
 */
export const ONE_CORE_NODE_FLAGS = ["--single-threaded-gc"];

/**
 * The flags to start the server with: SERVER_NODE_FLAGS when set, otherwise the production ones, and
 * on one core (`cores`: those the process may run on; by default this process's) the one-core ones.
 */
export function serverNodeFlags(env = process.env, cores = os.availableParallelism()) {
  const override = env.SERVER_NODE_FLAGS;
  if (override === undefined) return [...SERVER_NODE_FLAGS, ...(cores <= 1 ? ONE_CORE_NODE_FLAGS : [])];
  return override.split(/\s+/).filter(Boolean);
}

/**
 * glibc's allocator: memory V8 keeps outside its heap (typed arrays, buffers: the search snapshot's
 * columns, a patch's copies of them) is malloc'd, and a block of 128 KiB or more is mapped on its own and
 * given back to the system when freed — until the first such block is freed, after which glibc raises
 * that threshold to the block's size, so the snapshot's half-megabyte columns and their copies land in
 * the heap and what they leave behind stays resident. A fixed threshold keeps the first behaviour
 * (bench/profiles/memory.md: 317 against 287 MiB peak at 100,000 pieces). Other C libraries ignore it.
 */
export const SERVER_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: "131072" };

/**
 * The environment to start the server with: `env` with SERVER_MALLOC_ENV's settings added, or those of
 * `env.SERVER_MALLOC_ENV` when set; a setting `env` already has is kept.
 */
export function serverProcessEnv(env = process.env) {
  const override = env.SERVER_MALLOC_ENV;
  const settings =
    override === undefined
      ? SERVER_MALLOC_ENV
      : Object.fromEntries(override.split(/\s+/).filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
  return { ...settings, ...env };
}

// `node apps/server/scripts/node-flags.mjs` prints the flags, and with `--env` the allocator's settings as
// NAME=VALUE, for shell commands (`npm run serve`: `env $(… --env) node $(…) dist/main.js`).
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--env")) {
    const added = serverProcessEnv();
    console.log(Object.keys(added).filter((name) => !(name in process.env)).map((name) => `${name}=${added[name]}`).join(" "));
  } else console.log(serverNodeFlags().join(" "));
}
