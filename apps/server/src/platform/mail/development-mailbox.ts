import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { EmailSender } from "./email-sender.ts";
import { deleteMailboxMessages, insertMailboxMessage, listMailboxMessages, type MailboxRow } from "./mailbox.repository.ts";
import type { SmsSender } from "./sms-sender.ts";

/** How many messages the mailbox shows at once. */
export const MAILBOX_PAGE_SIZE = 50;

/**
 * Where e-mail and SMS go when no provider is configured: a table that the development mailbox page
 * (/dev/mailbox) reads, so codes and notices can be followed end to end without a real inbox.
 */
export class DevelopmentMailbox {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  readonly email: EmailSender = {
    transport: "mailbox",
    send: (message) => this.store("email", message.to, message.subject, message.text, message.html ?? null),
  };

  readonly sms: SmsSender = {
    transport: "mailbox",
    send: (message) => this.store("sms", message.to, null, message.text, null),
  };

  /** The newest messages, optionally only those sent to one address or phone number. */
  async list(to?: string): Promise<MailboxRow[]> {
    return listMailboxMessages(this.db.kysely, { recipients: to ? recipientForms(to) : undefined, limit: MAILBOX_PAGE_SIZE });
  }

  async clear(): Promise<number> {
    return deleteMailboxMessages(this.db.kysely);
  }

  private async store(channel: "email" | "sms", to: string, subject: string | null, text: string, html: string | null): Promise<void> {
    await insertMailboxMessage(this.db.kysely, {
      id: newId("mail"),
      channel,
      recipient: to,
      subject,
      text_body: text,
      html_body: html,
      created_at: this.clock.now().toISOString(),
    });
  }
}

/** A "+" in an unencoded query string arrives as a space, so "?to=+1212…" also finds "+1212…". */
function recipientForms(raw: string): string[] {
  const to = raw.trim();
  return /^[0-9]+$/.test(to) ? [to, `+${to}`] : [to];
}
