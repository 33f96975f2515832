import type { Actor } from "@maison/domain/actor/actor";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { normalizePhone } from "@maison/domain/identity/phone-number";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import type { RateLimiter, RateRule } from "../../platform/rate-limit/rate-limiter.ts";
import type { ProfileService } from "../identity/profile.service.ts";
import { upsertNewsletterSubscriber } from "./newsletter.repository.ts";
import { CommonErrorCode } from "@maison/contracts/error";
import { IdentityErrorCode } from "@maison/contracts/identity";

/** Sign-ups per IP address: generous for a shared office network, useless for flooding inboxes. */
export const NEWSLETTER_RATE_RULE: RateRule = { limit: 10, windowMs: 10 * 60_000 };

export const NEWSLETTER_MESSAGES = {
  subscribed: "Thank you for subscribing to the Maison newsletter.",
  welcomeSubject: "Welcome to the Maison newsletter",
  welcomeText: "Thank you for subscribing. You will be the first to hear about new arrivals, private sales and our guides to buying and selling luxury.",
} as const;

/** Who is signing up: the IP for the rate limit, the signed-in user, if any, and who acts. */
export interface SubscribeRequester {
  ip: string;
  user: { userId: string; email: string } | null;
  actor: Actor;
}

/**
 * The newsletter form (POST /trendlee/subscribe/): open to everyone, one row per address, a welcome
 * e-mail the first time. Signing up one's own address also turns on the account's e-mail consent.
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
    private readonly outbox: Outbox,
    private readonly profiles: ProfileService,
  ) {}

  async subscribe(input: { email: string; phone?: string | undefined }, requester: SubscribeRequester): Promise<{ detail: string }> {
    const phone = input.phone?.trim() ? normalizePhone(input.phone) : null;
    if (input.phone?.trim() && phone === null) {
      throw new DomainError("invalid", IdentityErrorCode.enum.phone_invalid, IDENTITY_SERVER_MESSAGES.phoneInvalid, "phone");
    }
    await this.rateLimiter.enforce(`newsletter:${requester.ip}`, NEWSLETTER_RATE_RULE, {
      code: CommonErrorCode.enum.rate_limited,
      message: IDENTITY_SERVER_MESSAGES.rateLimited,
    });
    await inTransaction(this.db, async (tx) => {
      const now = this.clock.now().toISOString();
      const isNew = await upsertNewsletterSubscriber(tx.db, { email: input.email, phone, source: "newsletter_form", now });
      if (requester.user && requester.user.email.toLowerCase() === input.email) {
        await this.profiles.updateSubscriptions(requester.user.userId, requester.actor, { email_subscribed: true }, tx);
      }
      if (isNew) {
        const welcome = composeEmail({
          to: input.email,
          subject: NEWSLETTER_MESSAGES.welcomeSubject,
          heading: NEWSLETTER_MESSAGES.welcomeSubject,
          paragraphs: [NEWSLETTER_MESSAGES.welcomeText],
        });
        await this.outbox.record(tx, EMAIL_TOPIC, welcome);
      }
    });
    return { detail: NEWSLETTER_MESSAGES.subscribed };
  }
}
