import { describe, expect, it } from "vitest";
import { linesHeading, membershipFacts, thankYouWording } from "./order-wording.ts";

const line = (kind: string) => ({ product_id: "1", kind, title: "t", vendor: "v", image_url: null, price_cents: 50_00, quantity: 1, total_cents: 50_00, tax_cents: 0 });
const monthly = { contribution_cents: 50_00, billing_cycle: "monthly" as const, next_charge_at: "2026-04-14T15:00:00.000Z", terms: "I authorise…" };

describe("the words of an order's pages", () => {
  it("a membership alone is a membership, not a piece, and ships nothing", () => {
    const order = { lines: [line("membership")], membership: monthly, email: "ines@maison.test" };
    expect(linesHeading(order)).toBe("Your membership");
    expect(thankYouWording(order)).toEqual({
      headline: "Welcome to Maison membership",
      lede: "Your membership starts now: member pricing and the weekly VIP preview are yours. A confirmation e-mail is on its way to ines@maison.test.",
    });
    expect(thankYouWording(order).lede).not.toMatch(/\bship(s|ping|ped)?\b|piece/i);
  });

  it("the contribution, the store credit and the next billing date", () => {
    expect(membershipFacts(monthly)).toEqual([
      "$50.00 every month, until you cancel.",
      "Each contribution becomes store credit in your Maison wallet once it is paid, with a 2% bonus.",
      "Next contribution: April 14, 2026. Skip it, change the amount or cancel before then in your account.",
    ]);
    expect(membershipFacts({ contribution_cents: 350_00, billing_cycle: "one_off", next_charge_at: null, terms: null })).toEqual([
      "A one-off contribution of $350.00.",
      "It becomes store credit in your Maison wallet once your payment is taken, with a 2% bonus.",
    ]);
  });

  it("pieces are pieces; pieces with a membership are an order", () => {
    expect(linesHeading({ lines: [line("product"), line("shipping_protection")], membership: null })).toBe("Your piece");
    expect(linesHeading({ lines: [line("product"), line("product")], membership: null })).toBe("Your pieces");
    expect(linesHeading({ lines: [line("product"), line("membership")], membership: monthly })).toBe("Your order");
    expect(thankYouWording({ lines: [line("product")], membership: null, email: "a@b.c" }).lede).toBe("A confirmation e-mail is on its way to a@b.c. We'll write again when your order ships.");
  });
});
