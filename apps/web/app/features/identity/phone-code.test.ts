import { describe, expect, it } from "vitest";
import { backspaceBox, codeOf, EMPTY_CODE, isCodeComplete, pasteCode, typeIntoBox } from "./phone-code.ts";

describe("the four code boxes (spec 2 §5)", () => {
  it("are exactly four, empty to begin with", () => {
    expect(EMPTY_CODE).toEqual(["", "", "", ""]);
    expect(isCodeComplete(EMPTY_CODE)).toBe(false);
  });

  it("keep one digit per box and move focus to the next box", () => {
    const first = typeIntoBox(EMPTY_CODE, 0, "7");
    expect(first).toEqual({ digits: ["7", "", "", ""], focus: 1 });
    const last = typeIntoBox(["7", "1", "2", ""], 3, "9");
    expect(last).toEqual({ digits: ["7", "1", "2", "9"], focus: 3 });
  });

  it("accept digits only: letters, signs and a minus change nothing", () => {
    for (const value of ["a", "-", "-1".slice(0, 1), "e", " ", "+"]) {
      expect(typeIntoBox(EMPTY_CODE, 0, value)).toEqual({ digits: EMPTY_CODE, focus: 0 });
    }
    expect(typeIntoBox(EMPTY_CODE, 1, "-5")).toEqual({ digits: ["", "5", "", ""], focus: 2 });
  });

  it("replace the digit of a full box with the newly typed one", () => {
    expect(typeIntoBox(["1", "", "", ""], 0, "18")).toEqual({ digits: ["8", "", "", ""], focus: 1 });
  });

  it("fill all four from a pasted 4-character code", () => {
    expect(pasteCode("4821")).toEqual({ digits: ["4", "8", "2", "1"], focus: 3 });
    expect(pasteCode(" 4821\n")).toEqual({ digits: ["4", "8", "2", "1"], focus: 3 });
    expect(typeIntoBox(EMPTY_CODE, 2, "4821")).toEqual({ digits: ["4", "8", "2", "1"], focus: 3 });
  });

  it("ignore a paste that is not four digits", () => {
    expect(pasteCode("482")).toBeNull();
    expect(pasteCode("48210")).toBeNull();
    expect(pasteCode("48a1")).toBeNull();
    expect(pasteCode("-482")).toBeNull();
  });

  it("go back on Backspace in an empty box, clearing the previous digit", () => {
    expect(backspaceBox(["1", "2", "", ""], 2)).toEqual({ digits: ["1", "", "", ""], focus: 1 });
    expect(backspaceBox(["1", "2", "3", ""], 2)).toEqual({ digits: ["1", "2", "", ""], focus: 2 });
    expect(backspaceBox(EMPTY_CODE, 0)).toEqual({ digits: EMPTY_CODE, focus: 0 });
  });

  it("enable submit only when all four are filled", () => {
    expect(isCodeComplete(["1", "2", "3", ""])).toBe(false);
    expect(isCodeComplete(["1", "2", "3", "4"])).toBe(true);
    expect(codeOf(["1", "2", "3", "4"])).toBe("1234");
  });
});
