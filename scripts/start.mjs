#!/usr/bin/env node
// `npm start`: from a fresh clone to a running marketplace. Installs what is missing, builds the web
// app and the server when their sources changed, migrates and (when empty) seeds the database, then
// serves web + API with plain node.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
const log = (message) => console.log(`\x1b[2m[maison ${((Date.now() - started) / 1000).toFixed(1)}s]\x1b[0m ${message}`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function mtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

// 1. Dependencies: install when node_modules is missing or older than the lockfile.
const installedMarker = path.join(root, "node_modules", ".package-lock.json");
if (!fs.existsSync(installedMarker) || mtime(path.join(root, "package-lock.json")) > mtime(installedMarker)) {
  log("Installing dependencies (first run compiles the SQLite driver; this takes a couple of minutes)…");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

// 2. Web build: rebuild when any web or shared source is newer than the last build.
const buildEntry = path.join(root, "apps/web/build/server/index.js");
const sourcesChanged = ["apps/web/app", "packages/domain/src", "packages/contracts/src"]
  .map((dir) => newestMtime(path.join(root, dir)))
  .some((t) => t > mtime(buildEntry));
if (!fs.existsSync(buildEntry) || sourcesChanged) {
  log("Building the web app…");
  run("npm", ["run", "build"]);
}

// 3. Server build: its TypeScript compiled to plain JavaScript when any server or shared source changed.
run(process.execPath, ["apps/server/scripts/build.mjs", "--if-stale"]);

// 4. Database: migrate, and seed the demo catalog and accounts when the catalog is empty.
log("Preparing the database…");
run("npm", ["run", "prepare-db", "--silent", "--workspace", "apps/server"]);

// 5. Serve, with plain node.
process.env.NODE_ENV ??= "development";
log("Starting the server…");
const { serverNodeFlags, serverProcessEnv } = await import("../apps/server/scripts/node-flags.mjs");
const server = spawn(process.execPath, [...serverNodeFlags(), "apps/server/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: { ...serverProcessEnv(process.env), PRINT_DEMO_ACCOUNTS: "true" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
