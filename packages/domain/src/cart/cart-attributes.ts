import { centsToDecimalString, dollarsToCents, type Cents } from "../money/cents.ts";

export interface CartAttributeEntry {
  key: string;
  value: string;
}

/** Attributes the server computes on every change (spec 1 §3, §5); whatever the client sends for them is replaced. */
export const SERVER_ATTRIBUTE_KEYS = [
  "marketingDiscount",
  "pointsApplied",
  "numberOfPointsApplied",
  "tradeTaxAdjustment",
  "tradesApplied",
  "isUserRPlus",
  "isUserB2b",
  "checkout_type",
  "cartId",
] as const;

/** Spec 1 §5: membership rewards discounts and standard prices are sent only for members or carts with a subscription. */
export const MEMBER_PRICING_ATTRIBUTE_KEYS = ["cartLinesStandardPrices", "rPlusAndItems", "totalRPlusDiscount"] as const;

/** Private attribute holding the shopper's trade-in bags (JSON list of {prices:{instant_trade_in:{value}}}). */
export const TRADE_IN_BAGS_ATTRIBUTE = "_tradeInBags";

/** Spec 1 §3: checkout_type is always web. */
export const CHECKOUT_TYPE = "web";

/** An amount as the attributes carry it: "0" for nothing, else dollars with two decimals ("25.00"). */
export function amountAttribute(cents: Cents): string {
  return cents === 0 ? "0" : centsToDecimalString(cents);
}

/** Spec 1 §5 / spec 2 §5: tradesApplied is the total of the bags' instant trade-in values (dollars). */
export function tradesAppliedCents(bags: unknown): Cents {
  if (!Array.isArray(bags)) return 0;
  let total = 0;
  for (const bag of bags) {
    const value = (bag as { prices?: { instant_trade_in?: { value?: unknown } } } | null)?.prices?.instant_trade_in?.value;
    const dollars = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
    if (Number.isFinite(dollars) && dollars > 0) total += dollarsToCents(dollars);
  }
  return total;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Points the shopper asked to apply, read from the attributes the points toggle set; visitors apply none. */
export function requestedPoints(attributes: readonly CartAttributeEntry[], signedIn: boolean): { valueCents: Cents; count: number } {
  if (!signedIn) return { valueCents: 0, count: 0 };
  const get = (key: string) => attributes.find((a) => a.key === key)?.value;
  const value = Number(get("pointsApplied"));
  const count = Number(get("numberOfPointsApplied"));
  const valueCents = Number.isFinite(value) && value > 0 ? dollarsToCents(value) : 0;
  const points = Number.isInteger(count) && count > 0 ? count : 0;
  // Both or neither: the toggle sets the pair from the profile and clears it as a pair.
  return valueCents > 0 && points > 0 ? { valueCents, count: points } : { valueCents: 0, count: 0 };
}

/**
 * The cart's attributes after a change (spec 1 §3): the client's own attributes kept in their order,
 * member-pricing ones only for members or carts with a subscription, then the server's values:
 * marketingDiscount (the applied discount), points, tradeTaxAdjustment "0", tradesApplied (sum of
 * instant trade-in values), isUserRPlus, isUserB2b, checkout_type "web" and the cart's id.
 */
export function computeCartAttributes(input: {
  attributes: readonly CartAttributeEntry[];
  cartId: string;
  marketingDiscountCents: Cents;
  signedIn: boolean;
  isMember: boolean;
  isB2b: boolean;
  hasSubscriptionLine: boolean;
}): CartAttributeEntry[] {
  const serverKeys = new Set<string>(SERVER_ATTRIBUTE_KEYS);
  const memberPricing = new Set<string>(MEMBER_PRICING_ATTRIBUTE_KEYS);
  const mayPriceForMembers = input.isMember || input.hasSubscriptionLine;
  const points = requestedPoints(input.attributes, input.signedIn);
  const trades = tradesAppliedCents(parseJson(input.attributes.find((a) => a.key === TRADE_IN_BAGS_ATTRIBUTE)?.value));
  const kept = input.attributes.filter((a) => !serverKeys.has(a.key) && (mayPriceForMembers || !memberPricing.has(a.key)));
  const server: Record<(typeof SERVER_ATTRIBUTE_KEYS)[number], string> = {
    marketingDiscount: amountAttribute(input.marketingDiscountCents),
    pointsApplied: amountAttribute(points.valueCents),
    numberOfPointsApplied: String(points.count),
    tradeTaxAdjustment: "0",
    tradesApplied: amountAttribute(trades),
    isUserRPlus: String(input.isMember),
    isUserB2b: String(input.isB2b),
    checkout_type: CHECKOUT_TYPE,
    cartId: input.cartId,
  };
  return [...kept, ...SERVER_ATTRIBUTE_KEYS.map((key) => ({ key, value: server[key] }))];
}

/** One trade-in in the shopper's bag, as the server keeps it (decision 050). */
export interface TradeInBagEntry {
  id: string;
  title: string;
  valueCents: Cents;
}

/**
 * The cart's attributes with the shopper's trade-in bag as the server knows it (decision 050): the
 * private `_tradeInBags` list ({id, title, prices: {instant_trade_in: {value}}}, spec 1 §3) and
 * tradesApplied, their total (spec 1 §5), whatever the client wrote there; tradeTaxAdjustment stays "0".
 */
export function withTradeInBag(attributes: readonly CartAttributeEntry[], bag: readonly TradeInBagEntry[]): CartAttributeEntry[] {
  const bags = bag.map((entry) => ({ id: entry.id, title: entry.title, prices: { instant_trade_in: { value: entry.valueCents / 100 } } }));
  const total = tradesAppliedCents(bags);
  const update: CartAttributeEntry[] = [{ key: "tradesApplied", value: amountAttribute(total) }];
  const kept = attributes.filter((a) => a.key !== TRADE_IN_BAGS_ATTRIBUTE);
  return mergeAttributes(kept, bags.length > 0 ? [{ key: TRADE_IN_BAGS_ATTRIBUTE, value: JSON.stringify(bags) }, ...update] : update);
}

/** Merges an attribute update into the current list: the same key replaces the value, a new key is added. */
export function mergeAttributes(current: readonly CartAttributeEntry[], update: readonly CartAttributeEntry[]): CartAttributeEntry[] {
  const result = current.map((a) => ({ ...a }));
  for (const entry of update) {
    const index = result.findIndex((a) => a.key === entry.key);
    if (index >= 0) result[index] = { key: entry.key, value: entry.value };
    else result.push({ key: entry.key, value: entry.value });
  }
  return result;
}
