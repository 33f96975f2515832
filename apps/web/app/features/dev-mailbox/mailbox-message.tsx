import type { MailboxMessage as MailboxMessageData } from "@maison/contracts/identity";
import { verificationCodeIn } from "./message-code.ts";

export type MailboxEntry = ReturnType<typeof MailboxMessageData.parse>;

const TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** One e-mail or SMS of the development mailbox: who it went to, when, its code, and its text. */
export function MailboxMessage({ message }: { message: MailboxEntry }) {
  const code = verificationCodeIn(message.text);
  const headingId = `message-${message.id}`;
  const title = message.subject ?? (message.channel === "sms" ? "Text message" : "E-mail");
  return (
    <article className="mailbox-message" aria-labelledby={headingId} data-channel={message.channel}>
      <header className="mailbox-message-head">
        <p className="mailbox-channel">{message.channel === "sms" ? "SMS" : "E-mail"}</p>
        <h2 className="mailbox-subject" id={headingId}>
          {title}
        </h2>
        <p className="mailbox-meta">
          To <span className="mailbox-to">{message.to}</span> · <time dateTime={message.created_at}>{TIME.format(new Date(message.created_at))}</time>
        </p>
      </header>
      {code ? (
        <p className="mailbox-code">
          Code <strong>{code}</strong>
        </p>
      ) : null}
      <pre className="mailbox-text">{message.text}</pre>
    </article>
  );
}
