import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasCapability, type Actor, type Capability } from "@maison/domain/actor/actor";
import { hasAnyRole, type Role } from "@maison/domain/identity/role";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { DomainError } from "@maison/domain/shared/domain-error";
import { VISITOR, type Principal, type PrincipalResolver, type UserPrincipal } from "./principal.ts";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { IdentityErrorCode } from "@maison/contracts/identity";
import { CommonErrorCode } from "@maison/contracts/error";

/** Name of the cookie that carries the session token (spec 1 §3 stored client data). */
export const AUTH_COOKIE = "auth_token";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal;
    /** The raw session token presented with this request, if any. */
    sessionToken: string | null;
  }
}

/** The token from `Authorization: Token …` (or Bearer), else from the auth_token cookie. */
export function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === "string") {
    const match = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    return match ? match[1]! : null;
  }
  const cookie = request.cookies?.[AUTH_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{20,200}$/.test(cookie) ? cookie : null;
}

/**
 * Resolves the principal of every request once, before its body is validated (so a gate such as the
 * console's answers outsiders before their input is looked at) and before its handler runs.
 */
export function installAuthentication(app: FastifyInstance, resolve: PrincipalResolver): void {
  app.decorateRequest("principal", null as never);
  app.decorateRequest("sessionToken", null);
  app.addHook("preValidation", async (request) => {
    const token = presentedToken(request);
    request.sessionToken = token;
    const userAgent = typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"].slice(0, 300) : null;
    request.principal = (token && (await resolve(token, { userAgent, ip: request.ip }))) || VISITOR;
  });
}

/**
 * The one authorization helper: the signed-in user behind a request, or a 401. Sessions waiting for
 * e-mail confirmation are refused unless `allowPendingEmail` (only the confirmation call sets it).
 */
export function requireUser(request: FastifyRequest, options: { allowPendingEmail?: boolean } = {}): UserPrincipal {
  const principal = request.principal;
  if (principal.kind !== "user") {
    throw new DomainError("unauthorized", CommonErrorCode.enum.authentication_required, IDENTITY_SERVER_MESSAGES.signInRequired);
  }
  if (principal.sessionKind === "email_pending" && !options.allowPendingEmail) {
    throw new DomainError("forbidden", IdentityErrorCode.enum.email_confirmation_required, IDENTITY_SERVER_MESSAGES.emailConfirmationRequired);
  }
  return principal;
}

/** The signed-in user, who must hold one of `roles` (staff pass every check), or a 401/403. */
export function requireRole(request: FastifyRequest, roles: readonly Role[]): UserPrincipal {
  const principal = requireUser(request);
  if (!hasAnyRole(principal.roles, roles)) {
    throw new DomainError("forbidden", CommonErrorCode.enum.forbidden, "You do not have access to this.");
  }
  return principal;
}

/**
 * The console's gate (decision 033): staff only, and with `capability` when one is named. Everyone
 * else, signed in or not, gets the same 403, so the console's calls tell outsiders nothing.
 */
export function requireStaff(request: FastifyRequest, capability?: Capability): Actor {
  const principal = request.principal;
  if (principal.kind !== "user" || principal.sessionKind !== "full" || principal.actor.kind !== "staff") {
    throw new DomainError("forbidden", CommonErrorCode.enum.staff_only, "This part of Maison is for staff only.");
  }
  if (capability && !hasCapability(principal.actor, capability)) {
    throw new DomainError("forbidden", LifecycleErrorCode.enum.missing_capability, `This needs the ${capability} permission.`);
  }
  return principal.actor;
}

/** Where the console's calls live: every one of them is gated for staff before anything else happens. */
export const OPS_API_PREFIX = "/api/ops/";

/** Refuses every console call to anyone who is not staff, whatever the route itself checks after. */
export function installConsoleGate(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (request.url.startsWith(OPS_API_PREFIX)) requireStaff(request);
  });
}
