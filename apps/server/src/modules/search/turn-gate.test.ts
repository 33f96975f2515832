import { describe, expect, it } from "vitest";
import { TurnGate } from "./turn-gate.ts";

/** Counts timers phases of the event loop that found the timer due (a 0 ms timer, re-armed each time it fires). */
function turnCounter(): { turn(): number; stop(): void } {
  let turns = 0;
  let timer: NodeJS.Timeout;
  const tick = () => {
    turns += 1;
    timer = setTimeout(tick, 0);
  };
  timer = setTimeout(tick, 0);
  return { turn: () => turns, stop: () => clearTimeout(timer) };
}

describe("TurnGate", () => {
  it("lets the first caller of a turn through at once", () => {
    const gate = new TurnGate();
    expect(gate.pass()).toBeUndefined();
  });

  it("lets the callers that arrive together through one per later turn, in order, with timers run between them", async () => {
    const gate = new TurnGate();
    const counter = turnCounter();
    const order: Array<[string, number]> = [];
    const callers = ["a", "b", "c", "d"].map(async (name) => {
      await gate.pass();
      order.push([name, counter.turn()]);
      // Work long enough for the timer to be due: it fires before the next caller only if the loop turned between them.
      for (const until = performance.now() + 3; performance.now() < until; );
    });
    await Promise.all(callers);
    counter.stop();
    expect(order.map(([name]) => name)).toEqual(["a", "b", "c", "d"]);
    // Each caller after the first ran in a turn of its own: the timer fired between any two of them.
    for (let k = 1; k < order.length; k++) expect(order[k]![1]).toBeGreaterThan(order[k - 1]![1]);
    expect(gate.queued).toBe(0);
  });

  it("opens again once nobody waits", async () => {
    const gate = new TurnGate();
    expect(gate.pass()).toBeUndefined();
    await gate.pass();
    await new Promise((resolve) => setImmediate(() => setImmediate(() => setImmediate(resolve))));
    expect(gate.pass()).toBeUndefined();
  });
});
