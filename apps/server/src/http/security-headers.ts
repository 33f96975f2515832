import type { FastifyInstance } from "fastify";

/**
 * The content security policy of every HTML page. Everything the site loads is its own (scripts,
 * styles, fonts, images from the image pipeline, API calls); no page may be framed (the hosted
 * checkout least of all), no plug-in runs, and forms post only to the site. Inline scripts are still
 * allowed: the server-rendered pages hand their data to the browser in an inline script written per
 * request, and a per-request nonce for it is the next step (decision 064).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Two years, as browsers' preload lists ask. */
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Security headers on every answer (pages, API, GraphQL, images): no content sniffing, no framing, a
 * referrer policy that keeps paths and queries on this site (a route may set a stricter one, such as
 * the password reset link's `no-referrer`), HSTS when the site is served over HTTPS, and the content
 * security policy on HTML.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { publicBaseUrl: string }): void {
  const https = new URL(options.publicBaseUrl).protocol === "https:";
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    if (!reply.hasHeader("referrer-policy")) reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (https) reply.header("strict-transport-security", HSTS);
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
    return payload;
  });
}
