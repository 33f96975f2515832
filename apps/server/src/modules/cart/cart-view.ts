import { allocateDiscount, evaluateDiscountCode, type DiscountCodeRule } from "@maison/domain/cart/discount-code";
import { giftCardUsage, isGiftForYouBlocked } from "@maison/domain/cart/gift-card-codes";
import type { GiftCardSummary } from "../wallet/wallet.port.ts";
import type { ResolvedMerchandise } from "./cart-merchandise.ts";
import type { CartLineRecord, CartRecord } from "./cart.repository.ts";
import type { CartDiscountAllocation, CartDiscountCode, CartLineView, CartView } from "./cart.port.ts";

/** A line with what it buys (lines whose merchandise is gone are never given to the view). */
export interface PricedLine {
  record: CartLineRecord;
  resolved: ResolvedMerchandise;
}

export interface AppliedDiscount {
  code: string;
  title: string;
  amountCents: number;
}

/** The items' subtotal a discount code applies to: product lines only, never special lines. */
export function eligibleSubtotalCents(lines: readonly PricedLine[]): number {
  return lines.filter((l) => l.resolved.kind === "product").reduce((sum, l) => sum + l.resolved.merchandise.priceCents * l.record.quantity, 0);
}

/**
 * The codes on the cart with the discount that applies: codes are evaluated in the order entered and
 * the first that gives a discount applies; codes do not stack, so the others show as not applicable.
 */
export function evaluateCartDiscounts(
  codes: readonly string[],
  rules: ReadonlyMap<string, DiscountCodeRule>,
  lines: readonly PricedLine[],
  now: Date,
): { applied: AppliedDiscount | null; codes: CartDiscountCode[] } {
  const eligible = eligibleSubtotalCents(lines);
  let applied: AppliedDiscount | null = null;
  const result: CartDiscountCode[] = [];
  for (const code of codes) {
    const rule = rules.get(code) ?? null;
    const outcome = evaluateDiscountCode({ enteredCode: code, rule, eligibleSubtotalCents: eligible, now, signedIn: false });
    const applies = outcome.ok && applied === null && rule !== null;
    if (applies && outcome.ok && rule) applied = { code, title: rule.title, amountCents: outcome.amountCents };
    result.push({ code, applicable: applies });
  }
  return { applied, codes: result };
}

/** The cart as the port shows it: lines with their discount shares, the discount, gift cards and totals. */
export function buildCartView(input: {
  cart: CartRecord;
  lines: readonly PricedLine[];
  discount: { applied: AppliedDiscount | null; codes: CartDiscountCode[] };
  giftCards: readonly GiftCardSummary[];
  checkoutUrl: string;
}): CartView {
  const { cart, discount } = input;
  const productLines = input.lines.filter((l) => l.resolved.kind === "product");
  const shares = discount.applied
    ? allocateDiscount(
        discount.applied.amountCents,
        productLines.map((l) => ({ id: l.record.id, subtotalCents: l.resolved.merchandise.priceCents * l.record.quantity })),
      )
    : new Map<string, number>();
  const lines: CartLineView[] = input.lines.map(({ record, resolved }) => {
    const subtotalCents = resolved.merchandise.priceCents * record.quantity;
    const share = shares.get(record.id) ?? 0;
    const allocations: CartDiscountAllocation[] =
      share > 0 && discount.applied ? [{ title: discount.applied.title, code: discount.applied.code, targetType: "LINE_ITEM", amountCents: share }] : [];
    return {
      id: record.id,
      kind: resolved.kind,
      quantity: record.quantity,
      merchandise: resolved.merchandise,
      attributes: record.attributes,
      sellingPlanId: record.sellingPlanId,
      discountAllocations: allocations,
      subtotalCents,
      totalCents: subtotalCents - share,
    };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  const discountCents = discount.applied?.amountCents ?? 0;
  const afterDiscount = Math.max(0, subtotalCents - discountCents);
  const giftForYouCents = input.giftCards.filter((c) => c.giftForYou).reduce((s, c) => s + c.availableCents, 0);
  const giftCardCents = input.giftCards.reduce((s, c) => s + c.availableCents, 0);
  const blocked = isGiftForYouBlocked({ giftCardTotalCents: giftCardCents, giftForYouTotalCents: giftForYouCents, cartSubtotalCents: subtotalCents });
  const usage = giftCardUsage(
    blocked ? 0 : afterDiscount,
    input.giftCards.map((c) => ({ id: c.id, availableCents: c.spendable ? c.availableCents : 0 })),
  );
  const giftCardsUsed = [...usage.values()].reduce((s, v) => s + v, 0);
  return {
    id: cart.id,
    checkoutUrl: input.checkoutUrl,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    currencyCode: "USD",
    note: cart.note,
    attributes: cart.attributes,
    buyerIdentity: { email: cart.buyerEmail, countryCode: cart.buyerCountry, customerId: cart.userId },
    lines,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalCents,
    totalCents: Math.max(0, afterDiscount - giftCardsUsed),
    discountCodes: discount.codes,
    // A code is an order discount spread over the product lines it applies to; each share is reported
    // on its line, so the cart level stays empty and line + cart allocations add up to it once (decision 016).
    discountAllocations: [],
    appliedGiftCards: input.giftCards.map((c) => ({
      id: c.id,
      lastCharacters: c.lastCharacters,
      amountUsedCents: usage.get(c.id) ?? 0,
      balanceCents: c.availableCents,
    })),
    completedOrderId: cart.completedOrderId,
  };
}
