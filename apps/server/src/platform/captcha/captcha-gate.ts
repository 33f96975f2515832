import type { Logger } from "pino";
import { CaptchaErrorCode } from "@maison/contracts/captcha";
import { DomainError } from "@maison/domain/shared/domain-error";
import { CaptchaUnavailableError, type CaptchaAction, type CaptchaVerifier } from "./captcha-verifier.ts";

export const CAPTCHA_MESSAGES = {
  refused: "We couldn't confirm that you're not a robot. Please reload the page and try again.",
  unavailable: "We couldn't check this request just now. Please try again in a minute.",
} as const;

/**
 * Checks a request's reCAPTCHA token before sign-up or login (decision 070). A refused token is a 400
 * on `gc_token`. When the verifier cannot answer, account creation fails closed (502
 * `captcha_unavailable`: a bot wave during an outage would otherwise open accounts) and login fails
 * open (logged): logins already have their own throttle and lock-out (decision 010), and an outage
 * at Google must not lock every customer out.
 */
export class CaptchaGate {
  constructor(
    readonly verifier: CaptchaVerifier,
    private readonly logger: Logger,
  ) {}

  async check(token: string | undefined, action: CaptchaAction, ip: string | null): Promise<void> {
    let verdict;
    try {
      verdict = await this.verifier.verify(token, { action, ip });
    } catch (error) {
      if (!(error instanceof CaptchaUnavailableError)) throw error;
      this.logger.warn({ action, verifier: this.verifier.name, err: error.message }, action === "login" ? "captcha unavailable: login let through" : "captcha unavailable: refused");
      if (action === "login") return;
      throw new DomainError("unavailable", CaptchaErrorCode.enum.captcha_unavailable, CAPTCHA_MESSAGES.unavailable, "gc_token");
    }
    if (!verdict.ok) {
      this.logger.info({ action, verifier: this.verifier.name, reason: verdict.reason }, "captcha refused");
      throw new DomainError("invalid", CaptchaErrorCode.enum.captcha_refused, CAPTCHA_MESSAGES.refused, "gc_token");
    }
  }
}
