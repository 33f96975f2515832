/**
 * The verification code in a message's text, so the development mailbox can show it on its own:
 * a standalone 6-digit group (e-mail confirmation) first, else a 4-digit one (SMS).
 */
export function verificationCodeIn(text: string): string | null {
  return /(?<![\d/])\d{6}(?![\d/])/.exec(text)?.[0] ?? /(?<![\d/:.-])\d{4}(?![\d/:.-])/.exec(text)?.[0] ?? null;
}
