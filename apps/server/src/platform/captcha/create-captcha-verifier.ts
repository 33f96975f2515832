import type { Env } from "../../config/env.ts";
import type { CaptchaVerifier } from "./captcha-verifier.ts";
import { DevelopmentCaptchaVerifier } from "./development-captcha-verifier.ts";
import { GoogleCaptchaVerifier } from "./google-captcha-verifier.ts";

type CaptchaEnv = Pick<Env, "RECAPTCHA_SECRET" | "RECAPTCHA_VERIFY_URL" | "RECAPTCHA_MIN_SCORE" | "RECAPTCHA_TIMEOUT_MS" | "RECAPTCHA_ALLOW_MISSING">;

/** Google's siteverify when RECAPTCHA_SECRET is set; otherwise the development verifier (decision 070). */
export function createCaptchaVerifier(env: CaptchaEnv): CaptchaVerifier {
  if (env.RECAPTCHA_SECRET) {
    return new GoogleCaptchaVerifier({ secret: env.RECAPTCHA_SECRET, verifyUrl: env.RECAPTCHA_VERIFY_URL, minScore: env.RECAPTCHA_MIN_SCORE, timeoutMs: env.RECAPTCHA_TIMEOUT_MS, allowMissing: env.RECAPTCHA_ALLOW_MISSING ?? false });
  }
  return new DevelopmentCaptchaVerifier(env.RECAPTCHA_ALLOW_MISSING ?? true);
}
