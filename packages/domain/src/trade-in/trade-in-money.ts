import type { Cents } from "../money/cents.ts";

/** The seller's answer to a revised offer (spec 2 §7 `client_response`). */
export type ClientResponse = "accepted" | "declined";

/**
 * What the seller owes Maison after answering a revised offer (decision 050). The purchase already
 * used `appliedCents` of the trade-in: accepting the revised amount leaves the part of it the new
 * amount does not cover; declining gives the whole of it back (the piece goes home).
 */
export function amountDue(input: { appliedCents: Cents; revisedCents: Cents; response: ClientResponse }): Cents {
  const applied = Math.max(0, input.appliedCents);
  if (input.response === "declined") return applied;
  return Math.max(0, applied - Math.max(0, input.revisedCents));
}

/**
 * Store credit a credited trade-in leaves on the account: the part of its final value no purchase
 * used (a trade-in worth more than the order it was applied to, or one never applied).
 */
export function creditLeftOver(input: { valueCents: Cents; appliedCents: Cents }): Cents {
  return Math.max(0, input.valueCents - Math.max(0, input.appliedCents));
}

