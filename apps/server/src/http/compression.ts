import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Responses smaller than this go out as they are: compressing them saves less than its own headers. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli (or gzip for clients without it) on every compressible response the server makes: rendered
 * pages and their data, API JSON, the storefront GraphQL, the console's CSV. Quality 5 compresses a
 * product page's HTML about 8× in a few milliseconds; the build's static files are compressed once at
 * the highest quality instead (`registerWebPages`, decision 045). Images are already compressed and
 * pass through.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
    zlibOptions: { level: 6 },
  });
}
