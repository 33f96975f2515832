import { describe, expect, it } from "vitest";
import { systemActor, type Actor } from "../actor/actor.ts";
import { next } from "../lifecycle/define-lifecycle.ts";
import { paymentRequestLifecycle } from "./payment-request-lifecycle.ts";

const customer: Actor = { kind: "customer", id: "usr_1", capabilities: [], steppedUpAt: null };
const packer: Actor = { kind: "staff", id: "usr_2", capabilities: ["fulfilment"], steppedUpAt: null };
const support: Actor = { kind: "staff", id: "usr_3", capabilities: ["support"], steppedUpAt: null };

describe("a payment request's lifecycle", () => {
  it("is paid once, by the customer", () => {
    expect(next(paymentRequestLifecycle, "open", "pay", customer)).toMatchObject({ ok: true, to: "paid", emits: "payment_request.paid" });
    expect(next(paymentRequestLifecycle, "paid", "pay", customer)).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(paymentRequestLifecycle, "cancelled", "pay", customer)).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(paymentRequestLifecycle, "open", "pay", support)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
  });

  it("is cancelled while open by the system, the customer or support staff, never once paid", () => {
    expect(next(paymentRequestLifecycle, "open", "cancel", systemActor("loan-forfeit"))).toMatchObject({ ok: true, to: "cancelled" });
    expect(next(paymentRequestLifecycle, "open", "cancel", customer)).toMatchObject({ ok: true, to: "cancelled" });
    expect(next(paymentRequestLifecycle, "open", "cancel", support)).toMatchObject({ ok: true, to: "cancelled" });
    expect(next(paymentRequestLifecycle, "open", "cancel", packer)).toMatchObject({ ok: false, refusal: "missing_capability" });
    expect(next(paymentRequestLifecycle, "paid", "cancel", systemActor("loan-forfeit"))).toMatchObject({ ok: false, refusal: "illegal_state" });
  });
});
