import type { SmsMessage } from "./message.ts";

/**
 * Hands a text message to whatever delivers it. Only the development mailbox implements it today; a
 * provider (Twilio, Vonage, SNS…) is one more implementation chosen in createMailDelivery from its
 * settings in config/env.ts. Implementations throw on failure so the outbox retries.
 */
export interface SmsSender {
  readonly transport: string;
  send(message: SmsMessage): Promise<void>;
}
