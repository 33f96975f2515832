/** Outbox topic for an e-mail to send. */
export const EMAIL_TOPIC = "email.send";
/** Outbox topic for a text message to send. */
export const SMS_TOPIC = "sms.send";

/** An e-mail, as recorded in the outbox by any module and delivered after commit. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A text message to a phone number. */
export interface SmsMessage {
  to: string;
  text: string;
}
