import { ErrorBody } from "@maison/contracts/error";
import {
  DetailResponse,
  EndOtherSessionsResponse,
  PasswordChangeRequest,
  SessionListResponse,
  SessionParams,
} from "@maison/contracts/identity";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import { ERROR_SHAPES, installErrorHandler } from "../../http/error-handler.ts";
import { clearAuthCookie } from "./auth-cookie.ts";
import type { IdentityServices } from "./identity-services.ts";
import { deviceOf } from "./request-device.ts";
import { IdentityErrorCode } from "@maison/contracts/identity";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** POST /v6/my-account/password/change/: the client shows the first entry of `detail` (spec 2 §8). */
export async function passwordChangeRoutes(api: ApiInstance, identity: IdentityServices): Promise<void> {
  installErrorHandler(api, ERROR_SHAPES.detailList);

  api.post(
    "/v6/my-account/password/change/",
    {
      schema: {
        tags: ["account"],
        summary: "Changes the password; the user's other devices are signed out.",
        body: PasswordChangeRequest,
        response: { 200: DetailResponse, ...REFUSALS },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      await identity.passwordChange.change(principal, request.body.old_password, request.body.new_password, deviceOf(request).ip);
      return { detail: IDENTITY_SERVER_MESSAGES.passwordChanged };
    },
  );
}

/** The user's signed-in devices: list them, sign one out, or sign out all but this one. */
export async function sessionRoutes(api: ApiInstance, identity: IdentityServices, secureCookies: boolean): Promise<void> {
  api.get(
    "/v6/my-account/sessions/",
    { schema: { tags: ["account"], summary: "The user's signed-in devices, most recently used first.", response: { 200: SessionListResponse, ...REFUSALS } } },
    async (request) => {
      const principal = requireUser(request);
      const sessions = await identity.sessions.list(principal.userId);
      return {
        sessions: sessions.map((s) => ({
          id: s.id,
          created_at: s.created_at,
          last_seen_at: s.last_seen_at,
          user_agent: s.user_agent,
          ip: s.ip,
          current: s.id === principal.sessionId,
        })),
      };
    },
  );

  api.delete(
    "/v6/my-account/sessions/:id/",
    {
      schema: {
        tags: ["account"],
        summary: "Signs one of the user's devices out.",
        params: SessionParams,
        response: { 200: DetailResponse, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      if (!(await identity.sessions.revoke(principal.userId, request.params.id))) {
        throw new DomainError("not_found", IdentityErrorCode.enum.session_not_found, IDENTITY_SERVER_MESSAGES.sessionNotFound, "id");
      }
      if (request.params.id === principal.sessionId) clearAuthCookie(reply, secureCookies);
      return { detail: IDENTITY_SERVER_MESSAGES.sessionEnded };
    },
  );

  api.post(
    "/v6/my-account/sessions/end-others/",
    { schema: { tags: ["account"], summary: "Signs out every device but this one.", response: { 200: EndOtherSessionsResponse, ...REFUSALS } } },
    async (request) => {
      const principal = requireUser(request);
      const ended = await identity.sessions.revokeOthers(null, principal.userId, principal.sessionId);
      return { detail: IDENTITY_SERVER_MESSAGES.otherSessionsEnded, ended };
    },
  );
}
