import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A payout to a seller (decision 043): `requested` when Maison commits to pay, `sent` once the
 * provider took the transfer (a bank transfer in flight, a check in the post), `settled` when the money
 * arrived, `failed` when the provider refused or the transfer bounced.
 */
export const PAYOUT_STATES = ["requested", "sent", "settled", "failed"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const payoutLifecycle = defineLifecycle({
  name: "payout",
  subject: "payout",
  states: PAYOUT_STATES,
  events: {
    send: { from: ["requested"], to: "sent", actors: ["staff", "system"], capability: "payouts", emits: "payout.sent", rule: "The provider accepted the transfer." },
    settle: { from: ["requested", "sent"], to: "settled", actors: ["staff", "system"], capability: "payouts", emits: "payout.settled", rule: "The money reached the seller." },
    fail: { from: ["requested", "sent"], to: "failed", actors: ["staff", "system"], capability: "payouts", emits: "payout.failed", rule: "The provider refused the transfer, or it bounced." },
  },
});
export type PayoutEvent = keyof typeof payoutLifecycle.events;

/** The kinds of payout profile (spec 2 §3 payment methods grouped as ach, check, sitecredit and wallet). */
export const PAYOUT_PROVIDER_TYPES = ["ach", "check", "sitecredit"] as const;
export type PayoutProviderType = (typeof PAYOUT_PROVIDER_TYPES)[number];
