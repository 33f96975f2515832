/** How an expected failure should be treated by any transport: the server maps each kind to a status. */
export type DomainErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "rate_limited"
  /** The call needs something done first (a fresh step-up verification): 412. */
  | "precondition_failed"
  /** A service we depend on (a sign-in provider…) failed or timed out: not our bug, not the user's. */
  | "unavailable";

/**
 * An expected failure with a stable code (e.g. `product_not_found`) and a message fit for the user.
 * Bugs are plain Errors; these are outcomes the business expects.
 */
export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
