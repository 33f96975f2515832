import { z } from "zod";
import { CaptchaUnavailableError, type CaptchaAction, type CaptchaVerdict, type CaptchaVerifier } from "./captcha-verifier.ts";

/** Google's answer (https://developers.google.com/recaptcha/docs/v3): v3 adds score and action. */
const SiteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

export interface GoogleCaptchaOptions {
  secret: string;
  /** Google's siteverify endpoint; tests point it at a local server. */
  verifyUrl: string;
  /** v3 scores below this are refused (0.0 a bot, 1.0 a person). */
  minScore: number;
  timeoutMs: number;
  /** Accept a request without a token (RECAPTCHA_ALLOW_MISSING=true; off by default with Google). */
  allowMissing: boolean;
}

/** reCAPTCHA through Google's siteverify: the secret, the token and the person's address, posted as a form. */
export class GoogleCaptchaVerifier implements CaptchaVerifier {
  readonly name = "google";

  constructor(private readonly options: GoogleCaptchaOptions) {}

  async verify(token: string | undefined, input: { action: CaptchaAction; ip: string | null }): Promise<CaptchaVerdict> {
    if (token === undefined || token === "") return this.options.allowMissing ? { ok: true, score: null } : { ok: false, reason: "missing" };
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (input.ip) form.set("remoteip", input.ip);
    let body: unknown;
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new CaptchaUnavailableError(`siteverify answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof CaptchaUnavailableError) throw error;
      throw new CaptchaUnavailableError(`siteverify unreachable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const answer = SiteverifyAnswer.safeParse(body);
    if (!answer.success) throw new CaptchaUnavailableError("siteverify answered something else than its JSON");
    if (!answer.data.success) return { ok: false, reason: "invalid" };
    if (answer.data.action !== undefined && answer.data.action !== input.action) return { ok: false, reason: "wrong_action" };
    if (answer.data.score !== undefined && answer.data.score < this.options.minScore) return { ok: false, reason: "low_score" };
    return { ok: true, score: answer.data.score ?? null };
  }
}
