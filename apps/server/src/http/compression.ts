import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Responses smaller than this go out as they are: compressing them saves less than its own headers. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one call on the buffered payload; larger ones (a long
 * rendered page) go through a stream, so that no single answer holds the event loop for long.
 */
export const ONE_SHOT_COMPRESSION_MAX_BYTES = 128 * 1024;

/**
 * Brotli quality 3 with a 256 KiB window. Measured on the API's own answers (bench/profiles/platform.md):
 * against quality 5 with the default 4 MiB window, it costs half the CPU or less (a 38 KB list of 48
 * cards: 145 µs instead of 374 µs) for output 5 to 15 % larger (5.0 KB instead of 4.4 KB, still 7.5×
 * smaller than the JSON). A larger window gains nothing on answers this size and costs its setup.
 */
const BROTLI_QUALITY = 3;
const BROTLI_WINDOW_BITS = 18;

const brotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  },
};

/**
 * The one-shot brotli of a buffered answer, told the answer's size (BROTLI_PARAM_SIZE_HINT) so that it
 * sizes its buffers to it. @fastify/compress takes the synchronous methods of a `zlib` it is given and
 * Node's own for the rest (the streams, gzip).
 */
const sizedBrotli = {
  brotliCompressSync: (payload: Buffer, options: zlib.BrotliOptions) =>
    zlib.brotliCompressSync(payload, { ...options, params: { ...options.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length } }),
};

/**
 * Brotli (or gzip for clients without it) on every compressible response the server makes: rendered
 * pages and their data, API JSON, the storefront GraphQL, the console's CSV. Answers up to 128 KiB are
 * compressed in one synchronous call (a compression stream per answer cost more to set up than to
 * compress a small answer); the build's static files are compressed once at the highest quality instead
 * (`registerWebPages`, decision 045). Images are already compressed and pass through.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  installJsonStreamBuffering(app);
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: ONE_SHOT_COMPRESSION_MAX_BYTES,
    zlib: sizedBrotli,
    brotliOptions,
    zlibOptions: { level: 6 },
  });
}

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/;

/**
 * A JSON answer handed over as a web stream (the storefront GraphQL's, from GraphQL Yoga) is read into
 * one buffer before compression: a stream's size is unknown, so it would be compressed through a stream
 * of its own whatever its size, even a cart answer of 300 bytes below the threshold. The answer is
 * complete before it is sent in any case; streams of other types (rendered pages) are left streaming.
 * This hook is the application's, so it runs before @fastify/compress's (a route's own onSend hooks).
 */
function installJsonStreamBuffering(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (payload === null || typeof payload !== "object" || typeof (payload as ReadableStream).getReader !== "function") return payload;
    if (!JSON_TYPE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const reader = (payload as ReadableStream<Uint8Array | string>).getReader();
    const chunks: Buffer[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(typeof value === "string" ? Buffer.from(value) : Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  });
}
