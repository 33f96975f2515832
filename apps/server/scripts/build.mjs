#!/usr/bin/env node
// The production build of the server: its TypeScript (and the shared packages' it imports) bundled by
// esbuild into plain JavaScript under apps/server/dist/, started with plain `node` (decision 070).
// npm packages stay outside the bundle and load from node_modules as they are (native drivers, sharp).
//
//   npm run build --workspace apps/server         # or `npm run build` at the root (web app, then this)
//   node apps/server/scripts/build.mjs --if-stale # only when a source is newer than the build
import fs from "node:fs";
import path from "node:path";
import { builtinModules } from "node:module";
import { build } from "esbuild";

const SERVER = path.resolve(import.meta.dirname, "..");
const ROOT = path.resolve(SERVER, "../..");
const OUT = path.join(SERVER, "dist");
/** The processes the server runs as: the web + API server, and the database commands. */
const ENTRIES = { main: "src/main.ts", "cli/migrate": "src/cli/migrate.ts", "cli/prepare": "src/cli/prepare.ts", "cli/seed": "src/cli/seed.ts" };
const SOURCES = [path.join(SERVER, "src"), path.join(ROOT, "packages/domain/src"), path.join(ROOT, "packages/contracts/src")];
const MANIFESTS = [SERVER, path.join(ROOT, "packages/domain"), path.join(ROOT, "packages/contracts")].map((dir) => path.join(dir, "package.json"));

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the build is missing or older than any source or package manifest it was made from. */
export function serverBuildIsStale() {
  const built = path.join(OUT, "main.js");
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return [...SOURCES.map(newestSource), ...MANIFESTS.map((m) => fs.statSync(m).mtimeMs)].some((t) => t > builtAt);
}

/** Every npm package the server and the shared packages depend on is loaded from node_modules at run time. */
function externalPackages() {
  const names = new Set();
  for (const manifest of MANIFESTS) {
    const pkg = JSON.parse(fs.readFileSync(manifest, "utf8"));
    for (const name of Object.keys(pkg.dependencies ?? {})) if (!name.startsWith("@maison/")) names.add(name);
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

/**
 * Code that finds files next to its own source (`import.meta.url`, `import.meta.dirname`) would look
 * beside the bundle in dist/ instead: such files are found from `SERVER_ROOT` (config/server-root.ts),
 * the one place allowed to ask where it is.
 */
function refuseSourceRelativePaths() {
  const allowed = path.join(SERVER, "src", "config", "server-root.ts");
  const offenders = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && full !== allowed && /import\.meta\.(url|dirname|filename)/.test(fs.readFileSync(full, "utf8"))) offenders.push(path.relative(ROOT, full));
    }
  };
  SOURCES.forEach(visit);
  if (offenders.length > 0) {
    console.error(`These files locate files from their own source path, which the bundle moves; use SERVER_ROOT (apps/server/src/config/server-root.ts):\n  ${offenders.join("\n  ")}`);
    process.exit(1);
  }
}

export async function buildServer() {
  const started = Date.now();
  refuseSourceRelativePaths();
  fs.rmSync(OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: SERVER,
    entryPoints: ENTRIES,
    outdir: OUT,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    external: [...externalPackages(), ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
    // Bundled CommonJS helpers may call require(): give the ESM output one.
    banner: { js: 'import { createRequire as __maisonCreateRequire } from "node:module"; const require = __maisonCreateRequire(import.meta.url);' },
    logLevel: "warning",
  });
  const files = fs.readdirSync(OUT, { recursive: true }).filter((f) => String(f).endsWith(".js"));
  console.log(`server built into ${path.relative(ROOT, OUT)}/ (${files.length} files) in ${Date.now() - started} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--if-stale") && !serverBuildIsStale()) console.log("server build is up to date");
  else await buildServer();
}
