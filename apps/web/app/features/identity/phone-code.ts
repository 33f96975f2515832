import { isWellFormedSmsCode, SMS_CODE_LENGTH } from "@maison/domain/identity/verification-code";

/**
 * The four boxes of the phone confirmation code (spec 2 §5): one digit each, digits only, typing
 * moves to the next box, Backspace on an empty box goes back, and a pasted 4-character code fills
 * all four. Every operation returns the new digits and the box that should have focus.
 */

export type CodeDigits = readonly string[];

export interface CodeEdit {
  digits: CodeDigits;
  focus: number;
}

export const EMPTY_CODE: CodeDigits = Array.from({ length: SMS_CODE_LENGTH }, () => "");

const LAST = SMS_CODE_LENGTH - 1;

/** What a box received (a key, or what the browser put in it): the digit to keep, or a full code. */
export function typeIntoBox(digits: CodeDigits, index: number, value: string): CodeEdit {
  const whole = pasteCode(value);
  if (whole) return whole;
  const typed = [...value].filter((c) => c >= "0" && c <= "9");
  // A box already holding a digit receives two characters: the new one is the last.
  const digit = typed.at(-1);
  if (digit === undefined) return { digits, focus: index };
  const next = [...digits];
  next[index] = digit;
  return { digits: next, focus: Math.min(index + 1, LAST) };
}

/** A pasted text fills all four boxes when it is exactly a 4-digit code (spaces around ignored). */
export function pasteCode(text: string): CodeEdit | null {
  const code = text.trim();
  if (code.length !== SMS_CODE_LENGTH || !isWellFormedSmsCode(code)) return null;
  return { digits: [...code], focus: LAST };
}

/** Backspace: clears this box, or, when it is already empty, the one before (and moves there). */
export function backspaceBox(digits: CodeDigits, index: number): CodeEdit {
  const next = [...digits];
  if (next[index]) {
    next[index] = "";
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits, focus: 0 };
  next[index - 1] = "";
  return { digits: next, focus: index - 1 };
}

export function codeOf(digits: CodeDigits): string {
  return digits.join("");
}

/** Submit is enabled only when all four boxes hold a digit. */
export function isCodeComplete(digits: CodeDigits): boolean {
  return digits.length === SMS_CODE_LENGTH && isWellFormedSmsCode(codeOf(digits));
}
