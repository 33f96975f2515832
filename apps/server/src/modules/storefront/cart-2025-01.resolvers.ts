import { notEnoughStockWarnings, type AskedQuantity } from "@maison/domain/cart/cart-warnings";
import type { AddressFields } from "@maison/contracts/address";
import type { ShippingOption } from "@maison/domain/checkout/shipping-method";
import type { CartDiscountApplication, CartLineView, CartView } from "../cart/cart.port.ts";
import type { CartDelivery } from "../checkout/checkout.service.ts";
import { cartMutationResolvers, mutateCart, openCart, type CartPayload } from "./cart.resolvers.ts";
import { listConnection, type PagingArgs } from "./connection.ts";
import { moneyV2 } from "./money-v2.ts";
import { idOfGid, toGid } from "./shopify-gid.ts";
import type { CartLineModel, CartModel } from "./storefront-models.ts";
import type { StorefrontContext } from "./storefront-context.ts";

/**
 * The resolvers Storefront API 2025-01 adds to the 2024-07 ones (storefront-sdl-2025-01.ts, decision
 * 081): discount applications, cart warnings, `cartGiftCardCodesRemove`, the buyer identity's
 * preferences and delivery address, and the delivery group the hosted checkout knows.
 */

interface CartWarning {
  code: string;
  message: string;
  target: string;
}

type WarnedPayload = CartPayload & { warnings?: CartWarning[] };

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The units of each asked key as the cart keeps them, and the warnings for lines that keep fewer. */
function stockWarnings(result: CartPayload, asked: AskedQuantity[], keyOf: (line: CartLineView) => string): CartWarning[] {
  const lines = result.cart?.view.lines.filter((line) => line.kind === "product") ?? [];
  return notEnoughStockWarnings(asked, lines.map((line) => ({ id: line.id, key: keyOf(line), quantity: line.quantity }))).map((w) => ({
    code: w.code,
    message: w.message,
    target: toGid("CartLine", w.lineId),
  }));
}

const byVariant = (line: CartLineView) => line.merchandise.variantId;

/** The quantity asked of each variant gid, summed, as a cart's lines of one variant add up. */
function askedOfVariants(lines: ReadonlyArray<{ merchandiseId: string; quantity?: number | null }>, before: CartView | null): AskedQuantity[] {
  const wanted = new Map<string, number>();
  for (const line of before?.lines ?? []) wanted.set(line.merchandise.variantId, (wanted.get(line.merchandise.variantId) ?? 0) + line.quantity);
  for (const line of lines) {
    const id = idOfGid(line.merchandiseId, "ProductVariant");
    if (id) wanted.set(id, (wanted.get(id) ?? 0) + (line.quantity ?? 1));
  }
  return [...wanted].map(([key, quantity]) => ({ key, quantity }));
}

type MutationArgs<K extends keyof typeof cartMutationResolvers> = Parameters<(typeof cartMutationResolvers)[K]>[1];

const mutations = {
  async cartCreate(_: unknown, args: MutationArgs<"cartCreate">, c: StorefrontContext): Promise<WarnedPayload> {
    const result = await cartMutationResolvers.cartCreate(_, args, c);
    return { ...result, warnings: stockWarnings(result, askedOfVariants(args.input?.lines ?? [], null), byVariant) };
  },
  async cartLinesAdd(_: unknown, args: MutationArgs<"cartLinesAdd">, c: StorefrontContext): Promise<WarnedPayload> {
    const token = idOfGid(args.cartId, "Cart");
    const before = token ? await openCart(c, token) : null;
    const result = await cartMutationResolvers.cartLinesAdd(_, args, c);
    return { ...result, warnings: stockWarnings(result, askedOfVariants(args.lines, before), byVariant) };
  },
  async cartLinesUpdate(_: unknown, args: MutationArgs<"cartLinesUpdate">, c: StorefrontContext): Promise<WarnedPayload> {
    const result = await cartMutationResolvers.cartLinesUpdate(_, args, c);
    const asked = args.lines.flatMap((line) => {
      const id = idOfGid(line.id, "CartLine");
      return id && line.quantity != null ? [{ key: id, quantity: line.quantity }] : [];
    });
    return { ...result, warnings: stockWarnings(result, asked, (line) => line.id) };
  },
  cartGiftCardCodesRemove: (_: unknown, args: { cartId: string; appliedGiftCardIds: string[] }, c: StorefrontContext): Promise<CartPayload> =>
    mutateCart(args.cartId, (token) => {
      const ids = args.appliedGiftCardIds.map((gid) => idOfGid(gid, "AppliedGiftCard") ?? gid);
      return c.cart.removeGiftCards(token, ids, c.viewer.cart);
    }),
};

/** Payloads answer their warnings; those of mutations that cannot run short of stock have none. */
const warnings = (payload: WarnedPayload) => payload.warnings ?? [];
const PAYLOADS = [
  "CartAttributesUpdatePayload",
  "CartBuyerIdentityUpdatePayload",
  "CartCreatePayload",
  "CartDiscountCodesUpdatePayload",
  "CartGiftCardCodesUpdatePayload",
  "CartGiftCardCodesRemovePayload",
  "CartLinesAddPayload",
  "CartLinesRemovePayload",
  "CartLinesUpdatePayload",
  "CartNoteUpdatePayload",
];

/**
 * Shopify's discount application behind an allocation: where it applies, how it is spread, and its
 * value — a code's percentage, or, as Shopify's Cart API gives an amount, this allocation's amount.
 */
function discountApplication(allocation: { targetType: string; amountCents: number; application: CartDiscountApplication }) {
  const { allocationMethod, value } = allocation.application;
  return {
    allocationMethod,
    // A code or a sale applies to all the cart's pieces; a member price to the pieces it is entitled on.
    targetSelection: allocationMethod === "EACH" ? "ENTITLED" : "ALL",
    targetType: allocation.targetType,
    value: "percentage" in value ? { __typename: "PricingPercentageValue", percentage: value.percentage } : { __typename: "MoneyV2", ...moneyV2(allocation.amountCents) },
  };
}

/** A checkout address as Shopify's MailingAddress. */
export function mailingAddress(id: string, address: AddressFields) {
  const country = regionNames.of(address.country_code) ?? address.country_code;
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ");
  const area = [address.city, address.province].filter(Boolean).join(" ");
  const streets = [address.address1, address.address2].filter(Boolean);
  return {
    id,
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    company: null,
    country,
    countryCodeV2: address.country_code,
    firstName: address.first_name,
    lastName: address.last_name,
    name,
    phone: address.phone || null,
    province: address.province || null,
    provinceCode: address.province || null,
    zip: address.zip,
    latitude: null,
    longitude: null,
    formattedArea: [address.city, address.province, country].filter(Boolean).join(", "),
    formatted: (args: { withName?: boolean | null }) => [...(args.withName && name ? [name] : []), ...streets, [area, address.zip].filter(Boolean).join(" "), country],
  };
}

function deliveryOption(option: ShippingOption) {
  return {
    code: option.handle,
    handle: option.handle,
    title: option.title,
    description: option.minDays === option.maxDays ? `${option.minDays} business days` : `${option.minDays}–${option.maxDays} business days`,
    deliveryMethodType: "SHIPPING",
    estimatedCost: moneyV2(option.priceCents),
  };
}

interface DeliveryGroupModel {
  token: string;
  delivery: CartDelivery;
  lines: CartLineView[];
}

const emptyConnection = { edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };

export const cart202501Resolvers = {
  Mutation: mutations,
  ...Object.fromEntries(PAYLOADS.map((name) => [name, { warnings }])),
  CartCodeDiscountAllocation: { discountApplication },
  CartAutomaticDiscountAllocation: { discountApplication },
  PricingValue: { __resolveType: (value: { __typename: string }) => value.__typename },
  DeliveryAddress: { __resolveType: () => "MailingAddress" },
  Cart: {
    // The buyer identity keeps the cart's token, for its delivery address preference.
    buyerIdentity: (m: CartModel) => ({ ...m.view.buyerIdentity, cartToken: m.view.id }),
    // At most one group: the pieces ship together to the address given at checkout (decision 081).
    async deliveryGroups(m: CartModel, args: PagingArgs, c: StorefrontContext) {
      const delivery = await c.deliveryOf(m.view.id);
      if (!delivery) return emptyConnection;
      const group: DeliveryGroupModel = { token: m.view.id, delivery, lines: m.view.lines.filter((line) => delivery.lineIds.includes(line.id)) };
      return listConnection([group], args);
    },
  },
  CartBuyerIdentity: {
    preferences: () => null,
    async deliveryAddressPreferences(identity: { cartToken: string }, _: unknown, c: StorefrontContext) {
      const delivery = await c.deliveryOf(identity.cartToken);
      return delivery ? [mailingAddress(toGid("MailingAddress", identity.cartToken), delivery.address)] : [];
    },
  },
  CartDeliveryGroup: {
    id: (g: DeliveryGroupModel) => toGid("CartDeliveryGroup", g.token),
    groupType: () => "ONE_TIME_PURCHASE",
    deliveryAddress: (g: DeliveryGroupModel) => mailingAddress(toGid("MailingAddress", g.token), g.delivery.address),
    deliveryOptions: (g: DeliveryGroupModel) => g.delivery.options.map(deliveryOption),
    selectedDeliveryOption: (g: DeliveryGroupModel) => (g.delivery.chosen ? deliveryOption(g.delivery.chosen) : null),
    cartLines: (g: DeliveryGroupModel, args: PagingArgs) => listConnection(g.lines.map((line): CartLineModel => ({ typename: "CartLine", line })), args),
  },
};
