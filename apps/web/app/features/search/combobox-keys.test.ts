import { describe, expect, it } from "vitest";
import { comboboxMove } from "./combobox-keys.ts";

describe("comboboxMove", () => {
  it("arrows move through the options and wrap", () => {
    expect(comboboxMove("ArrowDown", null, 3)).toEqual({ kind: "highlight", index: 0 });
    expect(comboboxMove("ArrowDown", 2, 3)).toEqual({ kind: "highlight", index: 0 });
    expect(comboboxMove("ArrowUp", null, 3)).toEqual({ kind: "highlight", index: 2 });
    expect(comboboxMove("ArrowUp", 0, 3)).toEqual({ kind: "highlight", index: 2 });
    expect(comboboxMove("ArrowUp", 2, 3)).toEqual({ kind: "highlight", index: 1 });
  });

  it("Enter chooses the highlighted option, or lets the form submit", () => {
    expect(comboboxMove("Enter", 1, 3)).toEqual({ kind: "choose", index: 1 });
    expect(comboboxMove("Enter", null, 3)).toEqual({ kind: "none" });
  });

  it("Escape closes; nothing moves in an empty list", () => {
    expect(comboboxMove("Escape", 1, 3)).toEqual({ kind: "close" });
    expect(comboboxMove("Escape", null, 0)).toEqual({ kind: "close" });
    expect(comboboxMove("ArrowDown", null, 0)).toEqual({ kind: "none" });
  });
});
