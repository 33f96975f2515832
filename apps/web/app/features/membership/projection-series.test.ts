import { describe, expect, it } from "vitest";
import { PROJECTION_FALLBACK_MESSAGE, projectionState, toBalanceSeries } from "./projection-series.ts";

const point = (month: number, date: string, balance: number) => ({ month, date, contribution: 50, bonus: 1, balance });

describe("balance projection to chart months", () => {
  it("orders the months and labels them by the month of their date, in cents", () => {
    const series = toBalanceSeries({ balance_projection: [point(2, "2026-05-31", 102), point(1, "2026-04-30", 51.5)] });
    expect(series).toEqual([
      { label: "Apr 2026", balanceCents: 51_50 },
      { label: "May 2026", balanceCents: 102_00 },
    ]);
  });

  it("falls back to the month number when the date cannot be read", () => {
    expect(toBalanceSeries({ balance_projection: [point(3, "soon", 10)] })).toEqual([{ label: "Month 3", balanceCents: 10_00 }]);
  });
});

describe("projection outcome (spec 1 §8)", () => {
  it("is ready with the series when the answer is a projection", async () => {
    const state = await projectionState({ ok: true, body: { balance_projection: [point(1, "2026-04-30", 51)] } });
    expect(state).toEqual({ status: "ready", series: [{ label: "Apr 2026", balanceCents: 51_00 }] });
  });

  it("shows the error detail of a refusal", async () => {
    expect(await projectionState({ ok: false, body: { code: "bad_request", message: "Bad amount", detail: "Choose one of the plan amounts." } })).toEqual({
      status: "error",
      message: "Choose one of the plan amounts.",
    });
  });

  it("shows the stored message when there is no detail or no answer", async () => {
    expect(await projectionState({ ok: false, body: null })).toEqual({ status: "error", message: PROJECTION_FALLBACK_MESSAGE });
    expect(await projectionState({ ok: true, body: { unexpected: true } })).toEqual({ status: "error", message: PROJECTION_FALLBACK_MESSAGE });
  });
});
