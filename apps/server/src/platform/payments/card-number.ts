/** Card checks the test gateway runs before looking at the test number, in the order a card network would. */

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

/** Whether month/year name a real month (two-digit years are 20xx). */
export function isValidExpiry(expMonth: number, expYear: number): boolean {
  return Number.isInteger(expMonth) && expMonth >= 1 && expMonth <= 12 && Number.isInteger(expYear) && fullYear(expYear) >= 2000 && fullYear(expYear) <= 2100;
}

/** A card is good through the last day of its expiry month (UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = fullYear(expYear);
  return now.getUTCFullYear() > year || (now.getUTCFullYear() === year && now.getUTCMonth() + 1 > expMonth);
}

/** 3 digits, 4 for American Express. */
export function isValidCvc(cvc: string, brand: string): boolean {
  return brand === "amex" ? /^[0-9]{4}$/.test(cvc) : /^[0-9]{3}$/.test(cvc);
}

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}
