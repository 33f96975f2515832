import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

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

/**
 * The item-hold lifecycle: a checkout `take`s a hold on a piece (a conditional write that succeeds
 * only while nobody else's hold is live); the hold is `released` by its checkout's undo, `expire`s
 * when its time lapses, or is `converted` when the order is placed and the piece sold. A lapsed,
 * released or converted hold row may be taken again by the next checkout.
 */
export const itemHoldLifecycle = defineLifecycle({
  name: "item_hold",
  subject: "hold",
  states: ["held", "released", "expired", "converted"],
  events: {
    retake: { from: ["released", "expired", "converted"], to: "held", actors: ["customer", "b2b", "partner", "staff", "system"], emits: "hold.taken", rule: "A checkout holds the piece while it authorises the payment." },
    release: { from: ["held"], to: "released", actors: ["customer", "b2b", "partner", "staff", "system"], emits: "hold.released", rule: "The checkout failed or was abandoned: the piece is free again." },
    expire: { from: ["held"], to: "expired", actors: ["system"], emits: "hold.expired", rule: `A hold lapses after ${HOLD_TTL_MS / 60_000} minutes.` },
    convert: { from: ["held"], to: "converted", actors: ["customer", "b2b", "partner", "staff", "system"], emits: "hold.converted", rule: "The order was placed: the hold became a sale." },
  },
});
