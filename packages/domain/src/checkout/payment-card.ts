/**
 * The checks a card number, expiry and security code pass, in the order a card network runs them: the
 * test gateway declines with them, the checkout's request schema refuses with them, and the checkout
 * page checks and formats the card as it is typed with the same rules.
 */

/** The digits of a typed card number (spaces and dashes removed), or null when anything else was typed. */
export function cardDigits(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, "");
  return /^[0-9]{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a typed card number is one a card network could have issued: 12 to 19 digits with a good Luhn digit. */
export function isValidCardNumber(raw: string): boolean {
  const digits = cardDigits(raw);
  return digits !== null && passesLuhn(digits);
}

/** The card brand from the number's prefix, in the names Stripe uses. */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^35/.test(digits)) return "jcb";
  if (/^3(0[0-5]|[68])/.test(digits)) return "diners";
  return "unknown";
}

/** How many digits a number of this brand has when complete (the longest usual length for the others). */
export function cardNumberLength(brand: string): number {
  if (brand === "amex") return 15;
  if (brand === "diners") return 14;
  return 16;
}

/**
 * Where the groups of a card number break as it is printed on the card: 4-6-5 for American Express,
 * 4-6-4 for Diners Club, groups of four for the others.
 */
export function cardNumberGroups(brand: string): readonly number[] {
  if (brand === "amex") return [4, 6, 5];
  if (brand === "diners") return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** Whether month/year name a real month (two-digit years are 20xx). */
export function isValidExpiry(expMonth: number, expYear: number): boolean {
  return Number.isInteger(expMonth) && expMonth >= 1 && expMonth <= 12 && Number.isInteger(expYear) && fullYear(expYear) >= 2000 && fullYear(expYear) <= 2100;
}

/** A card is good through the last day of its expiry month (UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = fullYear(expYear);
  return now.getUTCFullYear() > year || (now.getUTCFullYear() === year && now.getUTCMonth() + 1 > expMonth);
}

/** How many digits the security code of this brand has: 4 for American Express, else 3. */
export function cvcLength(brand: string): number {
  return brand === "amex" ? 4 : 3;
}

/** 3 digits, 4 for American Express. */
export function isValidCvc(cvc: string, brand: string): boolean {
  return new RegExp(`^[0-9]{${cvcLength(brand)}}$`).test(cvc);
}

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}
