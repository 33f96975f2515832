import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a well-formed incoming X-Request-Id (from a proxy) or makes a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
