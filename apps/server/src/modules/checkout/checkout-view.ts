import type { AddressFields } from "@maison/contracts/address";
import type { CheckoutLine, CheckoutState, ShippingMethodOption } from "@maison/contracts/checkout";
import { requestedPoints } from "@maison/domain/cart/cart-attributes";
import { checkoutTotals, type CheckoutTotals } from "@maison/domain/checkout/checkout-totals";
import { pointsValueCents } from "@maison/domain/wallet/wallet-profile";
import { availableShippingMethods, deliveryEstimate, needsShipping, type ShippingOption, type ShippingRefusal } from "@maison/domain/checkout/shipping-method";
import type { TierKey } from "@maison/domain/membership/tier";
import type { CartLineView, CartView } from "../cart/cart.port.ts";
import type { CheckoutRow } from "./checkout.repository.ts";

/** Who is checking out, as the checkout sees them. */
export interface CheckoutBuyer {
  userId: string | null;
  email: string | null;
  isMember: boolean;
  isB2b: boolean;
  /** The signed-in buyer's spend tier, read by the checkout service; its free-shipping benefit prices US Standard. */
  tierKey?: TierKey | null;
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
  totals: CheckoutTotals;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const lineDiscounts = (line: CartLineView) => sum(line.discountAllocations.map((d) => d.amountCents));

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

/** The checkout of `cart` as its pages show it, with the shipping rules of spec 2 §9 and the totals. */
export function checkoutDraft(cart: CartView, row: CheckoutRow | undefined, buyer: CheckoutBuyer): CheckoutDraft {
  const merchandise = cart.lines.filter(isMerchandise);
  const productLines = cart.lines.filter((line) => line.kind === "product");
  const protection = cart.lines.filter((line) => line.kind === "shipping_protection");
  // Shopify's reading: a discount sits either on the lines it is spread over or at the cart level, never both.
  const discountsCents = sum(cart.lines.map(lineDiscounts)) + sum(cart.discountAllocations.map((d) => d.amountCents));
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
  const chosen = quote.options.find((option) => option.handle === row?.shipping_method) ?? null;
  const totals = checkoutTotals({
    subtotalCents: sum(merchandise.map((l) => l.subtotalCents)),
    discountsCents,
    pointsCents: Math.min(points.valueCents, pointsValueCents(points.count)),
    shippingProtectionCents: sum(protection.map((l) => l.subtotalCents)),
    shippingCents: requiresShipping ? (chosen ? chosen.priceCents : null) : 0,
    giftCardBalancesCents: cart.appliedGiftCards.map((card) => card.balanceCents),
  });
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
    gift_cards: cart.appliedGiftCards.map((card, i) => ({ last_characters: card.lastCharacters, amount_cents: totals.giftCardAmountsCents[i] ?? 0 })),
    requires_shipping: requiresShipping,
    shipping_address: address && { ...address, address: address.address1, state: address.province, zipcode: address.zip },
    shipping_address_id: row?.shipping_address_id ?? null,
    shipping_methods: quote.options.map(toOption),
    shipping_error: quote.refusal && { code: quote.refusal.code, message: quote.refusal.message },
    shipping_method: chosen?.handle ?? null,
    totals: {
      subtotal_cents: totals.subtotalCents,
      discounts_cents: totals.discountsCents,
      points_cents: totals.pointsCents,
      gift_cards_cents: totals.giftCardsCents,
      shipping_protection_cents: totals.shippingProtectionCents,
      shipping_cents: totals.shippingCents,
      total_cents: totals.totalCents,
    },
    missing,
  };
  return { state, requiresShipping, address, email, productLines, options: quote.options, refusal: quote.refusal, chosen, totals };
}
