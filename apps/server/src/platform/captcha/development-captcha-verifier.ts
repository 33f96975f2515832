import type { CaptchaVerdict, CaptchaVerifier } from "./captcha-verifier.ts";

/**
 * The documented token the development verifier accepts (README, decision 070), like Google's own test
 * keys: tests and the demo present it to pass; any other token is refused.
 */
export const CAPTCHA_TEST_TOKEN = "maison-test-captcha-token";

/**
 * Without RECAPTCHA_SECRET: accepts the test token, refuses any other, and accepts a missing token only
 * when `allowMissing` (RECAPTCHA_ALLOW_MISSING, on by default here, so the storefront's forms and every
 * client that does not load Google's script keep working in development and tests).
 */
export class DevelopmentCaptchaVerifier implements CaptchaVerifier {
  readonly name = "development";

  constructor(private readonly allowMissing: boolean) {}

  async verify(token: string | undefined): Promise<CaptchaVerdict> {
    if (token === undefined || token === "") return this.allowMissing ? { ok: true, score: null } : { ok: false, reason: "missing" };
    return token === CAPTCHA_TEST_TOKEN ? { ok: true, score: null } : { ok: false, reason: "invalid" };
  }
}
