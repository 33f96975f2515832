import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FLAG_IDENTITY_COOKIE, FLAG_IDENTITY_MAX_AGE_SECONDS } from "@maison/domain/flags/feature-flags";
import { actorOf } from "../../http/actor.ts";
import type { FlagViewer } from "./feature-flags.service.ts";

const IDENTITY_SHAPE = /^ff_[a-f0-9]{32}$/;

export function newFlagIdentity(): string {
  return `ff_${randomBytes(16).toString("hex")}`;
}

/** The request's feature-flag identity, when it carries a well-formed one. */
export function flagIdentityOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[FLAG_IDENTITY_COOKIE];
  return value && IDENTITY_SHAPE.test(value) ? value : null;
}

/** Who the flags are evaluated for in this request. */
export function flagViewerOf(request: FastifyRequest): FlagViewer {
  const principal = request.principal;
  const identity = flagIdentityOf(request);
  if (principal.kind !== "user") return { actor: actorOf(request), userId: null, b2b: false, member: false, identity };
  return { actor: principal.actor, userId: principal.userId, b2b: principal.roles.includes("b2b"), member: principal.roles.includes("member"), identity };
}

/**
 * Gives a page visit without a feature-flag identity one (spec 2 §297: 30 days), so percentage rollouts
 * keep the visitor in the same group. The new identity is also put into the request's own cookie
 * header: the page's loaders forward that header to the API, so the first page already uses it.
 */
export function installFlagIdentity(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || !String(request.headers.accept ?? "").includes("text/html")) return;
    const url = request.url;
    if (url.startsWith("/api/") || url.startsWith("/assets/") || url.startsWith("/images/")) return;
    const cookieHeader = typeof request.headers.cookie === "string" ? request.headers.cookie : "";
    const present = new RegExp(`(?:^|;\\s*)${FLAG_IDENTITY_COOKIE}=ff_[a-f0-9]{32}(?:;|$)`).test(cookieHeader);
    if (present) return;
    const identity = newFlagIdentity();
    reply.setCookie(FLAG_IDENTITY_COOKIE, identity, { path: "/", maxAge: FLAG_IDENTITY_MAX_AGE_SECONDS, httpOnly: true, sameSite: "lax", secure: request.protocol === "https" });
    const added = `${FLAG_IDENTITY_COOKIE}=${identity}`;
    request.headers.cookie = cookieHeader ? `${cookieHeader}; ${added}` : added;
    request.raw.headers.cookie = request.headers.cookie;
  });
}
