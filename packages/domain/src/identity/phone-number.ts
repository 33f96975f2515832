/** A phone number has 8 to 15 digits once its country code is included (E.164's limit). */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/** Numbers typed without a country code are read as US numbers: the marketplace sells in USD from the US. */
export const DEFAULT_COUNTRY_CALLING_CODE = "1";

const SEPARATORS = /[\s().\-/]/g;

/**
 * The canonical form of a phone number: "+" and its digits, country code first (E.164 style), or null
 * when it is not a phone number. Spaces, dots, dashes, slashes and brackets are ignored; a leading "+"
 * or "00" marks an international number; 10 digits without either are a US number, and 11 digits
 * starting with 1 a US number with its country code.
 */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[+(0-9]/.test(trimmed)) return null;
  const compact = trimmed.replace(SEPARATORS, "");
  let digits: string;
  if (compact.startsWith("+")) digits = compact.slice(1);
  else if (compact.startsWith("00")) digits = compact.slice(2);
  else if (/^[2-9][0-9]{9}$/.test(compact)) digits = DEFAULT_COUNTRY_CALLING_CODE + compact;
  else digits = compact;
  if (!/^[0-9]+$/.test(digits)) return null;
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  if (digits.startsWith("0")) return null;
  return `+${digits}`;
}
