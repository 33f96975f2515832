import { allocateDiscount, evaluateDiscountCode, type DiscountCodeRule } from "@maison/domain/cart/discount-code";
import { giftCardUsage, isGiftForYouBlocked } from "@maison/domain/cart/gift-card-codes";
import { saleDiscountCents, type Sale } from "@maison/domain/content/sale-tiers";
import { MEMBER_PRICE_TITLE } from "@maison/domain/membership/member-pricing";
import type { GiftCardSummary } from "../wallet/wallet.port.ts";
import type { ResolvedMerchandise } from "./cart-merchandise.ts";
import type { CartLineRecord, CartRecord } from "./cart.repository.ts";
import type { CartDiscountAllocation, CartDiscountApplication, CartDiscountCode, CartLineView, CartView } from "./cart.port.ts";

/** A line with what it buys (lines whose merchandise is gone are never given to the view). */
export interface PricedLine {
  record: CartLineRecord;
  resolved: ResolvedMerchandise;
  /** The member-price discount of the line (product lines of members or carts with a subscription), else 0. */
  memberDiscountCents: number;
}

/** The order discount of the cart: an entered code, or the running sale's tier (code null). */
export interface AppliedDiscount {
  code: string | null;
  title: string;
  amountCents: number;
  /** What the code or sale gives: a percentage of the items, or an amount off the order. */
  value: CartDiscountApplication["value"];
}

/** The items' subtotal an order discount applies to: product lines at their member price, never special lines. */
export function eligibleSubtotalCents(lines: readonly PricedLine[]): number {
  return lines
    .filter((l) => l.resolved.kind === "product")
    .reduce((sum, l) => sum + l.resolved.merchandise.priceCents * l.record.quantity - l.memberDiscountCents, 0);
}

/**
 * The codes on the cart with the order discount that applies (decision 029): codes are evaluated in the
 * order entered and the first that gives a discount is the code's candidate; a running sale's tier is the
 * automatic candidate. Order discounts do not stack: the larger applies (the code on a tie), and a code
 * that does not apply shows as not applicable. Member prices are product discounts and come first.
 */
export function evaluateCartDiscounts(
  codes: readonly string[],
  rules: ReadonlyMap<string, DiscountCodeRule>,
  lines: readonly PricedLine[],
  now: Date,
  sale: Sale | null = null,
): { applied: AppliedDiscount | null; codes: CartDiscountCode[] } {
  const eligible = eligibleSubtotalCents(lines);
  let byCode: AppliedDiscount | null = null;
  for (const code of codes) {
    const rule = rules.get(code) ?? null;
    const outcome = evaluateDiscountCode({ enteredCode: code, rule, eligibleSubtotalCents: eligible, now, signedIn: false });
    if (outcome.ok && byCode === null && rule !== null) {
      const value = rule.kind === "percent" ? { percentage: rule.value } : { amountCents: outcome.amountCents };
      byCode = { code, title: rule.title, amountCents: outcome.amountCents, value };
    }
  }
  const saleCents = sale ? saleDiscountCents(eligible, sale.tiers) : 0;
  const applied = saleCents > (byCode?.amountCents ?? 0) && sale ? { code: null, title: sale.title, amountCents: saleCents, value: { amountCents: saleCents } } : byCode;
  return { applied, codes: codes.map((code) => ({ code, applicable: applied !== null && applied.code === code })) };
}

/** The cart as the port shows it: lines with their discount shares, the discount, gift cards and totals. */
export function buildCartView(input: {
  cart: CartRecord;
  lines: readonly PricedLine[];
  discount: { applied: AppliedDiscount | null; codes: CartDiscountCode[] };
  giftCards: readonly GiftCardSummary[];
  checkoutUrl: string;
  tradeIns?: CartView["tradeIns"];
}): CartView {
  const { cart, discount } = input;
  const productLines = input.lines.filter((l) => l.resolved.kind === "product");
  const shares = discount.applied
    ? allocateDiscount(
        discount.applied.amountCents,
        productLines.map((l) => ({ id: l.record.id, subtotalCents: l.resolved.merchandise.priceCents * l.record.quantity - l.memberDiscountCents })),
      )
    : new Map<string, number>();
  const lines: CartLineView[] = input.lines.map(({ record, resolved, memberDiscountCents }) => {
    const subtotalCents = resolved.merchandise.priceCents * record.quantity;
    const share = shares.get(record.id) ?? 0;
    const allocations: CartDiscountAllocation[] = [];
    // Member pricing is an automatic product discount (Shopify's CartAutomaticDiscountAllocation).
    if (memberDiscountCents > 0) {
      const application = { allocationMethod: "EACH", value: { amountCents: memberDiscountCents } } as const;
      allocations.push({ title: MEMBER_PRICE_TITLE, code: null, targetType: "LINE_ITEM", amountCents: memberDiscountCents, application });
    }
    if (share > 0 && discount.applied) {
      const application = { allocationMethod: "ACROSS", value: discount.applied.value } as const;
      allocations.push({ title: discount.applied.title, code: discount.applied.code, targetType: "LINE_ITEM", amountCents: share, application });
    }
    return {
      id: record.id,
      kind: resolved.kind,
      quantity: record.quantity,
      merchandise: resolved.merchandise,
      attributes: record.attributes,
      sellingPlanId: record.sellingPlanId,
      discountAllocations: allocations,
      subtotalCents,
      totalCents: subtotalCents - memberDiscountCents - share,
    };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  const memberCents = input.lines.reduce((sum, l) => sum + l.memberDiscountCents, 0);
  const discountCents = memberCents + (discount.applied?.amountCents ?? 0);
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
      isStoreCredit: c.ownerUserId !== null,
    })),
    completedOrderId: cart.completedOrderId,
    tradeIns: input.tradeIns ?? [],
  };
}
