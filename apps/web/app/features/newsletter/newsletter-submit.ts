import { normalizeEmail } from "@maison/domain/identity/email-check";
import { callApi } from "../../lib/browser-api.ts";
import { detailOutcome } from "../identity/auth-outcome.ts";
import { emailError } from "../identity/email-error.ts";

/** POST /trendlee/subscribe/ {email, phone?} (spec 2 §7). */
export const NEWSLETTER_SUBSCRIBE_PATH = "/api/trendlee/subscribe/";

export { emailError };

/**
 * Sends a sign-up whose e-mail passed the check: the e-mail normalised, the phone when one was typed.
 * Loaded with the form's first submit (decision 084): the e-mail rules, the identity messages and the
 * API call are not needed to draw the footer.
 */
export async function subscribe(email: string, phone: string): Promise<ReturnType<typeof detailOutcome>> {
  const body = phone.trim() ? { email: normalizeEmail(email), phone: phone.trim() } : { email: normalizeEmail(email) };
  return detailOutcome(await callApi("POST", NEWSLETTER_SUBSCRIBE_PATH, body));
}
