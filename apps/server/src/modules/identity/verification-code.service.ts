import { randomInt } from "node:crypto";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from "@maison/domain/identity/verification-code";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import { newId } from "../../db/id.ts";
import type { Tx } from "../../db/transaction.ts";
import type { RateLimiter, RateRule } from "../../platform/rate-limit/rate-limiter.ts";
import { hashSecret, sameDigest } from "./secret-token.ts";
import { consumeCode, countAttempt, findLatestOpenCode, insertCode, retireOpenCodes } from "./verification-code.repository.ts";
import { IdentityErrorCode } from "@maison/contracts/identity";

export type CodePurpose = "email_confirmation" | "phone" | "step_up";

/** Sending is limited per user and purpose: one code every 30 s, and 5 an hour. */
export const CODE_SEND_RULES: readonly RateRule[] = [
  { limit: 1, windowMs: 30_000 },
  { limit: 5, windowMs: 60 * 60_000 },
];

/**
 * One-time numeric codes sent by e-mail or SMS: stored hashed, single use, valid 10 minutes, spent
 * after 5 wrong guesses. A new code retires the previous ones.
 */
export class VerificationCodeService {
  constructor(
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Refuses with 429 `too_many_codes` (and Retry-After) when the user asked for codes too often; counts this request. */
  async assertMaySend(userId: string, purpose: CodePurpose): Promise<void> {
    for (const rule of CODE_SEND_RULES) {
      await this.rateLimiter.enforce(`code:${purpose}:${userId}:${rule.windowMs}`, rule, {
        code: IdentityErrorCode.enum.too_many_codes,
        message: IDENTITY_SERVER_MESSAGES.tooManyCodes,
      });
    }
  }

  /** Creates a code of `length` digits for `target` inside the transaction; returns it to be sent. */
  async issue(tx: Tx, userId: string, purpose: CodePurpose, target: string, length: number): Promise<string> {
    const now = this.clock.now();
    const code = String(randomInt(0, 10 ** length)).padStart(length, "0");
    await retireOpenCodes(tx.db, userId, purpose, now.toISOString());
    await insertCode(tx.db, {
      id: newId("vc"),
      user_id: userId,
      purpose,
      target,
      code_hash: hashSecret(`${purpose}:${target}:${code}`),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    });
    return code;
  }

  /**
   * Checks and spends a code inside the caller's transaction. A wrong guess is counted and returned as
   * a failure rather than thrown, so the caller's transaction commits the count; the caller throws
   * `result.error` after committing. On success, returns the target the code was sent to.
   */
  async consume(tx: Tx, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    const now = this.clock.now();
    const open = await findLatestOpenCode(tx.db, userId, purpose);
    if (!open) return failure(IdentityErrorCode.enum.code_invalid, IDENTITY_SERVER_MESSAGES.codeInvalid);
    if (new Date(open.expires_at).getTime() <= now.getTime()) {
      return failure(IdentityErrorCode.enum.code_expired, IDENTITY_SERVER_MESSAGES.codeExpired);
    }
    if (open.attempts >= CODE_MAX_ATTEMPTS) {
      return failure(IdentityErrorCode.enum.code_attempts_exceeded, IDENTITY_SERVER_MESSAGES.codeAttemptsExceeded);
    }
    if (!sameDigest(open.code_hash, hashSecret(`${purpose}:${open.target}:${code}`))) {
      const attempts = await countAttempt(tx.db, open.id);
      return attempts >= CODE_MAX_ATTEMPTS
        ? failure(IdentityErrorCode.enum.code_attempts_exceeded, IDENTITY_SERVER_MESSAGES.codeAttemptsExceeded)
        : failure(IdentityErrorCode.enum.code_invalid, IDENTITY_SERVER_MESSAGES.codeInvalid);
    }
    if (!(await consumeCode(tx.db, open.id, now.toISOString()))) {
      return failure(IdentityErrorCode.enum.code_invalid, IDENTITY_SERVER_MESSAGES.codeInvalid);
    }
    return { ok: true, target: open.target };
  }
}

/** The outcome of checking a code. */
export type CodeCheck = { ok: true; target: string } | { ok: false; error: DomainError };

function failure(code: IdentityErrorCode, message: string): CodeCheck {
  return { ok: false, error: new DomainError("invalid", code, message, "code") };
}
