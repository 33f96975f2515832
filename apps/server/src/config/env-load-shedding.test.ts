import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("the load-shedding settings", () => {
  it("default to the queue signal on: saturated at 0.98 of the last second, a second's wait in the sockets", () => {
    const env = loadEnv({});
    expect(env.MAX_EVENT_LOOP_UTILIZATION).toBe(0.98);
    expect(env.MAX_QUEUE_WAIT_MS).toBe(1000);
  });

  it("take a share between 0.5 and 1, or off", () => {
    expect(loadEnv({ MAX_EVENT_LOOP_UTILIZATION: "0.9" }).MAX_EVENT_LOOP_UTILIZATION).toBe(0.9);
    expect(loadEnv({ MAX_EVENT_LOOP_UTILIZATION: "off" }).MAX_EVENT_LOOP_UTILIZATION).toBe("off");
    expect(() => loadEnv({ MAX_EVENT_LOOP_UTILIZATION: "1.5" })).toThrow(/MAX_EVENT_LOOP_UTILIZATION/);
    expect(() => loadEnv({ MAX_EVENT_LOOP_UTILIZATION: "busy" })).toThrow(/MAX_EVENT_LOOP_UTILIZATION/);
    expect(() => loadEnv({ MAX_QUEUE_WAIT_MS: "5" })).toThrow(/MAX_QUEUE_WAIT_MS/);
  });
});
