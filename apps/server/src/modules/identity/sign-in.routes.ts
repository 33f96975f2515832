import { z } from "zod";
import {
  AuthErrorResponse,
  AuthResponse,
  CreateAccountRequest,
  DetailResponse,
  EmailConfirmationRequired,
  LoginRequest,
  ResetPasswordConfirmRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from "@maison/contracts/identity";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { CaptchaGate } from "../../platform/captcha/captcha-gate.ts";
import { requireUser } from "../../http/auth.ts";
import { ERROR_SHAPES, installErrorHandler } from "../../http/error-handler.ts";
import { clearAuthCookie, setAuthCookie } from "./auth-cookie.ts";
import type { IdentityServices } from "./identity-services.ts";
import { deviceOf } from "./request-device.ts";
import { IdentityErrorCode } from "@maison/contracts/identity";

const REFUSALS = { 400: AuthErrorResponse, 401: AuthErrorResponse, 429: AuthErrorResponse };
/** A 403 is the e-mail confirmation step, or a refusal made before the handler (a cross-site write). */
const FORBIDDEN = z.union([EmailConfirmationRequired, AuthErrorResponse]);

/** The 403 that opens the e-mail confirmation step (spec 2 §4, §8), with the pending session's token. */
function confirmationRequired(authToken: string): z.infer<typeof EmailConfirmationRequired> {
  const message = IDENTITY_SERVER_MESSAGES.emailConfirmationRequired;
  return { code: IdentityErrorCode.enum.email_confirmation_required, message, detail: message, is_authenticated: false, error: message, auth_token: authToken };
}

/**
 * Sign-in calls of spec 2 §7: login, create-account, verify-email, reset_password, logout. Their
 * clients show the server's `error` in the login form, so every refusal here carries it (with
 * `detail`) beside code, message and field.
 */
export async function signInRoutes(api: ApiInstance, identity: IdentityServices, secureCookies: boolean, captcha: CaptchaGate): Promise<void> {
  installErrorHandler(api, ERROR_SHAPES.signIn);

  api.post(
    "/v7/login",
    {
      schema: {
        tags: ["identity"],
        summary: "Signs in with e-mail and password; 403 when the e-mail is not confirmed yet.",
        body: LoginRequest,
        response: { 200: AuthResponse, 403: FORBIDDEN, ...REFUSALS },
      },
    },
    async (request, reply) => {
      await captcha.check(request.body.gc_token, "login", request.ip);
      const outcome = await identity.signIn.login(request.body.username, request.body.password, deviceOf(request));
      setAuthCookie(reply, outcome.authToken, secureCookies);
      if (outcome.kind === "confirmation_required") return reply.code(403).send(confirmationRequired(outcome.authToken));
      return outcome.response;
    },
  );

  api.post(
    "/v7/create-account",
    {
      schema: {
        tags: ["identity"],
        summary: "Creates an account; answers 403 with a token that may only confirm the e-mail.",
        body: CreateAccountRequest,
        response: { 403: FORBIDDEN, 502: AuthErrorResponse, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const { email, password, first_name, last_name, newsletter, gc_token, ...context } = request.body;
      await captcha.check(gc_token, "signup", request.ip);
      const authToken = await identity.signUp.createAccount(
        { email, password, firstName: first_name, lastName: last_name, newsletter, signupContext: context },
        deviceOf(request),
      );
      setAuthCookie(reply, authToken, secureCookies);
      return reply.code(403).send(confirmationRequired(authToken));
    },
  );

  api.post(
    "/v6/verify-email/",
    {
      schema: {
        tags: ["identity"],
        summary: "{force_resend: true} mails a new code; {code} confirms the e-mail and completes the sign-in.",
        body: VerifyEmailRequest,
        response: { 200: z.union([AuthResponse, DetailResponse]), 403: AuthErrorResponse, ...REFUSALS },
      },
    },
    async (request) => {
      const principal = requireUser(request, { allowPendingEmail: true });
      const { ip } = deviceOf(request);
      const body = request.body;
      if (body.kind === "confirm") {
        return identity.emailConfirmation.confirm(principal, request.sessionToken as string, body.code, ip);
      }
      return { detail: await identity.emailConfirmation.resend(principal, ip) };
    },
  );

  api.post(
    "/v6/reset_password",
    {
      schema: {
        tags: ["identity"],
        summary: "Mails a single-use password-reset link; answers the same whether or not the account exists.",
        body: ResetPasswordRequest,
        response: { 200: DetailResponse, ...REFUSALS },
      },
    },
    async (request) => {
      await identity.passwordReset.request(request.body.email, deviceOf(request).ip);
      return { detail: IDENTITY_SERVER_MESSAGES.resetSent };
    },
  );

  api.post(
    "/v6/reset_password/confirm/",
    {
      schema: {
        tags: ["identity"],
        summary: "Sets a new password through a reset link's token; signs out every device.",
        body: ResetPasswordConfirmRequest,
        response: { 200: DetailResponse, ...REFUSALS },
      },
    },
    async (request) => {
      await identity.passwordReset.confirm(request.body.token, request.body.password, deviceOf(request).ip);
      return { detail: IDENTITY_SERVER_MESSAGES.passwordReset };
    },
  );

  api.get(
    "/v6/logout",
    { schema: { tags: ["identity"], summary: "Ends the presenting session and clears the cookie.", response: { 200: DetailResponse, 400: AuthErrorResponse } } },
    async (request, reply) => {
      const principal = request.principal;
      if (principal.kind === "user") await identity.sessions.revoke(principal.userId, principal.sessionId);
      clearAuthCookie(reply, secureCookies);
      return { detail: IDENTITY_SERVER_MESSAGES.loggedOut };
    },
  );
}
