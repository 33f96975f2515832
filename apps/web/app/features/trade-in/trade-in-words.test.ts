import { describe, expect, it } from "vitest";
import type { TradeIn } from "@maison/contracts/trade-in";
import { formatUsd, nextStep } from "./trade-in-words.ts";

const trade = (over: Partial<TradeIn>): TradeIn => ({
  id: "tin_1",
  so_id: "tin_1",
  order_item_id: "sit_1",
  submission_id: "sub_1",
  title: "Kelly 28",
  designer: "Hermès",
  status: "offered",
  status_label: "Offered",
  prices: { instant_trade_in: { value: 1200 } },
  amount_cents: 1200_00,
  revised_amount_cents: null,
  applied_cents: 0,
  due_cents: 0,
  client_response: null,
  order_id: null,
  arrive_by: null,
  store_credit_cents: 0,
  pay_cta: false,
  can_accept: true,
  can_respond: false,
  created_at: "2026-11-18T12:00:00.000Z",
  updated_at: "2026-11-18T12:00:00.000Z",
  ...over,
});

describe("trade-in words", () => {
  it("writes dollars with thousands", () => {
    expect(formatUsd(1234_50)).toBe("$1,234.50");
  });

  it("says when the piece must arrive, and what a declined answer pays for", () => {
    expect(nextStep(trade({ status: "in_progress", arrive_by: "2026-12-02T12:00:00.000Z" }))).toBe("Your order ships once your piece reaches us. Send it by December 2, 2026.");
    expect(nextStep(trade({ status: "awaiting_payment", client_response: "declined" }))).toMatch(/^Pay back/);
    expect(nextStep(trade({ status: "success", store_credit_cents: 50_00 }))).toBe("Complete. $50.00 your order did not use is in your store credit.");
  });
});
