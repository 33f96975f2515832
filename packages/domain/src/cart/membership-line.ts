/** Spec 1 §9: a cart holds at most one of a membership line. */
export const MEMBERSHIP_LINE_QUANTITY_CAP = 1;

/** Spec 1 §9 / §5: one-of-a-kind catalog items and special lines are bought one at a time. */
export const ONE_OF_A_KIND_QUANTITY_CAP = 1;

/** Cart notes of spec 1 §3 that mark the subscription state. */
export const CART_NOTES = { withSubscription: "withSubscription", noSubscription: "noSubscription" } as const;

/** Spec 1 §4: a membership line's quantity above 1 is cut to 1. */
export function capMembershipQuantity(quantity: number): number {
  return Math.min(quantity, MEMBERSHIP_LINE_QUANTITY_CAP);
}

/**
 * The cart note after a change (spec 1 §4): adding a membership line puts the cart in the
 * withSubscription state; removing the membership lines sets noSubscription; otherwise the note stays.
 */
export function noteAfterMembershipChange(input: { note: string; membershipBefore: number; membershipAfter: number }): string {
  if (input.membershipAfter > input.membershipBefore) return CART_NOTES.withSubscription;
  if (input.membershipBefore > 0 && input.membershipAfter === 0) return CART_NOTES.noSubscription;
  return input.note;
}
