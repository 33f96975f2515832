import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A two-phase wallet movement (decision 019): an amount is held `pending` on an account, then
 * `posted` when the order (or cash-out) commits, or `voided` when it does not. Nothing else moves it.
 */
export const ledgerHoldLifecycle = defineLifecycle({
  name: "wallet_hold",
  subject: "wallet_hold",
  states: ["pending", "posted", "voided"],
  events: {
    post: { from: ["pending"], to: "posted", actors: ["customer", "b2b", "partner", "staff", "system"], emits: "wallet_hold.posted", rule: "The order or cash-out committed: the held amount is spent." },
    void: { from: ["pending"], to: "voided", actors: ["customer", "b2b", "partner", "staff", "system"], emits: "wallet_hold.voided", rule: "The order or cash-out did not happen: the amount is spendable again." },
  },
});
export type LedgerHoldState = (typeof ledgerHoldLifecycle.states)[number];
