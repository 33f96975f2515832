import { describe, expect, it } from "vitest";
import type { Actor } from "../actor/actor.ts";
import { defineLifecycle, eventsFrom, next } from "./define-lifecycle.ts";

const actor = (kind: Actor["kind"], capabilities: Actor["capabilities"] = []): Actor => ({ kind, id: "a", capabilities, steppedUpAt: null });

const door = defineLifecycle({
  name: "door",
  subject: "door",
  states: ["closed", "open", "locked"],
  events: {
    open: { from: ["closed"], to: "open", actors: ["customer", "staff"], rule: "Anyone opens a closed door.", timer: { event: "close", afterMs: 30_000 } },
    close: { from: ["open"], to: "closed", actors: ["system", "customer"], rule: "It closes itself." },
    lock: { from: ["closed"], to: "locked", actors: ["staff"], capability: "support", rule: "Staff with support lock it." },
    knock: { from: ["closed", "locked"], to: "same", actors: ["customer"], guard: (c: { hour: number }) => (c.hour < 22 ? null : "Too late to knock."), rule: "Knocking changes nothing." },
  },
});

describe("defineLifecycle and next", () => {
  it("moves a subject along an allowed event, with its timer and domain event", () => {
    const result = next(door, "closed", "open", actor("customer"), { hour: 9 });
    expect(result).toEqual({ ok: true, from: "closed", to: "open", event: "open", timer: { event: "close", afterMs: 30_000 }, emits: "door.open" });
  });

  it("refuses an event from a state it does not leave, by an actor kind it does not name, or without the capability", () => {
    expect(next(door, "open", "open", actor("customer"), { hour: 9 })).toMatchObject({ ok: false, refusal: "illegal_state", message: "This door cannot open while it is open." });
    expect(next(door, "open", "close", actor("staff"), { hour: 9 })).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
    expect(next(door, "closed", "lock", actor("staff", ["pricing"]), { hour: 9 })).toMatchObject({ ok: false, refusal: "missing_capability", message: "This needs the support permission." });
    expect(next(door, "closed", "lock", actor("staff", ["support"]), { hour: 9 })).toMatchObject({ ok: true, to: "locked" });
    expect(next(door, "closed", "lock", actor("staff", ["admin"]), { hour: 9 })).toMatchObject({ ok: true, to: "locked" });
  });

  it("applies guards to the subject's facts, and `same` keeps the state", () => {
    expect(next(door, "locked", "knock", actor("customer"), { hour: 23 })).toMatchObject({ ok: false, refusal: "guard_failed", message: "Too late to knock." });
    expect(next(door, "locked", "knock", actor("customer"), { hour: 8 })).toMatchObject({ ok: true, from: "locked", to: "locked" });
  });

  it("lists the events an actor could fire from a state", () => {
    expect(eventsFrom(door, "closed", actor("staff", ["support"]))).toEqual(["open", "lock"]);
    expect(eventsFrom(door, "closed", actor("staff"))).toEqual(["open"]);
  });

  it("rejects a table naming an unknown state or timer event", () => {
    expect(() =>
      defineLifecycle({ name: "bad", subject: "bad", states: ["a"], events: { go: { from: ["a"], to: "b" as "a", actors: ["system"], rule: "" } } }),
    ).toThrow('Lifecycle bad: event go names unknown state "b"');
    expect(() =>
      defineLifecycle({ name: "bad", subject: "bad", states: ["a"], events: { go: { from: ["a"], to: "a", actors: ["system"], rule: "", timer: { event: "nope" as "go", afterMs: 1 } } } }),
    ).toThrow('starts unknown timer event "nope"');
  });
});
