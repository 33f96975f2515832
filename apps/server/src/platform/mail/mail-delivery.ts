import type { Logger } from "pino";
import { z } from "zod";
import type { Env } from "../../config/env.ts";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { Outbox } from "../outbox/outbox.ts";
import { DevelopmentMailbox } from "./development-mailbox.ts";
import { SmtpEmailSender, type EmailSender } from "./email-sender.ts";
import { EMAIL_TOPIC, SMS_TOPIC } from "./message.ts";
import type { SmsSender } from "./sms-sender.ts";

const EmailPayload = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
});
const SmsPayload = z.object({ to: z.string().min(1), text: z.string() });

export interface MailDelivery {
  email: EmailSender;
  sms: SmsSender;
}

/** SMTP when SMTP_URL is set, else the development mailbox; SMS always goes to the mailbox for now. */
export function createMailDelivery(env: Env, db: Db, clock: Clock): MailDelivery {
  const mailbox = new DevelopmentMailbox(db, clock);
  return {
    email: env.SMTP_URL ? SmtpEmailSender.fromUrl(env.SMTP_URL, env.MAIL_FROM) : mailbox.email,
    sms: mailbox.sms,
  };
}

/**
 * Delivers the outbox's `email.send` and `sms.send` messages. A failed send throws, so the outbox
 * retries it with backoff; a malformed payload can never succeed and is dropped with an error log.
 * Logs name the channel and transport only: never the recipient, the subject or the body (codes).
 */
export function registerMailDelivery(outbox: Outbox, delivery: MailDelivery, logger: Logger): void {
  outbox.on(EMAIL_TOPIC, async (payload) => {
    const message = EmailPayload.safeParse(payload);
    if (!message.success) return void logger.error({ topic: EMAIL_TOPIC }, "malformed e-mail dropped");
    await delivery.email.send(message.data);
    logger.debug({ channel: "email", transport: delivery.email.transport }, "e-mail delivered");
  });
  outbox.on(SMS_TOPIC, async (payload) => {
    const message = SmsPayload.safeParse(payload);
    if (!message.success) return void logger.error({ topic: SMS_TOPIC }, "malformed text message dropped");
    await delivery.sms.send(message.data);
    logger.debug({ channel: "sms", transport: delivery.sms.transport }, "text message delivered");
  });
}

/** Creates the senders and registers them with the outbox; warns when production would keep mail unsent. */
export function installMailDelivery(outbox: Outbox, deps: { env: Env; db: Db; clock: Clock; logger: Logger }): MailDelivery {
  const delivery = createMailDelivery(deps.env, deps.db, deps.clock);
  if (deps.env.NODE_ENV === "production") {
    if (!deps.env.SMTP_URL) deps.logger.warn("SMTP_URL is not set: e-mail is stored in mailbox_messages, not sent");
    deps.logger.warn("no SMS provider is configured: text messages are stored in mailbox_messages, not sent");
  }
  registerMailDelivery(outbox, delivery, deps.logger);
  return delivery;
}
