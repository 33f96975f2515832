import { describe, expect, it } from "vitest";
import { capMembershipQuantity, noteAfterMembershipChange } from "./membership-line.ts";

describe("membership line (spec 1 §4)", () => {
  it("cuts a quantity above 1 to 1", () => {
    expect(capMembershipQuantity(3)).toBe(1);
    expect(capMembershipQuantity(1)).toBe(1);
  });

  it("adding the membership line sets the note withSubscription", () => {
    expect(noteAfterMembershipChange({ note: "", membershipBefore: 0, membershipAfter: 1 })).toBe("withSubscription");
  });

  it("removing membership lines sets the note noSubscription", () => {
    expect(noteAfterMembershipChange({ note: "withSubscription", membershipBefore: 1, membershipAfter: 0 })).toBe("noSubscription");
  });

  it("other changes keep the note", () => {
    expect(noteAfterMembershipChange({ note: "gift for mum", membershipBefore: 0, membershipAfter: 0 })).toBe("gift for mum");
    expect(noteAfterMembershipChange({ note: "withSubscription", membershipBefore: 1, membershipAfter: 1 })).toBe("withSubscription");
  });
});
