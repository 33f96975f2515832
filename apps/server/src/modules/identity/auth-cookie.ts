import type { FastifyReply } from "fastify";
import { SESSION_IDLE_TIMEOUT_MS } from "@maison/domain/identity/session-lifetime";
import { AUTH_COOKIE } from "../../http/auth.ts";

/** Cookie settings: script cannot read it, cross-site requests do not carry it, HTTPS only in production. */
function cookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, secure, path: "/" };
}

/** Gives the browser the session token; it lasts as long as an idle session (15 days). */
export function setAuthCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(AUTH_COOKIE, token, { ...cookieOptions(secure), maxAge: SESSION_IDLE_TIMEOUT_MS / 1000 });
}

/** Removes the session token from the browser. */
export function clearAuthCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(AUTH_COOKIE, cookieOptions(secure));
}
