#!/usr/bin/env node
/**
 * No import cycles between folders: server modules (apps/server/src/modules/<concept>/) and web
 * features (apps/web/app/features/<concept>/). dependency-cruiser's `no-circular` rule sees cycles
 * between files; this check collapses every file to its module or feature folder and fails when
 * two folders reach each other, directly or through other folders (a strongly connected component
 * of the folder graph). Type-only imports count, as they do for files.
 *
 * Run: npm run check:imports (after the dependency-cruiser rules), or node scripts/check-module-cycles.mjs
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The folders that are units, each with the group it is compared within. */
const UNITS = [
  { group: "server modules", pattern: /^apps\/server\/src\/modules\/([^/]+)\// },
  { group: "web features", pattern: /^apps\/web\/app\/features\/([^/]+)\// },
];

/**
 * Known folder cycles, each with its reason: a shrinking list. An entry names the cycle's folders
 * (sorted, joined by " ↔ "); a listed cycle still fails if it grows, and an entry that no longer
 * matches a cycle fails too, so the list only shrinks.
 */
const KNOWN_CYCLES = new Map([]);

/** Example edges printed per pair of folders. */
const EXAMPLES_PER_EDGE = 2;

function unitOf(file) {
  for (const { group, pattern } of UNITS) {
    const match = pattern.exec(file);
    if (match) return { group, name: match[1] };
  }
  return null;
}

function cruise() {
  const bin = path.join(ROOT, "node_modules", ".bin", "depcruise");
  const output = execFileSync(
    bin,
    ["apps/server/src", "apps/web/app", "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
    { cwd: ROOT, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(output);
}

/** group → folder → other folder → [file edges] */
function folderGraph(result) {
  const graphs = new Map();
  for (const module of result.modules) {
    const from = unitOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = unitOf(dependency.resolved);
      if (!to || to.group !== from.group || to.name === from.name) continue;
      if (!graphs.has(from.group)) graphs.set(from.group, new Map());
      const graph = graphs.get(from.group);
      if (!graph.has(from.name)) graph.set(from.name, new Map());
      const edges = graph.get(from.name);
      if (!edges.has(to.name)) edges.set(to.name, []);
      edges.get(to.name).push({ from: module.source, to: dependency.resolved });
    }
  }
  return graphs;
}

/** Tarjan's strongly connected components with more than one folder, each sorted. */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

function main() {
  const result = cruise();
  const graphs = folderGraph(result);
  const folders = new Map();
  for (const module of result.modules) {
    const unit = unitOf(module.source);
    if (!unit) continue;
    if (!folders.has(unit.group)) folders.set(unit.group, new Set());
    folders.get(unit.group).add(unit.name);
  }
  const problems = [];
  const matchedKnown = new Set();
  let known = 0;
  for (const { group } of UNITS) {
    const graph = graphs.get(group) ?? new Map();
    for (const component of cycles(graph)) {
      const key = `${group}: ${component.join(" ↔ ")}`;
      if (KNOWN_CYCLES.has(key)) {
        matchedKnown.add(key);
        known += 1;
        continue;
      }
      const members = new Set(component);
      const lines = [`${key}`];
      for (const from of component) {
        for (const [to, edges] of [...graph.get(from).entries()].sort()) {
          if (!members.has(to)) continue;
          lines.push(`  ${from} → ${to} (${edges.length} import${edges.length === 1 ? "" : "s"})`);
          for (const edge of edges.slice(0, EXAMPLES_PER_EDGE)) lines.push(`      ${edge.from} → ${edge.to}`);
        }
      }
      problems.push(lines.join("\n"));
    }
  }
  for (const key of KNOWN_CYCLES.keys()) {
    if (!matchedKnown.has(key)) problems.push(`${key}\n  is listed in KNOWN_CYCLES but is no longer a cycle: remove it from the list`);
  }

  if (problems.length > 0) {
    console.error(`✘ ${problems.length} folder cycle problem${problems.length === 1 ? "" : "s"} (a module or feature reaches itself through another):\n`);
    console.error(problems.join("\n\n"));
    console.error("\nBreak each cycle: depend on a port the module declares, move shared types to contracts or the domain, or move the composing code out of the feature.");
    process.exitCode = 1;
    return;
  }
  const counts = UNITS.map(({ group }) => `${folders.get(group)?.size ?? 0} ${group}`).join(", ");
  console.log(`✔ no folder cycles among ${counts}${known ? ` (${known} known, listed in KNOWN_CYCLES)` : ""}`);
}

main();
