#!/usr/bin/env node
// `npm run check:tables`: every server file queries only the tables its own module owns (decision 035).
//
// Ownership: a table is declared in exactly one `*.table.ts` (the `…Tables` interface that
// db/schema.ts assembles); the folder of that file owns it: `modules/<m>/`, `platform/<p>/` or `http/`.
// A reference is a table-name string literal given to selectFrom, insertInto, updateTable, deleteFrom,
// innerJoin, leftJoin, rightJoin, fullJoin or lockForUpdate(tx, "<table>"), a lifecycle binding's
// `table: "<table>"` (the transition helper writes it), or a table after from/join/update/into in a
// sql`…` template, in a non-test file under apps/server/src (migrations excepted: they are the
// schema's history, not queries of a module). Also: only `modules/inventory/` and
// `platform/lifecycle/` write `products.state` (a literal `state:` in the chain of an update or insert
// of `products`; a row built elsewhere is the type's to guard).
//
// A reference to a table of another owner fails the check unless it is in ALLOWED below, each entry
// naming the port that should replace it; an entry that no longer occurs fails the check too, so the
// list only shrinks.
//
//   --list   print every foreign reference found (allowed or not) and exit 0

import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = "apps/server/src";
const STATE_WRITERS = ["modules/inventory", "platform/lifecycle"];

/**
 * A table another folder shares by design, not an exception to shrink: the piece's state is a column
 * of the catalog's `products`, and inventory alone reads, locks and moves it (decision 032).
 */
const SHARED = [
  { table: "products", with: "modules/inventory" },
  // The session's lookup reads the member role in its one statement per request; only membership writes it (decision 035).
  { table: "memberships", with: "modules/identity", readOnly: true },
];

const WRITE_CALLS = new Set(["insertInto", "updateTable", "deleteFrom", "lockForUpdate"]);

/**
 * Known foreign references, until the named port replaces them. `table` is the foreign table, or
 * `products.state` for a write of the piece's state outside inventory.
 */
const ALLOWED = [
];

const QUERY_CALL = /\b(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*["'`]([a-z_][a-z0-9_]*)(?:\s+as\s+\w+)?["'`]/g;
const LOCK_CALL = /\blockForUpdate\(\s*\w+\s*,\s*["'`]([a-z_][a-z0-9_]*)["'`]/g;
const STATE_WRITE = /\b(updateTable|insertInto)\(\s*["'`]products(?:\s+as\s+\w+)?["'`]\s*\)/g;
const BINDING_TABLE = /\btable:\s*["'`]([a-z_][a-z0-9_]*)["'`]/g;
const SQL_TEMPLATE = /\bsql(?:<[^>`]*>)?`([^`]*)`/g;
const SQL_TABLE = /\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)/gi;

/** Which folder owns a file: `modules/<m>`, `platform/<p>`, `http`, or the top folder (`cli`, `demo`, `db`…). */
function ownerOf(file) {
  const parts = path.relative(path.join(ROOT, SRC), file).split(path.sep);
  if ((parts[0] === "modules" || parts[0] === "platform") && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0] : "(server root)";
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const rel = (file) => path.relative(ROOT, file).split(path.sep).join("/");
const lineOf = (text, index) => text.slice(0, index).split("\n").length;

/** The tables each `*.table.ts` declares: the keys of its exported `…Tables` interfaces. */
function tableOwners(files, problems) {
  const owners = new Map();
  for (const file of files.filter((f) => f.endsWith(".table.ts"))) {
    const text = fs.readFileSync(file, "utf8");
    for (const block of text.matchAll(/export interface \w+Tables\s*(?:extends[^{]*)?\{([^}]*)\}/g)) {
      for (const key of block[1].matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)) {
        const table = key[1];
        const declared = owners.get(table);
        if (declared) problems.push(`table "${table}" is declared twice: ${declared.file} and ${rel(file)}`);
        else owners.set(table, { owner: ownerOf(file), file: rel(file) });
      }
    }
  }
  return owners;
}

/** The end of the query chain starting at `index`: its statement's semicolon (or a generous window). */
function chainAt(text, index) {
  const end = text.indexOf(";", index);
  return text.slice(index, end === -1 ? index + 1500 : end);
}

function foreignReferences(files, owners, problems) {
  const found = [];
  for (const file of files) {
    const name = rel(file);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || name.endsWith(".table.ts") || name.startsWith(`${SRC}/db/migrations/`)) continue;
    const text = fs.readFileSync(file, "utf8");
    const owner = ownerOf(file);
    const refer = (table, index, call = "selectFrom") => {
      const declared = owners.get(table);
      const shared = SHARED.some((s) => s.table === table && s.with === owner && !(s.readOnly && WRITE_CALLS.has(call)));
      if (!declared) problems.push(`${name}:${lineOf(text, index)} queries "${table}", which no *.table.ts declares`);
      else if (declared.owner !== owner && !shared) {
        found.push({ file: name, table, line: lineOf(text, index), owner: declared.owner });
      }
    };
    for (const m of text.matchAll(QUERY_CALL)) refer(m[2], m.index, m[1]);
    for (const m of text.matchAll(LOCK_CALL)) refer(m[1], m.index, "lockForUpdate");
    if (/binding\.ts$/.test(name)) for (const m of text.matchAll(BINDING_TABLE)) refer(m[1], m.index, "updateTable");
    for (const template of text.matchAll(SQL_TEMPLATE)) {
      for (const m of template[1].matchAll(SQL_TABLE)) {
        if (owners.has(m[1].toLowerCase())) refer(m[1].toLowerCase(), template.index);
      }
    }
    if (STATE_WRITERS.includes(owner)) continue;
    for (const m of text.matchAll(STATE_WRITE)) {
      if (/\bset\(\s*\{[^}]*\bstate\s*:|\bvalues\(\s*\{[^}]*\bstate\s*:|\bstate\s*:/.test(chainAt(text, m.index))) {
        found.push({ file: name, table: "products.state", line: lineOf(text, m.index), owner: "modules/inventory" });
      }
    }
  }
  return found;
}

function main() {
  const listOnly = process.argv.includes("--list");
  const files = walk(path.join(ROOT, SRC));
  const problems = [];
  const owners = tableOwners(files, problems);
  const found = foreignReferences(files, owners, problems);

  const key = (e) => `${e.file}|${e.table}`;
  const byKey = new Map();
  for (const ref of found) byKey.set(key(ref), [...(byKey.get(key(ref)) ?? []), ref]);
  const allowed = new Map(ALLOWED.map((e) => [key(e), e]));

  if (listOnly) {
    for (const [k, refs] of [...byKey].sort()) {
      const { file, table, owner } = refs[0];
      console.log(`${allowed.has(k) ? "allowed  " : "VIOLATION"} ${file} → ${table} (owned by ${owner}) at line ${refs.map((r) => r.line).join(", ")}`);
    }
    console.log(`${byKey.size} foreign reference(s) in ${new Set(found.map((f) => f.file)).size} file(s); ${owners.size} tables`);
    return 0;
  }

  for (const [k, refs] of byKey) {
    if (allowed.has(k)) continue;
    const { file, table, owner } = refs[0];
    const where = refs.map((r) => r.line).join(", ");
    problems.push(
      table === "products.state"
        ? `${file}:${where} writes products.state: only modules/inventory changes a piece's state (through its service)`
        : `${file}:${where} queries "${table}", owned by ${owner}: call ${owner}'s service or port instead`,
    );
  }
  for (const [k, entry] of allowed) {
    if (!byKey.has(k)) problems.push(`${entry.file} no longer references ${entry.table}: remove its entry from ALLOWED in scripts/check-table-ownership.mjs`);
  }

  if (problems.length > 0) {
    console.error(`Table ownership: ${problems.length} problem(s) (decision 035)`);
    for (const p of problems) console.error(`  ✘ ${p}`);
    return 1;
  }
  console.log(`✔ every table queried by its owner (${owners.size} tables; ${allowed.size === 0 ? "no exceptions" : `${allowed.size} known exceptions, each with its port to come`})`);
  return 0;
}

process.exitCode = main();
