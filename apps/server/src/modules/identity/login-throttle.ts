import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { LOGIN_ACCOUNT_LOCKOUT, LOGIN_IP_LIMIT } from "@maison/domain/identity/sign-in-limits";
import { RateLimitedError } from "../../platform/rate-limit/rate-limited-error.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { emailRateKey } from "./rate-limit-keys.ts";
import { CommonErrorCode } from "@maison/contracts/error";
import { IdentityErrorCode } from "@maison/contracts/identity";

/** A password attempt that has been counted; `succeeded` takes it back when the password was right. */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
}

const accountKey = (email: string) => emailRateKey("login-failures:account", email);
const ipKey = (ip: string) => `login-failures:ip:${ip}`;

/**
 * The lock-out rule (docs/decisions/010): every password attempt is counted BEFORE the password is
 * checked, in one atomic upsert per counter, and given back if the password was right. So however
 * many attempts run in parallel, at most 10 passwords per account and 50 per network address are
 * ever checked in a 15-minute window; once the account's count passes 10, every attempt is refused
 * with `login_locked` (right password or not) until the window ends.
 */
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts an attempt for `email` from `ip`; throws 429 `rate_limited` or `login_locked` when over a limit. */
  async begin(email: string, ip: string): Promise<PasswordAttempt> {
    const fromIp = await this.limiter.enforce(ipKey(ip), LOGIN_IP_LIMIT, {
      code: CommonErrorCode.enum.rate_limited,
      message: IDENTITY_SERVER_MESSAGES.rateLimited,
    });
    const forAccount = await this.limiter.hit(accountKey(email), LOGIN_ACCOUNT_LOCKOUT);
    if (!forAccount.allowed) {
      throw new RateLimitedError(IdentityErrorCode.enum.login_locked, IDENTITY_SERVER_MESSAGES.loginLocked, forAccount.retryAfterSeconds);
    }
    return {
      succeeded: async () => {
        await this.limiter.release(ipKey(ip), fromIp.windowStart);
        await this.limiter.release(accountKey(email), forAccount.windowStart);
      },
    };
  }

  /** Failed attempts counted for `email` in the current window. */
  async failures(email: string): Promise<number> {
    return (await this.limiter.peek(accountKey(email), LOGIN_ACCOUNT_LOCKOUT)).count;
  }

  /** Lifts the lock-out of an account (its owner proved themselves through a reset link). */
  async clear(email: string): Promise<void> {
    await this.limiter.reset(accountKey(email));
  }
}
