import { CODE_TTL_MS } from "@maison/domain/identity/verification-code";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import type { EmailMessage } from "../../platform/mail/message.ts";

/** The e-mail that carries a 6-digit confirmation code. */
export function confirmationCodeEmail(to: string, code: string): EmailMessage {
  return composeEmail({
    to,
    subject: "Your Maison confirmation code",
    heading: "Confirm your e-mail",
    paragraphs: [
      "Enter this code to confirm your e-mail address and finish signing in.",
      `It works once, within ${CODE_TTL_MS / 60_000} minutes. If you did not ask for it, you can ignore this e-mail.`,
    ],
    code,
  });
}

/** The e-mail that carries a password-reset link. */
export function passwordResetEmail(to: string, url: string, validMinutes: number): EmailMessage {
  return composeEmail({
    to,
    subject: "Reset your Maison password",
    heading: "Reset your password",
    paragraphs: [
      "We received a request to reset the password of your Maison account.",
      `The link works once, within ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays the same.`,
    ],
    action: { label: "Choose a new password", url },
  });
}
