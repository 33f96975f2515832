import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A buyer's return (issue 14, decision 056): `requested` by the buyer within the return window; the
 * prepaid label is e-mailed at once (`label_sent`); the parcel is `in_transit` once the carrier has it;
 * staff mark it `received`, `inspected`, then `refunded` (the piece goes back on sale) or `rejected`
 * with a reason and `shipped_back` to the buyer.
 */
export const RETURN_STATES = ["requested", "label_sent", "in_transit", "received", "inspected", "refunded", "rejected", "shipped_back"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** States in which the return is still open (its pieces cannot be asked back again). */
export const OPEN_RETURN_STATES = ["requested", "label_sent", "in_transit", "received", "inspected"] as const satisfies readonly ReturnState[];

export const returnLifecycle = defineLifecycle({
  name: "return",
  subject: "return",
  states: RETURN_STATES,
  events: {
    send_label: { from: ["requested"], to: "label_sent", actors: ["system"], emits: "return.label_sent", rule: "The prepaid label was e-mailed to the buyer as the return was opened." },
    ship: { from: ["label_sent"], to: "in_transit", actors: ["customer", "staff", "system"], capability: "returns", emits: "return.in_transit", rule: "The carrier has the parcel." },
    receive: { from: ["label_sent", "in_transit"], to: "received", actors: ["staff"], capability: "returns", emits: "return.received", rule: "The parcel arrived at the warehouse." },
    inspect: { from: ["received"], to: "inspected", actors: ["staff"], capability: "returns", emits: "return.inspected", rule: "Staff checked the pieces came back as sold." },
    refund: { from: ["inspected"], to: "refunded", actors: ["staff"], capability: "returns", emits: "return.refunded", rule: "Accepted: the buyer is refunded what they paid for the pieces less the fee; the pieces go back on sale." },
    reject: { from: ["inspected"], to: "rejected", actors: ["staff"], capability: "returns", emits: "return.rejected", rule: "Refused with a reason (not the piece sold, damaged, worn); no refund." },
    ship_back: { from: ["rejected"], to: "shipped_back", actors: ["staff"], capability: "returns", emits: "return.shipped_back", rule: "The refused pieces went back to the buyer." },
  },
});
export type ReturnEvent = keyof typeof returnLifecycle.events;
