import { isSteppedUp, STEP_UP_CODE_LENGTH, STEP_UP_MESSAGES, type Actor } from "@maison/domain/actor/actor";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC, SMS_TOPIC } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import type { UserPrincipal } from "../../http/principal.ts";
import { markSteppedUp } from "./session.repository.ts";
import { findUserById } from "./user.repository.ts";
import type { CodeCheck, VerificationCodeService } from "./verification-code.service.ts";
import { CommonErrorCode } from "@maison/contracts/error";
import { IdentityErrorCode } from "@maison/contracts/identity";

/** Where the code went: the verified phone when there is one, else the account's e-mail (masked). */
export interface StepUpChallenge {
  channel: "sms" | "email";
  destination: string;
}

const mask = (value: string, channel: "sms" | "email") =>
  channel === "sms" ? `•••• ${value.slice(-4)}` : value.replace(/^(.)[^@]*(@.*)$/, (_all, first: string, domain: string) => `${first}•••${domain}`);

/**
 * Step-up (decision 033): before money leaves the house, the person proves it is them again with a
 * fresh code sent to their verified phone or e-mail; the session remembers when, and the Actor counts
 * it fresh for ten minutes. Sending is rate limited like every code; five wrong guesses spend it.
 */
export class StepUpService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly codes: VerificationCodeService,
    private readonly outbox: Outbox,
  ) {}

  async challenge(principal: UserPrincipal): Promise<StepUpChallenge> {
    await this.codes.assertMaySend(principal.userId, "step_up");
    return inTransaction(this.db, async (tx) => {
      const user = await findUserById(tx.db, principal.userId);
      if (!user) throw new DomainError("unauthorized", CommonErrorCode.enum.authentication_required, "Please sign in again.");
      const channel = user.main_phone && user.phone_verified_at ? "sms" : "email";
      const target = channel === "sms" ? user.main_phone! : user.email;
      const code = await this.codes.issue(tx, user.id, "step_up", target, STEP_UP_CODE_LENGTH);
      if (channel === "sms") await this.outbox.record(tx, SMS_TOPIC, { to: target, text: `Your Maison security code is ${code}. It expires in 10 minutes.` });
      else {
        const email = composeEmail({
          to: target,
          subject: "Your Maison security code",
          heading: "Confirm it is you",
          paragraphs: ["Enter this code to continue. It expires in 10 minutes. If you did not ask for it, change your password."],
          code,
        });
        await this.outbox.record(tx, EMAIL_TOPIC, email);
      }
      return { channel, destination: mask(target, channel) };
    });
  }

  /** Checks the code; on success the session is stepped up now. A wrong guess is committed, then thrown. */
  async verify(principal: UserPrincipal, rawCode: string): Promise<{ stepped_up_at: string }> {
    const code = rawCode.trim();
    if (!new RegExp(`^\\d{${STEP_UP_CODE_LENGTH}}$`).test(code)) {
      throw new DomainError("invalid", IdentityErrorCode.enum.code_malformed, `Enter the ${STEP_UP_CODE_LENGTH}-digit code we sent you.`, "code");
    }
    const now = this.clock.now().toISOString();
    const check = await inTransaction(this.db, async (tx): Promise<CodeCheck> => {
      const result = await this.codes.consume(tx, principal.userId, "step_up", code);
      if (result.ok) await markSteppedUp(tx.db, principal.sessionId, now);
      return result;
    });
    if (!check.ok) throw check.error;
    return { stepped_up_at: now };
  }

  /** Refuses with 412 `step_up_required` unless the actor stepped up in the last ten minutes. */
  requireFresh(actor: Actor): void {
    if (!isSteppedUp(actor, this.clock.now())) throw new DomainError("precondition_failed", IdentityErrorCode.enum.step_up_required, STEP_UP_MESSAGES.required);
  }
}
