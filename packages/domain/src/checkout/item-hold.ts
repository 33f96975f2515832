/**
 * One-of-a-kind holds (ARCHITECTURE "One-of-a-kind items"): a checkout holds each catalog item for a
 * while; the order commits only while every hold is still its own.
 */

/** How long a checkout keeps its items while the payment is authorised and the order written. */
export const HOLD_TTL_MS = 10 * 60_000;

export interface ItemHold {
  holder: string;
  expiresAt: string;
}

/** When a hold taken at `now` lapses. */
export function holdExpiry(now: Date): string {
  return new Date(now.getTime() + HOLD_TTL_MS).toISOString();
}

/** A hold protects its holder until it expires. */
export function isHoldActive(hold: ItemHold, now: Date): boolean {
  return hold.expiresAt > now.toISOString();
}

/** `holder` may take the item when nobody holds it, the hold is already theirs, or the old hold has lapsed. */
export function canTakeHold(existing: ItemHold | null, holder: string, now: Date): boolean {
  return existing === null || existing.holder === holder || !isHoldActive(existing, now);
}

/** The order may commit only while the hold is still `holder`'s and has not lapsed. */
export function isHoldOurs(hold: ItemHold | null, holder: string, now: Date): boolean {
  return hold !== null && hold.holder === holder && isHoldActive(hold, now);
}

export const ITEM_ALREADY_SOLD_MESSAGE = "This item has already been sold.";
