import type { Logger } from "pino";
import type { Env } from "../../config/env.ts";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { IdempotencyStore } from "../../http/idempotency.ts";
import type { DomainEvents } from "../events/domain-events.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import type { Transitions } from "../lifecycle/transitions.ts";
import type { Outbox } from "../outbox/outbox.ts";
import type { PaymentGateway } from "../payments/payment-gateway.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { TaxCalculator } from "../tax/tax-calculator.ts";
import type { CaptchaGate } from "../captcha/captcha-gate.ts";
import type { CrashPoint } from "../crash/crash-points.ts";

/** What every module may use, built before any module (decision 038). */
export interface Platform {
  env: Env;
  logger: Logger;
  clock: Clock;
  db: Db;
  storage: FileStorage;
  imageCacheDir: string;
  jobs: JobRunner;
  outbox: Outbox;
  /** Domain events: any number of subscribers, in the publisher's transaction or after it commits. */
  events: DomainEvents;
  /** The one transition helper every lifecycle goes through. */
  transitions: Transitions;
  rateLimiter: RateLimiter;
  /** Idempotency-Key replay for routes that must do their work once (replyIdempotently). */
  idempotency: IdempotencyStore;
  /** The payment gateway: Stripe when STRIPE_SECRET_KEY is set, else the built-in test gateway. */
  payments: PaymentGateway;
  /** Sales tax: Stripe Tax when TAX_PROVIDER=stripe, else the built-in rate dataset (decision 044). */
  tax: TaxCalculator;
  /** reCAPTCHA's token on sign-up and login: Google's siteverify when RECAPTCHA_SECRET is set (decision 070). */
  captcha: CaptchaGate;
  /** The crash test's named points (decision 075): inert unless CRASH_AT names one outside production. */
  crash: CrashPoint;
}
