import { AddressFields } from "@maison/contracts/address";
import { CheckoutContactUpdate } from "@maison/contracts/checkout";
import { brandOf, cardDigits, cardNumberLength, cvcLength, isExpired, isValidCardNumber, passesLuhn } from "@maison/domain/checkout/payment-card";
import { parseCardExpiry } from "./checkout-format.ts";

/**
 * The checks the checkout's forms run in the browser before they are sent, so every problem shows at
 * once without a round trip. They are the API's own rules (the address and e-mail schemas of
 * packages/contracts, the card rules of the domain); the API checks again and has the last word.
 */

/** Messages keyed by the form's input names; a field without a problem is absent. */
export type FieldProblems = Record<string, string>;

export const CARD_PROBLEMS = {
  numberMissing: "Please enter your card number.",
  numberInvalid: "This is not a valid card number. Please check it.",
  expiryMissing: "Please enter the expiry date as MM / YY.",
  expiryShape: "Please enter the expiry as MM / YY.",
  expiryMonth: "Please enter a month from 01 to 12.",
  expired: "This card has expired.",
  cvcMissing: "Please enter the security code.",
  cvcLength: (digits: number | null) => (digits === null ? "Please enter the 3- or 4-digit security code." : `Please enter the ${digits}-digit security code.`),
  nameMissing: "Please enter the name on the card.",
} as const;

export type CardField = "number" | "exp" | "cvc" | "name";
export const CARD_FIELD_ORDER: readonly CardField[] = ["number", "exp", "cvc", "name"];
export type CardValues = Record<CardField, string>;

/** The first message of each field a schema refused, keyed by the field's name. */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field !== "") problems[field] ??= issue.message;
  }
  return problems;
}

/** A new shipping address as typed, checked with the API's address schema. */
export function checkAddress(values: Readonly<Record<string, string>>): FieldProblems {
  const result = AddressFields.safeParse(values);
  return result.success ? {} : problemsOf(result.error.issues);
}

/** A guest's e-mail, checked with the API's schema (its typo-domain rules included). */
export function checkContact(email: string): FieldProblems {
  const result = CheckoutContactUpdate.safeParse({ email });
  return result.success ? {} : problemsOf(result.error.issues);
}

/** How many security-code digits the typed card number wants, or null while the brand is unknown. */
function wantedCvcDigits(number: string): number | null {
  const digits = cardDigits(number);
  return digits ? cvcLength(brandOf(digits)) : null;
}

/**
 * One card field's problem. While the shopper is `typing`, only what is certainly wrong is said (a full
 * number that fails its check digit, a month above 12, a date gone by, a code too long); once they
 * leave the field or send the form, an empty or unfinished field is a problem too.
 */
export function cardFieldProblem(field: CardField, values: CardValues, now: Date, typing: boolean): string | null {
  const value = values[field].trim();
  switch (field) {
    case "number": {
      const digits = value.replace(/\D/g, "");
      if (typing) return digits.length >= cardNumberLength(brandOf(digits)) && !passesLuhn(digits) ? CARD_PROBLEMS.numberInvalid : null;
      if (digits === "") return CARD_PROBLEMS.numberMissing;
      return isValidCardNumber(value) ? null : CARD_PROBLEMS.numberInvalid;
    }
    case "exp": {
      const digits = value.replace(/\D/g, "");
      if (digits.length >= 2 && (Number(digits.slice(0, 2)) < 1 || Number(digits.slice(0, 2)) > 12)) return CARD_PROBLEMS.expiryMonth;
      const expiry = digits.length === 4 ? parseCardExpiry(value) : null;
      if (expiry && isExpired(expiry.month, expiry.year, now)) return CARD_PROBLEMS.expired;
      if (typing) return null;
      if (digits === "") return CARD_PROBLEMS.expiryMissing;
      return expiry ? null : CARD_PROBLEMS.expiryShape;
    }
    case "cvc": {
      const wanted = wantedCvcDigits(values.number);
      if (typing) return wanted !== null && value.length > wanted ? CARD_PROBLEMS.cvcLength(wanted) : null;
      if (value === "") return CARD_PROBLEMS.cvcMissing;
      const fits = wanted === null ? /^\d{3,4}$/.test(value) : new RegExp(`^\\d{${wanted}}$`).test(value);
      return fits ? null : CARD_PROBLEMS.cvcLength(wanted);
    }
    case "name":
      return typing || value !== "" ? null : CARD_PROBLEMS.nameMissing;
  }
}

/** Every card field's problem, as the form is sent. */
export function checkCard(values: CardValues, now: Date): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of CARD_FIELD_ORDER) {
    const problem = cardFieldProblem(field, values, now, false);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Whether a check found anything. */
export function hasProblems(problems: FieldProblems): boolean {
  return Object.keys(problems).length > 0;
}
