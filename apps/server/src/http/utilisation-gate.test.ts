import { describe, expect, it } from "vitest";
import { UtilisationGate, type LoopTime } from "./utilisation-gate.ts";

/** A loop whose busy share the test sets for each tenth of a second it lets pass. */
function fakeLoop() {
  let now = 0;
  const loop: LoopTime = { active: 0, idle: 0 };
  return {
    now: () => now,
    loopTime: () => ({ ...loop }),
    /** `ms` pass with the loop busy `share` of them. */
    run(ms: number, share: number) {
      now += ms;
      loop.active += ms * share;
      loop.idle += ms * (1 - share);
    },
  };
}

const options = { enterAt: 0.98, leaveBelow: 0.88, windowMs: 1000 };

/** Lets `seconds` pass at `share`, sampling every 100 ms as the server does; returns the gate's state after each sample. */
function drive(gate: UtilisationGate, loop: ReturnType<typeof fakeLoop>, seconds: number, share: number): boolean[] {
  const states: boolean[] = [];
  for (let i = 0; i < seconds * 10; i++) {
    loop.run(100, share);
    gate.sample();
    states.push(gate.shedding());
  }
  return states;
}

describe("the event-loop utilisation gate", () => {
  it("does not shed a loop that is busy but waits for I/O some of the time (a server at capacity)", () => {
    const loop = fakeLoop();
    const gate = new UtilisationGate(options, loop.loopTime, loop.now);
    expect(drive(gate, loop, 10, 0.95)).not.toContain(true);
    expect(gate.utilisation()).toBeCloseTo(0.95, 5);
  });

  it("sheds once the loop has run flat out for a whole window, not before", () => {
    const loop = fakeLoop();
    const gate = new UtilisationGate(options, loop.loopTime, loop.now);
    drive(gate, loop, 3, 0.5);
    const states = drive(gate, loop, 2, 1);
    // The window is a second: after 0.5 s flat out the share is 0.75; it reaches 0.98 after 0.98 s.
    expect(states.slice(0, 9)).not.toContain(true);
    expect(states.slice(9)).not.toContain(false);
  });

  it("keeps shedding between the two thresholds (hysteresis) and stops below the lower one", () => {
    const loop = fakeLoop();
    const gate = new UtilisationGate(options, loop.loopTime, loop.now);
    drive(gate, loop, 2, 1);
    expect(gate.shedding()).toBe(true);
    // At 0.93 a gate without hysteresis would open and close with every sample around the threshold.
    expect(drive(gate, loop, 3, 0.93)).not.toContain(false);
    const falling = drive(gate, loop, 2, 0.5);
    expect(falling.at(-1)).toBe(false);
    // And it does not close again at 0.93: closing needs the upper threshold.
    expect(drive(gate, loop, 3, 0.93)).not.toContain(true);
  });

  it("forgets what came before a reset (loading the application is not load)", () => {
    const loop = fakeLoop();
    const gate = new UtilisationGate(options, loop.loopTime, loop.now);
    drive(gate, loop, 2, 1);
    expect(gate.shedding()).toBe(true);
    gate.reset();
    expect(gate.shedding()).toBe(false);
    expect(drive(gate, loop, 1, 0.2).at(-1)).toBe(false);
  });

  it("refuses a lower threshold above the upper one", () => {
    expect(() => new UtilisationGate({ enterAt: 0.9, leaveBelow: 0.95, windowMs: 1000 })).toThrow(/leaveBelow/);
  });
});
