import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";
import { LOAN_GRACE_MS, LOAN_REQUEST_VALID_MS, LOAN_TERM_MS } from "./loan-terms.ts";

/**
 * A loan against a piece (decision 048): the borrower asks for it (`requested`) and ships the piece
 * in (`in_transit`); staff receive and authenticate it and the amount is paid out (`funded`). Paid
 * back through the hosted payment page it is `repaid`, and the piece is shipped back (`returned`).
 * Unpaid past its due date plus the grace period it is `forfeited`: the piece becomes Maison's. A
 * request whose piece never arrives lapses; the borrower may withdraw it before the piece arrives.
 */
export const LOAN_STATES = ["requested", "in_transit", "funded", "repaid", "returned", "forfeited", "cancelled"] as const;
export type LoanState = (typeof LOAN_STATES)[number];

export const loanLifecycle = defineLifecycle({
  name: "loan",
  subject: "loan",
  states: LOAN_STATES,
  events: {
    ship_in: {
      from: ["requested"],
      to: "in_transit",
      actors: ["customer", "b2b", "partner", "staff"],
      emits: "loan.shipped_in",
      rule: "The borrower sent the piece with the prepaid label (or staff saw the carrier's first scan).",
    },
    fund: {
      from: ["requested", "in_transit"],
      to: "funded",
      actors: ["staff"],
      capability: "authentication",
      emits: "loan.funded",
      timer: { event: "forfeit", afterMs: LOAN_TERM_MS + LOAN_GRACE_MS },
      rule: "The piece arrived and was authenticated; the amount was paid to the borrower. It is due in 60 days, forfeited 10 days later if unpaid.",
    },
    repay: {
      from: ["funded"],
      to: "repaid",
      actors: ["system", "staff"],
      emits: "loan.repaid",
      rule: "The borrower paid back the amount and the fee on the hosted payment page.",
    },
    ship_back: {
      from: ["repaid"],
      to: "returned",
      actors: ["staff"],
      capability: "receiving",
      emits: "loan.returned",
      rule: "The piece was shipped back to the borrower.",
    },
    forfeit: {
      from: ["funded"],
      to: "forfeited",
      actors: ["system"],
      emits: "loan.forfeited",
      rule: "Nothing was paid back by the due date plus the grace period: the piece is Maison's and goes to listing.",
    },
    cancel: {
      from: ["requested", "in_transit"],
      to: "cancelled",
      actors: ["customer", "b2b", "partner", "staff"],
      emits: "loan.cancelled",
      rule: "The borrower withdrew the request (or staff closed it) before the piece arrived.",
    },
    lapse: {
      from: ["requested"],
      to: "cancelled",
      actors: ["system"],
      emits: "loan.lapsed",
      rule: "The piece did not arrive within 30 days of the request.",
    },
  },
});
export type LoanEvent = keyof typeof loanLifecycle.events;

/** The lapse timer starts with the request (a birth has no event of its own to carry it). */
export const LOAN_REQUEST_TIMER = { event: "lapse" as const, afterMs: LOAN_REQUEST_VALID_MS };

/** Loans that count against the tier's limit: the piece is on its way, or with Maison as collateral. */
export const OPEN_LOAN_STATES = ["requested", "in_transit", "funded", "repaid"] as const satisfies readonly LoanState[];

/** The borrower's words for each state. */
export const LOAN_STATE_LABELS: Record<LoanState, string> = {
  requested: "Awaiting your piece",
  in_transit: "On its way to us",
  funded: "Funded",
  repaid: "Repaid, piece being shipped back",
  returned: "Closed, piece returned",
  forfeited: "Forfeited",
  cancelled: "Cancelled",
};
