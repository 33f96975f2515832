import { describe, expect, it } from "vitest";
import { ORDER_QUEUES } from "@maison/domain/checkout/order-fulfilment";
import { ORDER_STATES } from "@maison/domain/checkout/order-lifecycle";
import { formatOpsTime, isOpsOrderAction, OPS_ORDER_STATE_LABELS, ORDER_QUEUE_EMPTY, ORDER_QUEUE_LABELS, timelineActorLabel, timelineEventLabel } from "./ops-order-labels.ts";

describe("the packing desk's words", () => {
  it("names every state and every list", () => {
    for (const state of ORDER_STATES) expect(OPS_ORDER_STATE_LABELS[state]).toMatch(/\w/);
    for (const queue of ORDER_QUEUES) {
      expect(ORDER_QUEUE_LABELS[queue]).toMatch(/\w/);
      expect(ORDER_QUEUE_EMPTY[queue]).toMatch(/\w/);
    }
    expect(OPS_ORDER_STATE_LABELS.paid).toBe("To pack");
  });

  it("says what happened and who did it", () => {
    expect(timelineEventLabel("ship")).toBe("Shipped");
    expect(timelineEventLabel("some_new_event")).toBe("some new event");
    expect(timelineActorLabel({ actor_kind: "staff", actor_name: "staff@maison.test" })).toBe("staff@maison.test");
    expect(timelineActorLabel({ actor_kind: "customer", actor_name: null })).toBe("The buyer");
    expect(timelineActorLabel({ actor_kind: "system", actor_name: null })).toBe("Maison (automatic)");
  });

  it("knows its four moves", () => {
    expect(["pack", "ship", "deliver", "cancel", "refund"].filter(isOpsOrderAction)).toEqual(["pack", "ship", "deliver", "cancel"]);
  });

  it("writes times in New York time", () => {
    expect(formatOpsTime("2026-11-18T12:00:00.000Z")).toBe("Nov 18, 2026, 7:00 AM");
    expect(formatOpsTime("nope")).toBe("");
  });
});
