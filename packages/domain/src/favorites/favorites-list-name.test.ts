import { describe, expect, it } from "vitest";
import { FAVORITES_LIST_MESSAGES, favoritesListNameProblem, listNameKey, tidyListName } from "./favorites-list-name.ts";

describe("favorites list names (spec 2 §5)", () => {
  it("uses the spec's exact messages", () => {
    expect(FAVORITES_LIST_MESSAGES.empty).toBe("Please name your list");
    expect(FAVORITES_LIST_MESSAGES.duplicate).toBe("That favorite collections already exists. Please use a new name.");
  });

  it("refuses an empty or blank name", () => {
    expect(favoritesListNameProblem("", [])).toBe("empty");
    expect(favoritesListNameProblem("   ", [])).toBe("empty");
  });

  it("refuses a name already used, ignoring case and spacing", () => {
    expect(favoritesListNameProblem("  spring   buys ", ["Spring Buys"])).toBe("duplicate");
    expect(favoritesListNameProblem("Spring Buys 2", ["Spring Buys"])).toBeNull();
  });

  it("refuses names over 80 characters", () => {
    expect(favoritesListNameProblem("a".repeat(80), [])).toBeNull();
    expect(favoritesListNameProblem("a".repeat(81), [])).toBe("tooLong");
  });

  it("stores a tidy name and compares by its key", () => {
    expect(tidyListName("  VIP   Clients ")).toBe("VIP Clients");
    expect(listNameKey("VIP   clients")).toBe("vip clients");
  });
});
