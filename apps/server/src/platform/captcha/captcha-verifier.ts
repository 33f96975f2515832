/** What a reCAPTCHA token is presented for: the verifier checks the token was made for this action. */
export type CaptchaAction = "login" | "signup";

/** The verifier's answer: accepted, or refused and why (the reason is logged, never shown). */
export type CaptchaVerdict = { ok: true; score: number | null } | { ok: false; reason: "missing" | "invalid" | "low_score" | "wrong_action" };

/** The verifier could not give an answer (network, timeout, a non-JSON or 5xx reply). */
export class CaptchaUnavailableError extends Error {
  override readonly name = "CaptchaUnavailableError";
}

/**
 * The captcha port (decision 070): Google's siteverify when RECAPTCHA_SECRET is set, the development
 * verifier otherwise. Throws CaptchaUnavailableError when it cannot answer.
 */
export interface CaptchaVerifier {
  readonly name: string;
  verify(token: string | undefined, input: { action: CaptchaAction; ip: string | null }): Promise<CaptchaVerdict>;
}
