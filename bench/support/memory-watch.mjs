#!/usr/bin/env node
// Follows the memory of the server a running `npm run bench` started: reads the bench's output (a file
// it is written to) for the server's address and the scenario under way, polls GET /healthz/stats every
// 250 ms, and prints RSS, peak RSS and process.memoryUsage() when the server is up and at the end of
// each scenario (the largest figures seen during it). With --heap-snapshots the server (started with
// NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2) is asked for a heap snapshot when it is up and when the
// scenario --snapshot-before=NAME (catalog-change) starts: a snapshot costs memory of its own, so peak figures from such a run do not count.
//
//   npm run bench -- --products 2000 --runs 1 --duration 5 > /tmp/bench.log &
//   node bench/support/memory-watch.mjs /tmp/bench.log [--heap-snapshots]

import fs from "node:fs";

const [logFile, ...flags] = process.argv.slice(2);
const heapSnapshots = flags.includes("--heap-snapshots");
// The scenario before which the second heap snapshot is taken (the bench stops the server right after its last one).
const snapshotBefore = flags.find((f) => f.startsWith("--snapshot-before="))?.split("=")[1] ?? "catalog-change";
const mib = (b) => (b / 1024 / 1024).toFixed(0).padStart(5);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function stats(base) {
  const r = await fetch(`${base}/healthz/stats`, { signal: AbortSignal.timeout(5_000) });
  return r.json();
}

function line(label, s, max) {
  return `${label.padEnd(26)} rss ${mib(s.rss_bytes)}  peak ${mib(s.peak_rss_bytes)}  heapTotal ${mib(max.heap_total_bytes)}  heapUsed ${mib(max.heap_used_bytes)}  external ${mib(max.external_bytes)}  arrayBuffers ${mib(max.array_buffers_bytes)} (MiB; heap figures: the largest seen)`;
}

let base;
while (!base) {
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
  base = /Server on (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];
  if (!base) await sleep(250);
}
let first;
for (;;) {
  try {
    first = await stats(base);
    break;
  } catch {
    await sleep(250);
  }
}
console.log(`server ${base}, pid ${first.pid}`);
console.log(line("after start", first, first));
if (heapSnapshots) {
  process.kill(first.pid, "SIGUSR2");
  await sleep(8_000);
}
let phase = "start";
let max = { ...first };
for (let failures = 0; ; ) {
  await sleep(250);
  let s;
  try {
    s = await stats(base);
    // An overloaded server may answer with an error body: skip that reading.
    if (typeof s.rss_bytes !== "number") continue;
    failures = 0;
  } catch {
    // A heap snapshot stops the server for a few seconds.
    if (++failures < 40) continue;
    console.log("server gone");
    break;
  }
  const text = fs.readFileSync(logFile, "utf8");
  const phases = [...text.matchAll(/run \d+\/\d+ · ([\w-]+) … /g)];
  const now = phases.length ? phases[phases.length - 1][1] : "start";
  const ended = /peak resident memory/.test(text);
  if (now !== phase || ended) {
    console.log(line(`until ${phase} ended`, s, max));
    phase = now;
    max = { ...s };
    if (ended) break;
    if (heapSnapshots && phase === snapshotBefore) process.kill(s.pid, "SIGUSR2");
  }
  for (const k of ["heap_total_bytes", "heap_used_bytes", "external_bytes", "array_buffers_bytes"]) max[k] = Math.max(max[k], s[k]);
}
