import { describe, expect, it } from "vitest";
import { accountNotices, MAX_ACCOUNT_NOTICES, type NoticeFacts } from "./account-notices.ts";

// Noon in New York on 2026-11-24.
const now = new Date("2026-11-24T17:00:00Z");
const paths = { submission: (t: string) => `/sub/${t}`, consignment: (id: string) => `/con/${id}`, membership: "/my-account/membership", shop: "/collections/new-arrivals" };
const facts = (over: Partial<NoticeFacts>): NoticeFacts => ({ now, items: [], consignments: [], member: null, paths, ...over });
const offer = (id: string, expiresAt: string) => ({ id, ticketId: `t_${id}`, title: "Chanel Classic Flap", state: "quoted", expiresAt, awaitingShipping: true });

describe("account notices (spec 1 §2 toasts)", () => {
  it("a pending offer says when it expires: today, in one day, in N days", () => {
    const labels = (expiresAt: string) => accountNotices(facts({ items: [offer("a", expiresAt)] })).map((n) => n.expiry);
    expect(labels("2026-11-25T04:00:00Z")).toEqual(["Expires today"]); // 23:00 in New York the same day
    expect(labels("2026-11-25T17:00:00Z")).toEqual(["Expires in one day"]);
    expect(labels("2026-11-29T17:00:00Z")).toEqual(["Expires in 5 days"]);
    expect(labels("2026-11-24T16:59:59Z")).toEqual([]); // already expired: no notice
  });

  it("a pending offer asks to accept and ship, linked to its submission, urgent on its last two days", () => {
    const [notice] = accountNotices(facts({ items: [offer("a", "2026-11-25T17:00:00Z")] }));
    expect(notice).toMatchObject({ kind: "offer", urgent: true, action: { label: "See the offer", href: "/sub/t_a" } });
    expect(notice!.text).toBe("Your offer for the Chanel Classic Flap is waiting. Accept it and ship your item to be paid.");
    expect(accountNotices(facts({ items: [offer("b", "2026-11-29T17:00:00Z")] }))[0]!.urgent).toBe(false);
  });

  it("an accepted piece without shipping asks to ship it; one with shipping does not", () => {
    const accepted = { ...offer("c", "2026-11-29T17:00:00Z"), state: "accepted" };
    expect(accountNotices(facts({ items: [accepted] }))).toMatchObject([{ kind: "ship", expiry: null, action: { label: "Ship your item" } }]);
    expect(accountNotices(facts({ items: [{ ...accepted, awaitingShipping: false }] }))).toEqual([]);
  });

  it("a consignment with a proposed price asks for an answer", () => {
    const notices = accountNotices(facts({ consignments: [{ id: "cns_1", title: "Hermès Birkin 30", proposedPriceCents: 12_500_00 }, { id: "cns_2", title: "x", proposedPriceCents: null }] }));
    expect(notices).toEqual([
      {
        kind: "consignment",
        key: "consignment:cns_1",
        text: "We suggest a new price of $12,500 for your consigned Hermès Birkin 30. Tell us if you agree.",
        expiry: null,
        urgent: false,
        action: { label: "Answer", href: "/con/cns_1" },
      },
    ]);
  });

  it("a member's earn-more: the special-day discount with its expiry, else the spend to the next tier", () => {
    const withDiscount = accountNotices(facts({ member: { isMember: true, spendCents: 600_00, specialDiscount: { percentage: 10, code: "BDAY10", expirationDate: "2026-11-27T17:00:00Z" } } }));
    expect(withDiscount).toMatchObject([{ kind: "member", expiry: "Expires in 3 days", text: "Members earn more: 10% off your next piece with the code BDAY10." }]);
    // Bronze from $500, Silver from $2,500.
    const climbing = accountNotices(facts({ member: { isMember: true, spendCents: 600_00, specialDiscount: null } }));
    expect(climbing).toMatchObject([{ kind: "member", expiry: null, text: "Members earn more: spend $1,900 more this year to reach Silver, and its perks." }]);
    expect(accountNotices(facts({ member: { isMember: true, spendCents: 10_000_00, specialDiscount: null } }))).toEqual([]);
    expect(accountNotices(facts({ member: { isMember: false, spendCents: 600_00, specialDiscount: null } }))).toEqual([]);
  });

  it("shows the most pressing first and at most three", () => {
    const notices = accountNotices(
      facts({
        items: [offer("late", "2026-11-30T17:00:00Z"), offer("soon", "2026-11-25T17:00:00Z"), offer("mid", "2026-11-27T17:00:00Z")],
        consignments: [{ id: "cns_1", title: "Birkin", proposedPriceCents: 100_00 }],
        member: { isMember: true, spendCents: 0, specialDiscount: null },
      }),
    );
    expect(notices).toHaveLength(MAX_ACCOUNT_NOTICES);
    expect(notices.map((n) => n.key)).toEqual(["offer:soon", "offer:mid", "offer:late"]);
  });
});
