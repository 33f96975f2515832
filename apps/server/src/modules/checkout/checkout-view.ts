import type { Actor } from "@maison/domain/actor/actor";
import type { AddressFields } from "@maison/contracts/address";
import type { CheckoutLine, CheckoutState, CheckoutTotals, ShippingMethodOption } from "@maison/contracts/checkout";
import { requestedPoints } from "@maison/domain/cart/cart-attributes";
import { allocateDiscount } from "@maison/domain/cart/discount-code";
import { moneyBreakdown, type BreakdownLine, type BreakdownTax, type MoneyBreakdown } from "@maison/domain/checkout/order-breakdown";
import { taxableAmounts } from "@maison/domain/checkout/sales-tax";
import { MEMBER_PRICE_TITLE } from "@maison/domain/membership/member-pricing";
import { recurringPlanOf, subscriptionConsentTerms, type RecurringPlan } from "@maison/domain/membership/subscription-consent";
import { pointsValueCents } from "@maison/domain/wallet/wallet-profile";
import { availableShippingMethods, deliveryEstimate, needsShipping, type ShippingOption, type ShippingRefusal } from "@maison/domain/checkout/shipping-method";
import type { TierKey } from "@maison/domain/membership/tier";
import type { DomainError } from "@maison/domain/shared/domain-error";
import type { TaxQuote, TaxRequest } from "../../platform/tax/tax-calculator.ts";
import type { CartLineView, CartView } from "../cart/cart.port.ts";
import type { CheckoutRow } from "./checkout.repository.ts";

/** Who is checking out, as the checkout sees them. */
export interface CheckoutBuyer {
  /** Who acts (decision 033). */
  actor: Actor;
  userId: string | null;
  email: string | null;
  isMember: boolean;
  isB2b: boolean;
  /** The signed-in buyer's spend tier, read by the checkout service; its free-shipping benefit prices US Standard. */
  tierKey?: TierKey | null;
}

/** A cart line's discounts by kind: the member price, its share of a code, its share of the sale. */
export interface LineDiscounts {
  memberDiscountCents: number;
  codeDiscountCents: number;
  saleDiscountCents: number;
}

/** Everything derived from a cart, its checkout row and the buyer: the page state and what completion needs. */
export interface CheckoutDraft {
  state: CheckoutState;
  /** False when nothing travels: the order is placed without address or method. */
  requiresShipping: boolean;
  address: AddressFields | null;
  email: string | null;
  productLines: CartLineView[];
  options: ShippingOption[];
  refusal: ShippingRefusal | null;
  chosen: ShippingOption | null;
  /** The one breakdown of what the order costs (decision 044). */
  totals: MoneyBreakdown;
  /** Each cart line's discounts by kind, by line id. */
  lineDiscounts: Map<string, LineDiscounts>;
  /** The running sale's title when it discounts the cart. */
  saleTitle: string | null;
  /** What the tax provider is asked, once the address is known and something ships; null before. */
  taxRequest: TaxRequest | null;
  /** The provider's answer to `taxRequest`, when the caller asked it. */
  tax: TaxQuote | null;
  /** Why the provider gave no answer (unavailable, or an address it cannot place): no order is placed meanwhile. */
  taxError?: DomainError;
  /** The plan a membership line renews on, and the words of consent to its recurring charge; null when the cart renews nothing. */
  subscriptionPlan: RecurringPlan | null;
  subscriptionTerms: string | null;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const isMerchandise = (line: CartLineView) => line.kind !== "shipping_protection";

const toLine = (line: CartLineView): CheckoutLine => ({
  id: line.id,
  kind: line.kind,
  product_id: line.merchandise.productId,
  variant_id: line.merchandise.variantId,
  handle: line.merchandise.productHandle,
  title: line.merchandise.productTitle,
  vendor: line.merchandise.vendor,
  variant_title: line.merchandise.title,
  image_url: line.merchandise.image?.url ?? null,
  quantity: line.quantity,
  price_cents: line.merchandise.priceCents,
  total_cents: line.totalCents,
  available: line.merchandise.availableForSale && line.merchandise.quantityAvailable > 0,
  is_exotic: line.merchandise.isExotic,
});

const toOption = (option: ShippingOption): ShippingMethodOption => ({
  handle: option.handle,
  title: option.title,
  delivery_estimate: deliveryEstimate(option),
  price_cents: option.priceCents,
  duties_fee: option.dutiesFee && { currency: option.dutiesFee.currency, amount_minor: option.dutiesFee.minor },
});

/**
 * A line's discounts by kind, read from its allocations: the member price (automatic, titled so), a
 * code's share (it names its code) and the sale's (automatic, the sale's title). Cart-level allocations
 * (none today, decision 016) are spread over the pieces like a line discount of their kind.
 */
function discountsByLine(cart: CartView): { byLine: Map<string, LineDiscounts>; saleTitle: string | null } {
  const byLine = new Map<string, LineDiscounts>(cart.lines.map((l) => [l.id, { memberDiscountCents: 0, codeDiscountCents: 0, saleDiscountCents: 0 }]));
  let saleTitle: string | null = null;
  const add = (lineId: string, allocation: { title: string; code: string | null }, cents: number) => {
    const entry = byLine.get(lineId)!;
    if (allocation.code !== null) entry.codeDiscountCents += cents;
    else if (allocation.title === MEMBER_PRICE_TITLE) entry.memberDiscountCents += cents;
    else {
      entry.saleDiscountCents += cents;
      saleTitle ??= allocation.title;
    }
  };
  for (const line of cart.lines) for (const allocation of line.discountAllocations) add(line.id, allocation, allocation.amountCents);
  const pieces = cart.lines.filter((l) => l.kind === "product").map((l) => ({ id: l.id, subtotalCents: l.totalCents }));
  for (const allocation of cart.discountAllocations) {
    for (const [lineId, cents] of allocateDiscount(allocation.amountCents, pieces)) add(lineId, allocation, cents);
  }
  return { byLine, saleTitle };
}

/** What the applied gift cards and store credit pay, in the cart's order (the trade-ins' tenders come first). */
export function cardTenders(totals: MoneyBreakdown): MoneyBreakdown["tenders"] {
  return totals.tenders.filter((t) => t.kind !== "trade_in");
}

/** The tax row before, without and with the provider's answer. */
function taxOf(requiresShipping: boolean, address: AddressFields | null, quote: TaxQuote | null): BreakdownTax {
  if (!requiresShipping) return { status: "not_applicable", note: null };
  if (!address || !quote) return { status: "pending" };
  if (!quote.applies) return { status: "not_applicable", note: quote.note };
  return { status: "calculated", cents: quote.taxCents, note: quote.note };
}

/** The totals as the API shows them: the breakdown's figures and its rows. */
export function totalsOf(totals: MoneyBreakdown): CheckoutTotals {
  return {
    subtotal_cents: totals.subtotalCents,
    discounts_cents: totals.discountsCents,
    member_savings_cents: totals.memberSavingsCents,
    code_discount_cents: totals.codeDiscountCents,
    sale_discount_cents: totals.saleDiscountCents,
    points_cents: totals.pointsCents,
    gift_cards_cents: totals.giftCardsCents + totals.storeCreditCents,
    store_credit_cents: totals.storeCreditCents,
    shipping_protection_cents: totals.shippingProtectionCents,
    shipping_cents: totals.shippingCents,
    tax_cents: totals.taxCents,
    total_cents: totals.totalCents,
    breakdown: totals.rows,
  };
}

/**
 * The checkout of `cart` as its pages show it, with the shipping rules of spec 2 §9 and the one money
 * breakdown. `tax` is the tax provider's answer to the draft's own `taxRequest` (the service asks it
 * and drafts again); without it the tax is still to be calculated.
 */
export function checkoutDraft(
  cart: CartView,
  row: CheckoutRow | undefined,
  buyer: CheckoutBuyer,
  tax: TaxQuote | null = null,
  options: { includeTestPlans: boolean } = { includeTestPlans: false },
): CheckoutDraft {
  const merchandise = cart.lines.filter(isMerchandise);
  const productLines = cart.lines.filter((line) => line.kind === "product");
  const { byLine, saleTitle } = discountsByLine(cart);
  const discountsCents = sum([...byLine.values()].map((d) => d.memberDiscountCents + d.codeDiscountCents + d.saleDiscountCents));
  const requiresShipping = needsShipping(cart.lines.map((line) => line.kind));
  const address = requiresShipping && row?.shipping_address ? (JSON.parse(row.shipping_address) as AddressFields) : null;
  const merchandiseAfterDiscounts = Math.max(0, sum(merchandise.map((l) => l.subtotalCents)) - discountsCents);
  const quote = address
    ? availableShippingMethods({
        countryCode: address.country_code,
        isMember: buyer.isMember,
        tierKey: buyer.tierKey ?? null,
        merchandiseCents: merchandiseAfterDiscounts,
        hasExotic: productLines.some((line) => line.merchandise.isExotic),
      })
    : { options: [], refusal: null };
  // The points toggle's pair (pointsApplied, numberOfPointsApplied), never worth more than the points themselves; signed-in buyers only.
  const points = requestedPoints(cart.attributes, buyer.userId !== null);
  const pointsCents = Math.min(points.valueCents, pointsValueCents(points.count));
  const chosen = quote.options.find((option) => option.handle === row?.shipping_method) ?? null;
  const shippingCents = requiresShipping ? (chosen ? chosen.priceCents : null) : 0;
  const lines: BreakdownLine[] = cart.lines.map((l) => ({ kind: l.kind, priceCents: l.merchandise.priceCents, quantity: l.quantity, ...byLine.get(l.id)! }));
  // The trade-in bag pays first (decision 050), then the cards: each never more than is left.
  const tradeIns = cart.tradeIns.map((t) => ({ kind: "trade_in" as const, lastCharacters: null, balanceCents: t.valueCents, reference: t.id }));
  const cards = cart.appliedGiftCards.map((card) => ({ kind: card.isStoreCredit ? ("store_credit" as const) : ("gift_card" as const), lastCharacters: card.lastCharacters, balanceCents: card.balanceCents }));
  const tenders = [...tradeIns, ...cards];
  const breakdown = (taxState: BreakdownTax) =>
    moneyBreakdown({ stage: "checkout", lines, discountCodes: cart.discountCodes.filter((c) => c.applicable).map((c) => c.code), saleTitle, pointsCents, shippingCents, requiresShipping, tax: taxState, tenders });
  const untaxed = breakdown({ status: "pending" });
  // What tax sees: each line at what is paid for it, the points spread over the pieces like a discount.
  const taxRequest: TaxRequest | null =
    address && requiresShipping
      ? {
          reference: cart.id,
          address: { countryCode: address.country_code, province: address.province, zip: address.zip, line1: address.address1, city: address.city },
          lines: taxableAmounts(cart.lines.map((l) => ({ reference: l.id, kind: l.kind, totalCents: l.totalCents })), untaxed.pointsCents),
          shippingCents: shippingCents ?? 0,
        }
      : null;
  const totals = breakdown(taxOf(requiresShipping, address, tax));
  const membershipLine = cart.lines.find((l) => l.kind === "membership");
  const recurring = membershipLine
    ? recurringPlanOf({ variantId: membershipLine.merchandise.variantId, priceCents: membershipLine.merchandise.priceCents, attributes: membershipLine.attributes }, options)
    : null;
  const subscriptionTerms = recurring ? subscriptionConsentTerms(recurring) : null;
  const email = buyer.userId ? buyer.email : (row?.email ?? cart.buyerIdentity.email);
  const completed = cart.completedOrderId !== null || row?.state === "completed";
  const missing: CheckoutState["missing"] = [];
  // A membership belongs to an account (its credit, its renewals): a guest must log in first (decision 030).
  if (!buyer.userId && cart.lines.some((line) => line.kind === "membership")) missing.push("sign_in");
  if (!email) missing.push("email");
  if (requiresShipping && !address) missing.push("shipping_address");
  if (requiresShipping && !chosen) missing.push("shipping_method");
  if (merchandise.length === 0) missing.push("items");
  const state: CheckoutState = {
    token: cart.id,
    state: completed ? "completed" : "open",
    order_id: row?.order_id ?? cart.completedOrderId,
    signed_in: buyer.userId !== null,
    is_member: buyer.isMember,
    email,
    lines: cart.lines.map(toLine),
    discount_codes: cart.discountCodes.filter((c) => c.applicable).map((c) => c.code),
    gift_cards: cart.appliedGiftCards.map((card, i) => ({ last_characters: card.lastCharacters, amount_cents: cardTenders(totals)[i]?.amountCents ?? 0 })),
    requires_shipping: requiresShipping,
    shipping_address: address && { ...address, address: address.address1, state: address.province, zipcode: address.zip },
    shipping_address_id: row?.shipping_address_id ?? null,
    shipping_methods: quote.options.map(toOption),
    shipping_error: quote.refusal && { code: quote.refusal.code, message: quote.refusal.message },
    shipping_method: chosen?.handle ?? null,
    totals: totalsOf(totals),
    subscription_terms: subscriptionTerms,
    missing,
  };
  return {
    state,
    requiresShipping,
    address,
    email,
    productLines,
    options: quote.options,
    refusal: quote.refusal,
    chosen,
    totals,
    lineDiscounts: byLine,
    saleTitle,
    taxRequest,
    tax,
    subscriptionPlan: recurring,
    subscriptionTerms,
  };
}
