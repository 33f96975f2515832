import { IMAGE_FORMATS, IMAGE_SIZES, isImageSize, type ImageFormat } from "@maison/domain/catalog/image-size";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isValidStorageKey, type FileStorage } from "../storage/file-storage.ts";
import { ImageCache } from "./image-cache.ts";
import { loadOriginal } from "./image-original.ts";
import { ImageErrorCode } from "@maison/contracts/image";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The error shape (code, message, field) as JSON schema: these routes live outside the zod API scope. */
const IMAGE_ERROR = {
  type: "object",
  properties: { code: { type: "string" }, message: { type: "string" }, field: { type: "string" } },
  required: ["code", "message"],
} as const;

/** What the document says of the resize path: an image, a 304 for a matching ETag, or a JSON refusal. */
const IMAGE_SCHEMA = {
  summary: "A stored image at a catalogue size and format: /images/{size}/{key}.{format}.",
  tags: ["images"],
  response: {
    200: { description: "The image.", content: Object.fromEntries(["image/webp", "image/jpeg", "image/png", "image/avif"].map((type) => [type, { schema: { type: "string", format: "binary" } }])) },
    304: { description: "Not modified: the client's copy (If-None-Match) is current.", type: "null" },
    400: IMAGE_ERROR,
    404: IMAGE_ERROR,
  },
};

type ImageRequest =
  | { ok: true; size: keyof typeof IMAGE_SIZES; key: string; format: ImageFormat }
  | { ok: false; field: "size" | "format" | "key"; message: string };

/** Reads `/images/{size}/{key}.{format}`; every malformed part is reported by name. */
export function parseImageRequest(size: string, rest: string): ImageRequest {
  if (!isImageSize(size)) {
    return { ok: false, field: "size", message: `Unknown image size; use one of ${Object.keys(IMAGE_SIZES).join(", ")}.` };
  }
  const dot = rest.lastIndexOf(".");
  const format = dot > 0 ? rest.slice(dot + 1) : "";
  if (!(IMAGE_FORMATS as readonly string[]).includes(format)) {
    return { ok: false, field: "format", message: `Unknown image format; use one of ${IMAGE_FORMATS.join(", ")}.` };
  }
  const key = rest.slice(0, dot);
  if (!isValidStorageKey(key)) {
    return { ok: false, field: "key", message: "The image key may only hold a-z, 0-9, '_', '.', '-' and '/' segments." };
  }
  return { ok: true, size, key, format: format as ImageFormat };
}

/**
 * The CDN-style resize path: `GET /images/{size}/{key}.{format}` renders the stored original at one of
 * the catalogue sizes (small, medium_small, medium, big) as WebP, JPEG, PNG or AVIF, cached on disk.
 */
export async function registerImageRoutes(app: FastifyInstance, deps: { storage: FileStorage; cacheDir: string }) {
  const cache = new ImageCache(deps.cacheDir);

  app.get<{ Params: { size: string; "*": string } }>("/images/:size/*", { schema: IMAGE_SCHEMA }, async (request, reply) => {
    const parsed = parseImageRequest(request.params.size, request.params["*"]);
    if (!parsed.ok) {
      return reply.code(400).send({ code: ImageErrorCode.enum.invalid_image_request, message: parsed.message, field: parsed.field });
    }
    const image = await cache.get(parsed.key, parsed.size, parsed.format, () => loadOriginal(deps.storage, parsed.key));
    if (!image) return notFound(reply);

    reply.header("cache-control", IMMUTABLE).header("etag", image.etag);
    if (request.headers["if-none-match"] === image.etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.data);
  });

  // Anything else under /images (a size segment longer than the router reads, no key at all) is still
  // an image request, refused as one rather than falling through to the HTML pages.
  app.get("/images/*", { schema: { summary: "Any other address under /images: refused as an image request.", tags: ["images"], response: { 400: IMAGE_ERROR } } }, async (_request, reply) =>
    reply.code(400).send({ code: ImageErrorCode.enum.invalid_image_request, message: "An image address is /images/{size}/{key}.{format}.", field: "size" }),
  );
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ code: ImageErrorCode.enum.image_not_found, message: "There is no image at this address." });
}
