import { describe, expect, it } from "vitest";
import { optimisticToggle, settleToggle } from "./favorite-state.ts";

describe("favorite toggling", () => {
  const unsaved = { saved: false, count: 4, pending: false };

  it("saves at once with the count following, and stays saved when the API agrees", () => {
    const optimistic = optimisticToggle(unsaved);
    expect(optimistic).toEqual({ saved: true, count: 5, pending: true });
    expect(settleToggle(unsaved, optimistic, { ok: true })).toEqual({ saved: true, count: 5, pending: false });
    expect(settleToggle(unsaved, optimistic, { ok: true, count: 9 })).toEqual({ saved: true, count: 9, pending: false });
  });

  it("puts the heart back when the API refuses", () => {
    const optimistic = optimisticToggle(unsaved);
    expect(settleToggle(unsaved, optimistic, { ok: false })).toEqual(unsaved);
  });

  it("removing never takes the count below zero", () => {
    expect(optimisticToggle({ saved: true, count: 0, pending: false })).toEqual({ saved: false, count: 0, pending: true });
  });
});
