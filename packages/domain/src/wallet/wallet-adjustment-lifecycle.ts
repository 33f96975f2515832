import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A manual adjustment of a customer's wallet by staff with the payouts capability (decision 053): it is
 * born `posted` with its reason and never moves; its audit row is the record of who did it and why.
 */
export const walletAdjustmentLifecycle = defineLifecycle({
  name: "wallet_adjustment",
  subject: "wallet_adjustment",
  states: ["posted"],
  events: {},
});
