/** Development mailbox: every e-mail and SMS delivered when no SMTP/SMS provider is configured. */
export interface MailboxMessageTable {
  id: string;
  channel: string;
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  created_at: string;
}

export interface MailTables {
  mailbox_messages: MailboxMessageTable;
}
