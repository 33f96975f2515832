import { describe, expect, it } from "vitest";
import { planMergeOnLogin } from "./merge-on-login.ts";

const MEMBERSHIP = "44000000000101";

describe("merge on login (spec 1 §4)", () => {
  it("with no saved cart, saves the current one and opens the drawer", () => {
    expect(planMergeOnLogin({ savedLines: null, currentLines: [{ merchandiseId: "1", kind: "product" }], isMember: false, membershipMerchandiseId: MEMBERSHIP })).toEqual({
      action: "save_current",
      openDrawer: true,
    });
  });

  it("adds items not already in the saved cart with quantity 1, and the membership line for non-members", () => {
    const plan = planMergeOnLogin({
      savedLines: [{ merchandiseId: "1", kind: "product" }],
      currentLines: [
        { merchandiseId: "1", kind: "product" },
        { merchandiseId: "2", kind: "product" },
        { merchandiseId: "44000000000205", kind: "shipping_protection" },
      ],
      isMember: false,
      membershipMerchandiseId: MEMBERSHIP,
    });
    expect(plan).toEqual({
      action: "merge_into_saved",
      add: [
        { merchandiseId: "2", quantity: 1 },
        { merchandiseId: MEMBERSHIP, quantity: 1 },
      ],
      openDrawer: true,
    });
  });

  it("members get no membership line; a cart that has one gets no second", () => {
    const lines = [{ merchandiseId: "1", kind: "product" as const }];
    expect(planMergeOnLogin({ savedLines: lines, currentLines: lines, isMember: true, membershipMerchandiseId: MEMBERSHIP })).toEqual({
      action: "merge_into_saved",
      add: [],
      openDrawer: true,
    });
    const withPlan = [{ merchandiseId: "44000000000111", kind: "membership" as const }];
    expect(planMergeOnLogin({ savedLines: withPlan, currentLines: [], isMember: false, membershipMerchandiseId: MEMBERSHIP })).toMatchObject({ add: [] });
    expect(planMergeOnLogin({ savedLines: [], currentLines: withPlan, isMember: false, membershipMerchandiseId: MEMBERSHIP })).toMatchObject({
      add: [{ merchandiseId: "44000000000111", quantity: 1 }],
    });
  });
});
