import type { FastifyInstance, FastifyRequest } from "fastify";
import { CommonErrorCode } from "@maison/contracts/error";
import { DomainError } from "@maison/domain/shared/domain-error";
import { nulFieldIn } from "./nul-field.ts";

/**
 * Two refusals made once for every route, before any handler (pages, API, GraphQL):
 * - a NUL character (U+0000) anywhere in the query, a path segment (`/orders/a%00b/`) or the body: no
 *   field accepts one, and PostgreSQL cannot store it in text, so it is a 400 naming the field rather
 *   than a 500 from the database (nul-field.ts reads any depth);
 * - a change (any method but GET, HEAD, OPTIONS) a browser sends from another origin's page with this
 *   site's cookies (cross-site request forgery): 403. The browser says where the page was with
 *   `Sec-Fetch-Site` and `Origin`; a request without cookies (an API client with a token, the
 *   storefront GraphQL from a headless shop) carries no ambient credentials and is let through.
 */
export function installRequestGuards(app: FastifyInstance, options: { publicBaseUrl: string }): void {
  const trusted = new Set([new URL(options.publicBaseUrl).origin]);
  app.addHook("onRequest", async (request) => {
    if (isCrossSiteWrite(request, trusted)) {
      throw new DomainError("forbidden", CommonErrorCode.enum.cross_site_request, "This change was sent from another site. Please make it on this site.");
    }
    const field = nulFieldIn(request.query, "query") ?? nulFieldIn(request.params, "params");
    if (field) throw nulError(field);
  });
  app.addHook("preValidation", async (request) => {
    const field = nulFieldIn(request.body, "body");
    if (field) throw nulError(field);
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether `request` is a cookie-carrying change from a page of another origin. */
export function isCrossSiteWrite(request: Pick<FastifyRequest, "method" | "headers" | "protocol" | "host">, trusted: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return false;
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.origin;
  if (!origin || site === "same-origin") return false;
  return origin !== `${request.protocol}://${request.host}` && !trusted.has(origin);
}

/** The refusal of a field holding U+0000 (also the storefront GraphQL's, once its query text is parsed). */
export function nulError(field: string): DomainError {
  return new DomainError("invalid", CommonErrorCode.enum.invalid_character, `${field}: This field cannot contain a NUL character.`, field);
}
