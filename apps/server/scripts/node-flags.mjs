// The V8 flags the server's production process runs with (`node <flags> apps/server/dist/main.js`),
// shared by every command that starts it: `npm start` (scripts/start.mjs), `npm run serve` and the
// benchmarks (bench/support/bench-server.mjs). They bound how far V8 lets its heap grow past the live
// data between collections; bench/profiles/memory.md has the measurements behind them.
// SERVER_NODE_FLAGS (space-separated) replaces them, for measuring others ("" for V8's defaults).

export const SERVER_NODE_FLAGS = [];

/** The flags to start the server with: SERVER_NODE_FLAGS when set, otherwise the production ones. */
export function serverNodeFlags(env = process.env) {
  const override = env.SERVER_NODE_FLAGS;
  if (override === undefined) return [...SERVER_NODE_FLAGS];
  return override.split(/\s+/).filter(Boolean);
}
