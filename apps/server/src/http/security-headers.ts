import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * The content security policy of every HTML page. Everything the site loads is its own (scripts,
 * styles, fonts, images from the image pipeline, API calls); no page may be framed (the hosted
 * checkout least of all), no plug-in runs, and forms post only to the site. A script runs only from
 * the site's own files or, inline, when it carries the nonce written for that one response: the
 * rendered pages hand their data to the browser in inline scripts that carry it (`web-pages.ts`), so
 * an injected `<script>` without it never runs. Inline styles stay allowed (React's `style`
 * attributes); they cannot run code.
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of HTML that is not a rendered page (no inline script at all). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** A fresh nonce for one response's inline scripts: 128 random bits. */
export function scriptNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Two years, as browsers' preload lists ask. */
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Security headers on every answer (pages, API, GraphQL, images): no content sniffing, no framing, a
 * referrer policy that keeps paths and queries on this site (a route may set a stricter one, such as
 * the password reset link's `no-referrer`), HSTS when the site is served over HTTPS, and the content
 * security policy on HTML (a rendered page has already set its own, with its nonce).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { publicBaseUrl: string }): void {
  const https = new URL(options.publicBaseUrl).protocol === "https:";
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    if (!reply.hasHeader("referrer-policy")) reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (https) reply.header("strict-transport-security", HSTS);
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html") && !reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
