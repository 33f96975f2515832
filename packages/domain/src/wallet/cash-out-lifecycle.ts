import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A cash-out from the wallet (decision 053): the amount is `held` on the seller's cash balance at once
 * (the wallet shows it pending), the payout job sends it through the payout port (`sent` for a check in
 * the post, `settled` when the bank transfer arrived), or the provider refuses it and it is `returned`
 * to the balance.
 */
export const CASH_OUT_STATES = ["held", "sent", "settled", "returned"] as const;
export type CashOutState = (typeof CASH_OUT_STATES)[number];

export const cashOutLifecycle = defineLifecycle({
  name: "cash_out",
  subject: "cash_out",
  states: CASH_OUT_STATES,
  events: {
    send: { from: ["held"], to: "sent", actors: ["system"], emits: "cash_out.sent", rule: "The payout provider took the transfer (a check is in the post): the held amount is spent." },
    settle: { from: ["held", "sent"], to: "settled", actors: ["system", "staff"], capability: "payouts", emits: "cash_out.settled", rule: "The money reached the seller's bank: the held amount is spent." },
    return: {
      from: ["held", "sent"],
      to: "returned",
      actors: ["system", "staff"],
      capability: "payouts",
      emits: "cash_out.returned",
      rule: "The provider refused the transfer or it bounced: the amount goes back to the wallet.",
    },
  },
});
export type CashOutEvent = keyof typeof cashOutLifecycle.events;

/** Pending in the wallet's history until the money left; completed afterwards (returned ones too, as a returned entry). */
export function isCashOutPending(state: CashOutState): boolean {
  return state === "held";
}
