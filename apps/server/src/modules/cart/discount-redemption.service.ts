import { DISCOUNT_MESSAGES, evaluateDiscountCode } from "@maison/domain/cart/discount-code";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Tx } from "../../db/transaction.ts";
import type { CartView } from "./cart.port.ts";
import { findDiscountCode, findRedemption, incrementUsage, insertRedemption } from "./discount-code.repository.ts";
import { CartErrorCode } from "@maison/contracts/cart";

export interface DiscountRedemption {
  code: string;
  amountCents: number;
}

/**
 * Redeems the discount of a cart for an order, inside the checkout's transaction. The code is checked
 * again (dates, status) and its usage counted by a guarded update, so the usage limit holds under any
 * concurrency; the same order redeeming again counts once.
 */
export class DiscountRedemptionService {
  constructor(private readonly clock: Clock) {}

  /**
   * Counts the discount the priced cart carries (its applicable code and amount) for `orderId`; returns
   * null when the cart has none. Throws DomainError `discount_usage_limit` (409) when the code was used
   * up meanwhile, or `discount_not_valid` (409) when it ended or was disabled: the order must not be placed.
   */
  async redeem(tx: Tx, cart: CartView, orderId: string): Promise<DiscountRedemption | null> {
    const allocations = [...cart.discountAllocations, ...cart.lines.flatMap((line) => line.discountAllocations)];
    const code = allocations.find((a) => a.code !== null && cart.discountCodes.some((c) => c.code === a.code && c.applicable))?.code;
    if (!code) return null;
    const applied = { code, amountCents: allocations.filter((a) => a.code === code).reduce((sum, a) => sum + a.amountCents, 0) };
    const done = await findRedemption(tx.db, code, orderId);
    if (done) return { code, amountCents: done.amount_cents };
    const rule = await findDiscountCode(tx.db, code);
    const outcome = evaluateDiscountCode({
      enteredCode: code,
      rule: rule ?? null,
      eligibleSubtotalCents: Number.MAX_SAFE_INTEGER,
      now: this.clock.now(),
      signedIn: true,
    });
    if (!outcome.ok && outcome.code !== "discount_usage_limit") {
      throw new DomainError("conflict", CartErrorCode.enum.discount_not_valid, DISCOUNT_MESSAGES.notValidAnymore, "discountCodes");
    }
    if (!(await incrementUsage(tx.db, code))) {
      throw new DomainError("conflict", CartErrorCode.enum.discount_usage_limit, DISCOUNT_MESSAGES.usageLimitReached, "discountCodes");
    }
    await insertRedemption(tx.db, { code, orderId, cartId: cart.id, amountCents: applied.amountCents, at: this.clock.now().toISOString() });
    return { code, amountCents: applied.amountCents };
  }
}
