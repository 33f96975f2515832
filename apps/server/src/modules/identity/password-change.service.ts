import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { UserPrincipal } from "../../http/principal.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import type { MultipassService } from "./multipass.service.ts";
import { assertAcceptablePassword } from "./new-password.ts";
import { hashPassword, verifyPassword } from "./password-hasher.ts";
import type { SessionService } from "./session.service.ts";
import { findUserById, updateUser } from "./user.repository.ts";
import { IdentityErrorCode } from "@maison/contracts/identity";

/**
 * Password change from my account (POST /v6/my-account/password/change/). The old password counts
 * as a password attempt under the lock-out rule, so a borrowed session cannot be used to guess it;
 * the new one must pass the policy; every other session of the user ends, this one stays.
 */
export class PasswordChangeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
    private readonly multipass: MultipassService,
  ) {}

  async change(principal: UserPrincipal, oldPassword: string, newPassword: string, ip: string): Promise<void> {
    const attempt = await this.throttle.begin(principal.email, ip);
    const user = await findUserById(this.db.kysely, principal.userId);
    if (!user || !(await verifyPassword(user.password_hash, oldPassword))) {
      throw new DomainError("invalid", IdentityErrorCode.enum.old_password_wrong, IDENTITY_SERVER_MESSAGES.oldPasswordWrong, "old_password");
    }
    await attempt.succeeded();
    assertAcceptablePassword(newPassword, user.email, "new_password");
    const passwordHash = await hashPassword(newPassword);
    await inTransaction(this.db, async (tx) => {
      await updateUser(tx.db, user.id, { password_hash: passwordHash, updated_at: this.clock.now().toISOString() });
      await this.sessions.revokeOthers(tx, user.id, principal.sessionId);
      await this.multipass.retireAll(tx, user.id);
    });
  }
}
