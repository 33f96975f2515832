/** Gift cards and store credit are spent with a 16-character code (spec 1 §9: "Gift code length 16 means store credit"). */
export const GIFT_CARD_CODE_LENGTH = 16;

/** How many trailing characters identify a card on the cart (spec 1 §5: matched by their last 4 characters). */
export const GIFT_CARD_LAST_CHARACTERS = 4;

/**
 * The characters a generated code is made of: upper-case letters and digits without the look-alikes
 * 0/O and 1/I/L, so a code read aloud or typed from a printed card is typed right.
 */
export const GIFT_CARD_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** The code as stored and compared: spaces and dashes a shopper typed are dropped, letters upper-cased. */
export function normalizeGiftCardCode(raw: string): string {
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

/** Whether a normalised code has the shape of a gift-card code: 16 letters or digits. */
export function isGiftCardCode(code: string): boolean {
  return code.length === GIFT_CARD_CODE_LENGTH && /^[A-Z0-9]+$/.test(code);
}

/** The last 4 characters of a code: all the cart, the wallet and the logs ever show of it. */
export function lastCharactersOf(code: string): string {
  return code.slice(-GIFT_CARD_LAST_CHARACTERS);
}

/**
 * A code from 16 random bytes (the caller draws them): each byte picks one character. The modulo bias
 * of 256 over 31 characters is under 1 %, far below what guessing a 16-character code could exploit.
 */
export function giftCardCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_CODE_LENGTH) throw new Error(`a gift-card code needs ${GIFT_CARD_CODE_LENGTH} random bytes`);
  let code = "";
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_CODE_ALPHABET[bytes[i]! % GIFT_CARD_CODE_ALPHABET.length];
  return code;
}
