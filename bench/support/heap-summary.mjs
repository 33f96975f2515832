#!/usr/bin/env node
// Summarises a V8 heap snapshot (.heapsnapshot): self size by constructor (or node type for strings,
// code, arrays…), the largest single objects with who retains them, and the typed arrays' backing
// stores by their retainer. Used for bench/profiles/memory.md.
//
//   node bench/support/heap-summary.mjs FILE.heapsnapshot [top=25]

import fs from "node:fs";

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: heap-summary.mjs FILE.heapsnapshot [top]");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const snap = JSON.parse(fs.readFileSync(file, "utf8"));
const meta = snap.snapshot.meta;
const nodeFields = meta.node_fields;
const edgeFields = meta.edge_fields;
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const NF = nodeFields.length;
const EF = edgeFields.length;
const nType = nodeFields.indexOf("type");
const nName = nodeFields.indexOf("name");
const nSize = nodeFields.indexOf("self_size");
const nEdges = nodeFields.indexOf("edge_count");
const eType = edgeFields.indexOf("type");
const eName = edgeFields.indexOf("name_or_index");
const eTo = edgeFields.indexOf("to_node");
const nodes = snap.nodes;
const edges = snap.edges;
const strings = snap.strings;
const count = nodes.length / NF;

const typeOf = (n) => nodeTypes[nodes[n * NF + nType]];
const nameOf = (n) => strings[nodes[n * NF + nName]];
const sizeOf = (n) => nodes[n * NF + nSize];
const label = (n) => {
  const type = typeOf(n);
  if (type === "object" || type === "native" || type === "closure") return `${type}:${nameOf(n)}`;
  if (type === "string" || type === "concatenated string" || type === "sliced string") return "string";
  return `(${type})`;
};

// Retainer of each node (the first non-weak edge pointing to it).
const firstEdge = new Uint32Array(count + 1);
for (let n = 0, e = 0; n < count; n++) {
  firstEdge[n] = e;
  e += nodes[n * NF + nEdges] * EF;
}
firstEdge[count] = edges.length;
const retainer = new Int32Array(count).fill(-1);
const retainerEdge = new Int32Array(count).fill(-1);
for (let n = 0; n < count; n++) {
  for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += EF) {
    const et = edgeTypes[edges[e + eType]];
    if (et === "weak" || et === "shortcut") continue;
    const to = edges[e + eTo] / NF;
    if (retainer[to] === -1) {
      retainer[to] = n;
      retainerEdge[to] = e;
    }
  }
}
const edgeLabel = (e) => {
  if (e < 0) return "?";
  const et = edgeTypes[edges[e + eType]];
  const name = edges[e + eName];
  return et === "element" || et === "hidden" ? "[]" : `.${strings[name]}`;
};
const path = (n, depth = 6) => {
  const parts = [];
  for (let k = 0, at = n; k < depth && retainer[at] !== -1; k++) {
    parts.push(`${label(retainer[at])}${edgeLabel(retainerEdge[at])}`);
    at = retainer[at];
  }
  return parts.join(" ← ");
};

const byLabel = new Map();
let total = 0;
for (let n = 0; n < count; n++) {
  const l = label(n);
  const s = sizeOf(n);
  total += s;
  const entry = byLabel.get(l) ?? { count: 0, size: 0 };
  entry.count++;
  entry.size += s;
  byLabel.set(l, entry);
}
const mb = (b) => (b / 1024 / 1024).toFixed(2);
console.log(`${file}: ${count.toLocaleString("en-US")} nodes, ${mb(total)} MiB self size`);
console.log(`\nBy constructor / type (top ${top}):`);
for (const [l, { count: c, size }] of [...byLabel].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
  console.log(`${mb(size).padStart(9)} MiB ${String(c).padStart(9)}  ${l.slice(0, 100)}`);
}

// Typed arrays' backing stores are "native" nodes (system / JSArrayBufferData): grouped by the
// retaining path of their ArrayBuffer.
const natives = [];
for (let n = 0; n < count; n++) if (typeOf(n) === "native" && sizeOf(n) > 0) natives.push(n);
const nativeByPath = new Map();
for (const n of natives) {
  const p = `${nameOf(n)} ← ${path(n, 4)}`.slice(0, 220);
  const entry = nativeByPath.get(p) ?? { count: 0, size: 0 };
  entry.count++;
  entry.size += sizeOf(n);
  nativeByPath.set(p, entry);
}
console.log(`\nNative (array buffers etc.) by retaining path (top ${top}):`);
for (const [p, { count: c, size }] of [...nativeByPath].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
  console.log(`${mb(size).padStart(9)} MiB ${String(c).padStart(7)}  ${p}`);
}

// Every node grouped by its label and the first three links of its retaining path (indices folded).
const byPath = new Map();
for (let n = 0; n < count; n++) {
  const p = `${label(n)} ← ${path(n, 3)}`.slice(0, 200);
  const entry = byPath.get(p) ?? { count: 0, size: 0 };
  entry.count++;
  entry.size += sizeOf(n);
  byPath.set(p, entry);
}
console.log(`\nAll nodes by label and retaining path (top ${top * 2}):`);
for (const [p, { count: c, size }] of [...byPath].sort((a, b) => b[1].size - a[1].size).slice(0, top * 2)) {
  console.log(`${mb(size).padStart(9)} MiB ${String(c).padStart(8)}  ${p}`);
}

console.log(`\nLargest single objects (top ${top}):`);
const order = Array.from({ length: count }, (_, n) => n).sort((a, b) => sizeOf(b) - sizeOf(a)).slice(0, top);
for (const n of order) console.log(`${mb(sizeOf(n)).padStart(9)} MiB  ${label(n).slice(0, 60)} ← ${path(n, 5).slice(0, 240)}`);
