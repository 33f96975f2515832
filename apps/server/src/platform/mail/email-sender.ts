import nodemailer, { type Transporter } from "nodemailer";
import type { EmailMessage } from "./message.ts";

/** Hands an e-mail to whatever delivers it (an SMTP server, or the development mailbox). */
export interface EmailSender {
  readonly transport: string;
  send(message: EmailMessage): Promise<void>;
}

/** Delivers through an SMTP server (SMTP_URL), from MAIL_FROM. */
export class SmtpEmailSender implements EmailSender {
  readonly transport = "smtp";

  constructor(
    private readonly transporter: Transporter,
    private readonly from: string,
  ) {}

  static fromUrl(url: string, from: string): SmtpEmailSender {
    return new SmtpEmailSender(nodemailer.createTransport(url), from);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
  }
}
