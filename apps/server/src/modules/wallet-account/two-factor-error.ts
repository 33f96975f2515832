import { DomainError, type DomainErrorKind } from "@maison/domain/shared/domain-error";
import { TWO_FACTOR_MESSAGES, type TwoFactorError as TwoFactorErrorCode } from "@maison/domain/wallet/wallet-two-factor";

const KIND: Record<TwoFactorErrorCode, DomainErrorKind> = {
  "2fa_blocked": "forbidden",
  max_retries_limit_exceeded: "forbidden",
  invalid_token: "invalid",
  authentication_failed: "invalid",
  permission_denied: "forbidden",
};

/**
 * A refusal of the wallet's two-factor check (spec 2 §8), answered as `{ code, error, detail,
 * blocked_for? , attempts_left? }` so the page picks its screen from `error`.
 */
export class TwoFactorRefusal extends DomainError {
  constructor(
    readonly error: TwoFactorErrorCode,
    readonly extra: { blocked_for?: number; attempts_left?: number } = {},
  ) {
    super(KIND[error], error, TWO_FACTOR_MESSAGES[error]);
  }

  body() {
    return { code: this.error, error: this.error, message: this.message, detail: this.message, ...this.extra };
  }
}
