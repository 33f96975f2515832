import type { ErrorCode } from "@maison/contracts/error-codes";
import { DomainError } from "@maison/domain/shared/domain-error";

/** A refusal because a limit was reached; the client may try again after `retryAfterSeconds` (Retry-After). */
export class RateLimitedError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("rate_limited", code, message);
  }
}
