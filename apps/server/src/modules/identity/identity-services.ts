import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import type { ProfileReader } from "./auth-response.ts";
import { StepUpService } from "./step-up.service.ts";
import { EmailConfirmationService } from "./email-confirmation.service.ts";
import { LoginThrottle } from "./login-throttle.ts";
import { MultipassService } from "./multipass.service.ts";
import { OneTimeTokenService } from "./one-time-token.service.ts";
import { PasswordChangeService } from "./password-change.service.ts";
import { PasswordResetService } from "./password-reset.service.ts";
import type { SessionService } from "./session.service.ts";
import { SignInService } from "./sign-in.service.ts";
import { SignUpService } from "./sign-up.service.ts";
import type { VerificationCodeService } from "./verification-code.service.ts";

/** The services behind sign-in, sign-up, e-mail confirmation, passwords and devices. */
export interface IdentityServices {
  /** A fresh code before money leaves the house (decision 033). */
  stepUp: StepUpService;
  signIn: SignInService;
  signUp: SignUpService;
  emailConfirmation: EmailConfirmationService;
  passwordReset: PasswordResetService;
  passwordChange: PasswordChangeService;
  multipass: MultipassService;
  sessions: SessionService;
  throttle: LoginThrottle;
}

export interface IdentityDependencies {
  db: Db;
  clock: Clock;
  publicBaseUrl: string;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  sessions: SessionService;
  codes: VerificationCodeService;
  profiles: ProfileReader;
}

/** Wires the identity services once per process. */
export function createIdentityServices(deps: IdentityDependencies): IdentityServices {
  const { db, clock, outbox, rateLimiter, sessions, codes, profiles } = deps;
  const tokens = new OneTimeTokenService(db, clock);
  const throttle = new LoginThrottle(rateLimiter);
  const multipass = new MultipassService(db, tokens, sessions, deps.publicBaseUrl);
  const emailConfirmation = new EmailConfirmationService(db, clock, codes, outbox, sessions, multipass, profiles, rateLimiter);
  return {
    signIn: new SignInService(db, clock, throttle, sessions, multipass, emailConfirmation, profiles),
    signUp: new SignUpService(db, clock, rateLimiter, codes, emailConfirmation),
    emailConfirmation,
    passwordReset: new PasswordResetService(db, clock, rateLimiter, outbox, tokens, sessions, multipass, throttle, deps.publicBaseUrl),
    passwordChange: new PasswordChangeService(db, clock, throttle, sessions, multipass),
    multipass,
    sessions,
    throttle,
    stepUp: new StepUpService(db, clock, codes, outbox),
  };
}
