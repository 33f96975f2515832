import { describe, expect, it } from "vitest";
import type { Actor } from "../actor/actor.ts";
import { next } from "../lifecycle/define-lifecycle.ts";
import { loanLifecycle, LOAN_STATES, type LoanEvent, type LoanState } from "./loan-lifecycle.ts";

const staff = (...capabilities: Actor["capabilities"]): Actor => ({ kind: "staff", id: "s", capabilities, steppedUpAt: null });
const customer: Actor = { kind: "customer", id: "c", capabilities: [], steppedUpAt: null };
const system: Actor = { kind: "system", id: "timer", capabilities: [], steppedUpAt: null };

const walk = (path: Array<[LoanEvent, Actor]>, from: LoanState = "requested") => {
  let state = from;
  for (const [event, actor] of path) {
    const result = next(loanLifecycle, state, event, actor);
    if (!result.ok) throw new Error(`${event} from ${state}: ${result.message}`);
    state = result.to;
  }
  return state;
};

describe("the loan lifecycle (issue 12: requested → in transit → funded → repaid → returned, or forfeited)", () => {
  it("has the states of the issue", () => {
    expect(LOAN_STATES).toEqual(["requested", "in_transit", "funded", "repaid", "returned", "forfeited", "cancelled"]);
  });

  it("goes requested → in transit → funded → repaid → returned", () => {
    expect(walk([["ship_in", customer], ["fund", staff("authentication")], ["repay", system], ["ship_back", staff("receiving")]])).toBe("returned");
  });

  it("forfeits a funded loan by its timer 70 days after the payout", () => {
    expect(loanLifecycle.events.fund.timer).toEqual({ event: "forfeit", afterMs: 70 * 86_400_000 });
    expect(walk([["fund", staff("authentication")], ["forfeit", system]])).toBe("forfeited");
    expect(next(loanLifecycle, "funded", "forfeit", staff("admin"))).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
  });

  it("leaves exactly one outcome between repaying and forfeiting", () => {
    expect(next(loanLifecycle, "forfeited", "repay", system)).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(loanLifecycle, "repaid", "forfeit", system)).toMatchObject({ ok: false, refusal: "illegal_state" });
  });

  it("funds only with the authentication permission, never by the borrower", () => {
    expect(next(loanLifecycle, "in_transit", "fund", staff("pricing"))).toMatchObject({ ok: false, refusal: "missing_capability" });
    expect(next(loanLifecycle, "in_transit", "fund", customer)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
  });

  it("lets the borrower withdraw only before the piece arrives", () => {
    expect(walk([["cancel", customer]])).toBe("cancelled");
    expect(next(loanLifecycle, "funded", "cancel", customer)).toMatchObject({ ok: false, refusal: "illegal_state" });
  });

  it("publishes the events the e-mails follow", () => {
    expect(["fund", "repay", "ship_back", "forfeit"].map((e) => loanLifecycle.emitted(e as LoanEvent))).toEqual(["loan.funded", "loan.repaid", "loan.returned", "loan.forfeited"]);
  });
});
