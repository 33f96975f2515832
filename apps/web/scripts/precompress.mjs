#!/usr/bin/env node
// After `react-router build`: writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside
// every text file of the client build (JS, CSS, SVG, JSON), so the server sends them as they are
// (@fastify/static's preCompressed) instead of compressing them on every request (decision 045).
// A twin that saves less than 5 % is not written: the original is sent.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
const MIN_SAVING = 0.05;

const clientDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "build", "client"));

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const started = performance.now();
let files = 0;
let raw = 0;
let br = 0;
await Promise.all(
  [...walk(clientDir)].map(async (file) => {
    const data = await fs.promises.readFile(file);
    const [b, g] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [twin, ext] of [[b, "br"], [g, "gz"]]) {
      if (twin.length <= data.length * (1 - MIN_SAVING)) await fs.promises.writeFile(`${file}.${ext}`, twin);
      else await fs.promises.rm(`${file}.${ext}`, { force: true });
    }
    files++;
    raw += data.length;
    br += Math.min(b.length, data.length);
  }),
);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files} files of ${path.relative(process.cwd(), clientDir) || clientDir}: ${kb(raw)} → ${kb(br)} brotli in ${((performance.now() - started) / 1000).toFixed(1)} s`);
