import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A business's request to join the wholesale programme (decision 061): it is `submitted` from the
 * signup at /join-rebagforbusiness; staff with the support capability approve it (the account
 * becomes a business, b2b, account) or decline it with a reason. A declined business may apply again.
 */
export const WHOLESALE_APPLICATION_STATES = ["submitted", "approved", "declined"] as const;
export type WholesaleApplicationState = (typeof WHOLESALE_APPLICATION_STATES)[number];

export const wholesaleApplicationLifecycle = defineLifecycle({
  name: "wholesale_application",
  subject: "wholesale_application",
  states: WHOLESALE_APPLICATION_STATES,
  events: {
    approve: {
      from: ["submitted"],
      to: "approved",
      actors: ["staff"],
      capability: "support",
      emits: "wholesale_application.approved",
      rule: "Staff checked the company, its tax id and resale certificate: the account becomes a business account and may shop wholesale.",
    },
    decline: {
      from: ["submitted"],
      to: "declined",
      actors: ["staff"],
      capability: "support",
      emits: "wholesale_application.declined",
      rule: "Staff could not verify the business; the applicant is told why and may apply again.",
    },
  },
});
export type WholesaleApplicationEvent = keyof typeof wholesaleApplicationLifecycle.events;
