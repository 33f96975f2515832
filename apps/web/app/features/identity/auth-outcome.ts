import type { IdentityErrorCode } from "@maison/contracts/identity";
import { IDENTITY_MESSAGES } from "@maison/domain/identity/messages";
import type { ApiResult } from "../../lib/browser-api.ts";
import { apiCode, apiField, apiMessage } from "./api-message.ts";

/** What a sign-in call (login, create-account, verify-email) means for the login modal. */
export type AuthOutcome =
  | { kind: "signed-in"; firstName: string | null }
  /** Spec 2 §4, §8: a 403 from sign-up (or from a login before confirming) opens the e-mail confirmation step. */
  | { kind: "confirmation-required" }
  /** The server's message when it sent one, else the spec's generic one (spec 2 §8). */
  | { kind: "failed"; message: string; field: string | null };

// A literal checked against the contract's enum: the enum itself would bring zod into every page (decision 045).
export const EMAIL_CONFIRMATION_REQUIRED = "email_confirmation_required" satisfies IdentityErrorCode;

export function authOutcome(result: ApiResult): AuthOutcome {
  const body = result.body as { is_authenticated?: unknown; user?: { first_name?: unknown } | null } | null;
  if (result.ok && body?.is_authenticated === true) {
    const firstName = typeof body.user?.first_name === "string" && body.user.first_name !== "" ? body.user.first_name : null;
    return { kind: "signed-in", firstName };
  }
  if (result.status === 403 && apiCode(result.body) === EMAIL_CONFIRMATION_REQUIRED) {
    return { kind: "confirmation-required" };
  }
  return failed(result);
}

/** What a plain call with a `{detail}` answer (resend, reset, subscribe) came to. */
export function detailOutcome(result: ApiResult): { ok: true; message: string | null } | { ok: false; message: string; field: string | null } {
  if (result.ok) return { ok: true, message: apiMessage(result.body) };
  return failed(result);
}

function failed(result: ApiResult): { kind: "failed"; ok: false; message: string; field: string | null } {
  return {
    kind: "failed",
    ok: false,
    message: apiMessage(result.body) ?? IDENTITY_MESSAGES.somethingWentWrong,
    field: apiField(result.body),
  };
}
