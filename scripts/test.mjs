#!/usr/bin/env node
// `npm test`: every check of the repository, in order, with a summary at the end.
//
//   typecheck             npm run typecheck (all workspaces + e2e; the web app runs react-router typegen first)
//   imports               npm run check:imports (dependency-cruiser layer rules, then no folder cycles)
//   tables                npm run check:tables (each server module queries only the tables it owns)
//   unit                  vitest project "unit"
//   integration-sqlite    vitest project "integration" with TEST_DB=sqlite
//   integration-postgres  vitest project "integration" with TEST_DB=postgres: TEST_DATABASE_URL when set,
//                         else a throwaway cluster (scripts/pg-throwaway.sh) when PostgreSQL is installed
//   build                 npm run build (the web app)
//   e2e                   vitest project "e2e": the real server driven by Chromium (CHROME_PATH,
//                         /usr/bin/chromium or chromium-browser)
//
// A suite whose tool is missing (PostgreSQL, Chromium) is SKIPPED with a warning; with CI=true every
// suite is required and a missing one fails the run. Any failing step fails the run, and the remaining
// steps still run so the summary shows the whole picture (use --bail to stop at the first failure).
//
// Options (after `npm test --`):
//   --only a,b      run only these steps, e.g. `npm test -- --only unit,integration-sqlite`
//                   (e2e brings the build step with it unless `--skip build` is given)
//   --skip a,b      run everything except these steps
//   --bail          stop after the first failing step
//   --list          print the step names and exit
// Extra arguments after a lone `--` go to every vitest run, e.g. `npm test -- --only unit -- -t slug`.

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const CI = /^(true|1)$/i.test(process.env.CI ?? "");
const STEP_NAMES = ["typecheck", "imports", "tables", "unit", "integration-sqlite", "integration-postgres", "build", "e2e"];

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : String(s));
const bold = paint("1");
const red = paint("31");
const green = paint("32");
const yellow = paint("33");
const cyan = paint("36");

// ---------------------------------------------------------------------------------------------- options

function parseArgs(argv) {
  const options = { only: null, skip: new Set(), bail: false, list: false, vitestArgs: [] };
  const splitNames = (value, flag) => {
    if (!value) fail(`${flag} needs a comma-separated list of steps (${STEP_NAMES.join(", ")})`);
    const names = value.split(",").map((s) => s.trim()).filter(Boolean);
    for (const name of names) {
      if (!STEP_NAMES.includes(name)) fail(`unknown step "${name}"; steps are: ${STEP_NAMES.join(", ")}`);
    }
    return names;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      options.vitestArgs = argv.slice(i + 1);
      break;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    if (flag === "--only") options.only = new Set(splitNames(inline ?? argv[++i], "--only"));
    else if (flag === "--skip") for (const n of splitNames(inline ?? argv[++i], "--skip")) options.skip.add(n);
    else if (flag === "--bail") options.bail = true;
    else if (flag === "--list") options.list = true;
    else if (flag === "--help" || flag === "-h") {
      const header = fs.readFileSync(new URL(import.meta.url), "utf8").split("\n").slice(1, 26);
      console.log(header.map((l) => l.replace(/^\/\/ ?/, "")).join("\n"));
      process.exit(0);
    } else fail(`unknown option ${arg} (try --help)`);
  }
  return options;
}

function fail(message) {
  console.error(red(`npm test: ${message}`));
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------- tools

function findPostgresBindir() {
  const r = spawnSync("bash", [path.join(ROOT, "scripts/pg-throwaway.sh"), "bindir"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const name of ["chromium", "chromium-browser"]) {
    const r = spawnSync("bash", ["-c", `command -v ${name}`], { encoding: "utf8" });
    if (r.status === 0) candidates.push(r.stdout.trim());
  }
  for (const c of candidates) {
    if (!c) continue;
    try {
      fs.accessSync(c, fs.constants.X_OK);
      return c;
    } catch {
      // try the next one
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------- running

let interrupted = false;
let currentChild = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // The children share our process group and get the signal themselves (the throwaway cluster
    // tears itself down); we stop starting new steps and print the summary.
    interrupted = true;
    if (signal === "SIGTERM" && currentChild) currentChild.kill("SIGTERM");
  });
}

function run(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
    currentChild = child;
    child.on("error", (error) => {
      console.error(red(`could not start ${command}: ${error.message}`));
      currentChild = null;
      resolve(127);
    });
    child.on("close", (code, signal) => {
      currentChild = null;
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
  });
}

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-test-run-"));
process.on("exit", () => fs.rmSync(tmpDir, { recursive: true, force: true }));

const VITEST = path.join(ROOT, "node_modules/vitest/vitest.mjs");

/** Runs one vitest project; returns { code, counts } with counts read from the JSON report. */
async function vitest(project, label, { env = {}, wrap = null, extraArgs = [] } = {}) {
  const outputFile = path.join(tmpDir, `${label}.json`);
  const args = [VITEST, "run", "--project", project, "--reporter=default", "--reporter=json",
    `--outputFile=${outputFile}`, ...extraArgs];
  const [command, commandArgs] = wrap ? [wrap[0], [...wrap.slice(1), process.execPath, ...args]] : [process.execPath, args];
  const code = await run(command, commandArgs, { env });
  let counts = null;
  const failures = [];
  try {
    const report = JSON.parse(fs.readFileSync(outputFile, "utf8"));
    for (const file of report.testResults ?? []) {
      const where = path.relative(ROOT, file.name ?? "");
      for (const a of file.assertionResults ?? []) {
        if (a.status === "failed") failures.push({ where, test: a.fullName ?? a.title, message: String(a.failureMessages?.[0] ?? "") });
      }
      if (file.status === "failed" && !(file.assertionResults ?? []).some((a) => a.status === "failed")) {
        failures.push({ where, test: "(the file's set-up)", message: String(file.message ?? "") });
      }
    }
    counts = {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      blocked: 0,
    };
    // A file whose set-up failed (import error, beforeAll) reports its tests as skipped: they did not
    // run because of a failure, so they count as failed (a file with no tests at all counts as one).
    for (const file of report.testResults ?? []) {
      const assertions = file.assertionResults ?? [];
      if (file.status !== "failed" || assertions.some((a) => a.status === "failed")) continue;
      const notRun = assertions.filter((a) => a.status !== "passed").length || 1;
      const wereSkipped = assertions.filter((a) => a.status === "skipped" || a.status === "pending" || a.status === "todo").length;
      counts.failed += notRun;
      counts.skipped -= wereSkipped;
      counts.blocked += notRun;
    }
    if (counts.blocked > 0) {
      console.log(red(`${counts.blocked} test(s) could not run because their file failed to set up; counted as failed.`));
    }
  } catch {
    // no report: vitest did not get as far as running tests
  }
  return { code, counts, failures };
}

function banner(index, total, title) {
  const line = `━━━ [${index}/${total}] ${title} `;
  console.log(`\n${bold(cyan(line.padEnd(100, "━")))}`);
}

function loudWarning(lines) {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const edge = "!".repeat(width + 2);
  console.log(yellow(bold(`\n${edge}\n${lines.map((l) => `! ${l.padEnd(width - 2)} !`).join("\n")}\n${edge}\n`)));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------- steps

const STEPS = {
  typecheck: {
    title: "Type check (all workspaces)",
    run: async () => ({ code: await run("npm", ["run", "--silent", "typecheck"]) }),
  },
  imports: {
    title: "Import rules (dependency-cruiser)",
    run: async () => ({ code: await run("npm", ["run", "--silent", "check:imports"]) }),
  },
  tables: {
    title: "Table ownership (scripts/check-table-ownership.mjs)",
    run: async () => ({ code: await run("npm", ["run", "--silent", "check:tables"]) }),
  },
  unit: {
    title: "Unit tests",
    run: (o) => vitest("unit", "unit", { extraArgs: o.vitestArgs }),
  },
  "integration-sqlite": {
    title: "Integration tests on SQLite",
    run: (o) => vitest("integration", "integration-sqlite", { env: { TEST_DB: "sqlite" }, extraArgs: o.vitestArgs }),
  },
  "integration-postgres": {
    title: "Integration tests on PostgreSQL",
    run: async (o) => {
      if (process.env.TEST_DATABASE_URL) {
        console.log(`Using TEST_DATABASE_URL (${redactUrl(process.env.TEST_DATABASE_URL)})`);
        return vitest("integration", "integration-postgres", { env: { TEST_DB: "postgres" }, extraArgs: o.vitestArgs });
      }
      const bindir = findPostgresBindir();
      if (!bindir) {
        return {
          missing: [
            "SKIPPED: PostgreSQL integration suite — no PostgreSQL found;",
            "set TEST_DATABASE_URL or install postgresql (apt-get install postgresql)",
          ],
        };
      }
      console.log(`Starting a throwaway PostgreSQL cluster from ${bindir}`);
      return vitest("integration", "integration-postgres", {
        env: { TEST_DB: "postgres", PGBIN: bindir },
        wrap: ["bash", path.join(ROOT, "scripts/pg-throwaway.sh"), "run", "--"],
        extraArgs: o.vitestArgs,
      });
    },
  },
  build: {
    title: "Build the web app",
    run: async () => ({ code: await run("npm", ["run", "--silent", "build"]) }),
  },
  e2e: {
    title: "End-to-end tests in Chromium",
    needs: "build",
    run: async (o) => {
      const chromium = findChromium();
      if (!chromium) {
        return {
          missing: [
            "SKIPPED: end-to-end suite — no Chromium found;",
            "set CHROME_PATH or install chromium (apt-get install chromium)",
          ],
        };
      }
      console.log(`Chromium: ${chromium}`);
      return vitest("e2e", "e2e", { env: { CHROME_PATH: chromium }, extraArgs: o.vitestArgs });
    },
  },
};

function redactUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable URL)";
  }
}

// ---------------------------------------------------------------------------------------------- compat/shopify

/**
 * The storefront GraphQL tests use Shopify's own packages from compat/shopify, a separate npm package
 * (Hydrogen 2024.7 needs React 18; the workspaces run React 19): installed from its lockfile when missing.
 */
async function ensureShopifyCompat() {
  // One file of each package the tests read: an install from before a package was added is redone.
  const needed = ["@shopify/hydrogen-react/storefront.schema.json", "@shopify/cli-hydrogen/dist/assets/hydrogen/starter/package.json", "shopify-buy/package.json", "hydrogen-react-2025-01/storefront.schema.json"];
  if (needed.every((file) => fs.existsSync(path.join(ROOT, "compat/shopify/node_modules", file)))) return 0;
  console.log("Installing compat/shopify (Shopify's client packages for the storefront GraphQL tests)");
  return run("npm", ["ci", "--prefix", "compat/shopify", "--no-audit", "--no-fund"]);
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.list) {
    for (const name of STEP_NAMES) console.log(`${name.padEnd(22)} ${STEPS[name].title}`);
    return 0;
  }
  let selected = STEP_NAMES.filter((n) => (options.only ? options.only.has(n) : true) && !options.skip.has(n));
  // e2e runs against a fresh web build
  if (selected.includes("e2e") && !selected.includes("build") && !options.skip.has("build")) {
    selected = STEP_NAMES.filter((n) => n === "build" || selected.includes(n));
  }
  if (selected.length === 0) fail("no steps selected");

  console.log(bold(`Maison test run: ${selected.join(", ")}${CI ? " (CI: every suite is required)" : ""}`));
  console.log(`node ${process.version} on ${os.platform()} ${os.arch()}, ${os.cpus().length} cores`);

  const results = [];
  const started = Date.now();
  if (selected.some((n) => n.startsWith("integration")) && (await ensureShopifyCompat()) !== 0) {
    console.log(red("Could not install compat/shopify; the storefront GraphQL tests will fail."));
  }
  for (const [i, name] of selected.entries()) {
    const step = STEPS[name];
    if (interrupted) {
      results.push({ name, status: "not run", ms: 0 });
      continue;
    }
    banner(i + 1, selected.length, step.title);
    const blockedBy = step.needs && results.find((r) => r.name === step.needs && r.status !== "passed");
    if (blockedBy) {
      console.log(red(`Not run: it needs the "${step.needs}" step, which ${blockedBy.status}.`));
      results.push({ name, status: "blocked", ms: 0 });
      continue;
    }
    if (options.bail && results.some((r) => r.status === "failed")) {
      results.push({ name, status: "not run", ms: 0 });
      continue;
    }
    const t0 = Date.now();
    const outcome = await step.run(options);
    const ms = Date.now() - t0;
    let status;
    if (outcome.missing) {
      loudWarning(CI ? [...outcome.missing, "CI=true: this suite is REQUIRED, so the run FAILS."] : outcome.missing);
      status = CI ? "failed" : "skipped";
    } else {
      status = outcome.code === 0 ? "passed" : "failed";
    }
    const result = { name, status, ms, counts: outcome.counts ?? null, code: outcome.code, missing: !!outcome.missing, failures: outcome.failures ?? [] };
    results.push(result);
    const mark = status === "passed" ? green("✔ passed") : status === "skipped" ? yellow("⚠ SKIPPED") : red("✘ FAILED");
    const codeNote = status === "failed" && outcome.code !== undefined ? ` (exit code ${outcome.code})` : "";
    console.log(bold(`${mark}: ${step.title} in ${seconds(ms)}${codeNote}`));
  }
  const totalMs = Date.now() - started;

  // ---- summary
  const header = ["step", "status", "time", "passed", "failed", "skipped"];
  const rows = results.map((r) => [
    r.name,
    r.status + (r.missing ? (CI ? " (missing, required)" : " (tool missing)") : ""),
    r.ms ? seconds(r.ms) : "-",
    r.counts ? String(r.counts.passed) : "-",
    r.counts ? String(r.counts.failed) : "-",
    r.counts ? String(r.counts.skipped) : "-",
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const fmt = (row) => row.map((cell, c) => (c >= 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join("  ");
  console.log(`\n${bold(cyan("━━━ Summary ".padEnd(100, "━")))}`);
  console.log(bold(fmt(header)));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const [i, row] of rows.entries()) {
    const status = results[i].status;
    const colour = status === "passed" ? green : status === "skipped" ? yellow : status === "not run" ? (s) => s : red;
    console.log(colour(fmt(row)));
  }
  console.log(`total time ${seconds(totalMs)}`);

  const skippedSuites = results.filter((r) => r.status === "skipped").map((r) => r.name);
  if (skippedSuites.length > 0) {
    console.log(yellow(bold(`WARNING: suites skipped because a tool is missing: ${skippedSuites.join(", ")}`)));
  }
  const failedSteps = results.filter((r) => r.status === "failed" || r.status === "blocked").map((r) => r.name);
  if (failedSteps.length > 0) console.log(red(bold(`FAILED: ${failedSteps.join(", ")}`)));
  // The failed tests again, at the end where a log's tail shows them: step, file, test, the error's first lines.
  for (const r of results) {
    const failures = r.failures ?? [];
    for (const f of failures.slice(0, 20)) {
      const firstLines = f.message.split("\n").filter((line) => line.trim()).slice(0, 6).map((line) => `      ${line.slice(0, 300)}`);
      console.log(red(`  ✘ ${r.name} · ${f.where} · ${f.test}`));
      if (firstLines.length > 0) console.log(firstLines.join("\n"));
    }
    if (failures.length > 20) console.log(red(`  … and ${failures.length - 20} more in ${r.name}`));
  }
  if (interrupted) console.log(red(bold("INTERRUPTED")));

  const totals = results.reduce(
    (t, r) => (r.counts ? { passed: t.passed + r.counts.passed, failed: t.failed + r.counts.failed, skipped: t.skipped + r.counts.skipped } : t),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log("");
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);

  if (interrupted) return 130;
  return failedSteps.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
