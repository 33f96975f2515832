import { z } from "zod";

/** reCAPTCHA's token (`gc_token`) on sign-up and login (spec 2 §7), checked through the captcha port (decision 070). */
export const CaptchaErrorCode = z.enum([
  /** The token is missing where one is required, or the verifier refused it (or its score was too low): 400 on `gc_token`. */
  "captcha_refused",
  /** The verifier could not be reached and the call fails closed (account creation): 502. */
  "captcha_unavailable",
]);
export type CaptchaErrorCode = z.infer<typeof CaptchaErrorCode>;
