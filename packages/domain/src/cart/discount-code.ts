import type { Cents } from "../money/cents.ts";

/** Spec 1 §9: a 16-character code is a gift card / store credit, not a discount code. */
export const STORE_CREDIT_CODE_LENGTH = 16;

/** A discount code as stored: fixed amount or percentage off the items, with dates, minimum and usage limit. */
export interface DiscountCodeRule {
  code: string;
  title: string;
  kind: "fixed" | "percent";
  /** fixed: cents off; percent: whole percent off (1-100). */
  value: number;
  minSubtotalCents: Cents;
  /** How many orders may use the code in total; null means no limit. */
  usageLimit: number | null;
  usedCount: number;
  startsAt: string | null;
  endsAt: string | null;
  status: "active" | "disabled";
}

/** The wording the cart shows for each discount result (spec 1 §5; the not-found and store-credit texts are ours). */
export const DISCOUNT_MESSAGES = {
  usageLimitReached: "This discount has reached its usage limit",
  notValidAnymore: "This discount is not valid anymore",
  unableToApply: "Unable to apply this discount code.",
  zeroAmount: "The discount code is invalid.",
  notFound: "We couldn't find this discount code. Please check it and try again.",
  storeCreditSignedIn:
    "Store credit is now added to your cart automatically. You can review it on the Payment page of your account.",
  storeCreditSignedOut: "Please log in to use your store credit.",
  notWithSale: "Discount codes can't be combined with the sale prices running now.",
} as const;

/** Stable codes of the discount results, carried with the message to the client. */
export type DiscountErrorCode =
  | "discount_not_found"
  | "store_credit_code"
  | "discount_usage_limit"
  | "discount_not_valid"
  | "discount_not_applicable"
  | "discount_zero_amount"
  | "discount_not_combinable_with_sale";

export type DiscountOutcome = { ok: true; amountCents: Cents } | { ok: false; code: DiscountErrorCode; message: string };

/** The form codes are stored and compared in: trimmed, upper case. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Spec 1 §5: a code of 16 characters (spaces and dashes aside) that is no discount is taken for store credit. */
export function looksLikeStoreCreditCode(code: string): boolean {
  return code.replace(/[\s-]/g, "").length === STORE_CREDIT_CODE_LENGTH;
}

/** Cents off `eligibleSubtotalCents`: a fixed amount never above the subtotal; a percentage rounded down to the cent. */
export function discountAmountCents(rule: Pick<DiscountCodeRule, "kind" | "value">, eligibleSubtotalCents: Cents): Cents {
  const base = Math.max(0, eligibleSubtotalCents);
  if (rule.kind === "fixed") return Math.min(rule.value, base);
  return Math.floor((base * rule.value) / 100);
}

/**
 * The result of applying a code to a cart (spec 1 §5). Unknown codes: 16 characters means store credit
 * (signed-in shoppers are told it is now added automatically, visitors to log in), others are not found.
 * Disabled or ended: not valid anymore; used up: usage limit; not started yet or below its minimum:
 * unable to apply; a discount of 0: invalid. Only a discount above 0 applies.
 */
export function evaluateDiscountCode(input: {
  enteredCode: string;
  rule: DiscountCodeRule | null;
  /** The items' subtotal the code discounts (special lines excluded). */
  eligibleSubtotalCents: Cents;
  now: Date;
  signedIn: boolean;
}): DiscountOutcome {
  const { rule } = input;
  if (!rule) {
    if (looksLikeStoreCreditCode(input.enteredCode)) {
      const message = input.signedIn ? DISCOUNT_MESSAGES.storeCreditSignedIn : DISCOUNT_MESSAGES.storeCreditSignedOut;
      return { ok: false, code: "store_credit_code", message };
    }
    return { ok: false, code: "discount_not_found", message: DISCOUNT_MESSAGES.notFound };
  }
  const now = input.now.getTime();
  if (rule.status !== "active" || (rule.endsAt !== null && Date.parse(rule.endsAt) <= now)) {
    return { ok: false, code: "discount_not_valid", message: DISCOUNT_MESSAGES.notValidAnymore };
  }
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) {
    return { ok: false, code: "discount_usage_limit", message: DISCOUNT_MESSAGES.usageLimitReached };
  }
  if ((rule.startsAt !== null && Date.parse(rule.startsAt) > now) || input.eligibleSubtotalCents < rule.minSubtotalCents) {
    return { ok: false, code: "discount_not_applicable", message: DISCOUNT_MESSAGES.unableToApply };
  }
  const amountCents = discountAmountCents(rule, input.eligibleSubtotalCents);
  if (amountCents <= 0) return { ok: false, code: "discount_zero_amount", message: DISCOUNT_MESSAGES.zeroAmount };
  return { ok: true, amountCents };
}

/**
 * Decision 029: a code and the running sale do not combine; the larger order discount applies, the
 * code on a tie. Whether the sale's tier outweighs what the code would give.
 */
export function saleOutweighsCode(codeCents: Cents, saleCents: Cents): boolean {
  return saleCents > codeCents;
}

/** Why a code that works is not applied while a sale runs, with what the sale gives instead. */
export function notWithSaleMessage(saleCents: Cents): string {
  const dollars = saleCents % 100 === 0 ? `$${(saleCents / 100).toLocaleString("en-US")}` : `$${(saleCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  return `${DISCOUNT_MESSAGES.notWithSale} Your bag already gets ${dollars} off from the sale, more than this code gives.`;
}

/**
 * Spec 1 §8: discount errors reach the client as a JSON string holding code and message (the cart
 * userError's message); the client parses it back with parseDiscountError.
 */
export function discountErrorMessage(code: DiscountErrorCode, message: string): string {
  return JSON.stringify({ code, message });
}

/** The code and message of a discount userError's message, or null when it is not one. */
export function parseDiscountError(text: string): { code: string; message: string } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && "code" in value && "message" in value) {
      const { code, message } = value as { code: unknown; message: unknown };
      if (typeof code === "string" && typeof message === "string") return { code, message };
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Spreads a discount over lines in proportion to their subtotals, in whole cents: each line gets the
 * rounded-down share, and the cents left over go to the largest remainders (earlier lines first on ties).
 */
export function allocateDiscount(amountCents: Cents, lines: ReadonlyArray<{ id: string; subtotalCents: Cents }>): Map<string, Cents> {
  const total = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  const result = new Map<string, Cents>();
  if (total <= 0 || amountCents <= 0) return result;
  const amount = Math.min(amountCents, total);
  const shares = lines.map((line, index) => {
    const exact = (amount * line.subtotalCents) / total;
    return { id: line.id, index, cents: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = amount - shares.reduce((sum, s) => sum + s.cents, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    share.cents += 1;
    left -= 1;
  }
  for (const share of shares) if (share.cents > 0) result.set(share.id, share.cents);
  return result;
}
