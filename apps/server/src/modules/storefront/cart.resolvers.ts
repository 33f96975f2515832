import type {
  CartAttribute,
  CartDiscountAllocation,
  CartLineInput,
  CartLineUpdateInput,
  CartLineView,
  CartResult,
  CartUserError,
  CartView,
} from "../cart/cart.port.ts";
import { CODE_ATTEMPTS_ERROR_CODE, CODE_ATTEMPTS_MESSAGE } from "@maison/domain/cart/code-attempts";
import { listConnection, type PagingArgs } from "./connection.ts";
import { moneyV2 } from "./money-v2.ts";
import type { CartLineModel, CartModel, VariantModel } from "./storefront-models.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { idOfGid, toGid } from "./shopify-gid.ts";

/** CartErrorCode values of Shopify's 2024-07 schema; any other code a service gives is reported as INVALID. */
const CART_ERROR_CODES = new Set([
  "ADDRESS_FIELD_CONTAINS_EMOJIS", "ADDRESS_FIELD_CONTAINS_HTML_TAGS", "ADDRESS_FIELD_CONTAINS_URL",
  "ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN", "ADDRESS_FIELD_IS_REQUIRED", "ADDRESS_FIELD_IS_TOO_LONG", "INVALID",
  "INVALID_COMPANY_LOCATION", "INVALID_DELIVERY_GROUP", "INVALID_DELIVERY_OPTION", "INVALID_INCREMENT",
  "INVALID_MERCHANDISE_LINE", "INVALID_METAFIELDS", "INVALID_PAYMENT", "INVALID_PAYMENT_EMPTY_CART",
  "INVALID_ZIP_CODE_FOR_COUNTRY", "INVALID_ZIP_CODE_FOR_PROVINCE", "LESS_THAN", "MAXIMUM_EXCEEDED", "MINIMUM_NOT_MET",
  "MISSING_CUSTOMER_ACCESS_TOKEN", "MISSING_DISCOUNT_CODE", "MISSING_NOTE", "NOTE_TOO_LONG", "PAYMENT_METHOD_NOT_SUPPORTED",
  "PROVINCE_NOT_FOUND", "UNSPECIFIED_ADDRESS_ERROR", "VALIDATION_CUSTOM", "ZIP_CODE_NOT_SUPPORTED",
]);

interface AttributeInput {
  key: string;
  value: string;
}

interface GraphQLLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: AttributeInput[] | null;
  sellingPlanId?: string | null;
}

interface GraphQLLineUpdateInput extends Partial<GraphQLLineInput> {
  id: string;
}

interface GraphQLCartInput {
  lines?: GraphQLLineInput[] | null;
  attributes?: AttributeInput[] | null;
  note?: string | null;
  buyerIdentity?: { email?: string | null; countryCode?: string | null } | null;
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
}

export interface CartPayload {
  cart: CartModel | null;
  userErrors: CartUserError[];
}

type Payload = CartPayload;

const cartModel = (view: CartView): CartModel => ({ typename: "Cart", view });

function payloadOf(result: CartResult): Payload {
  return {
    cart: result.cart ? cartModel(result.cart) : null,
    userErrors: result.userErrors.map((e) => ({ field: e.field, message: e.message, code: CART_ERROR_CODES.has(e.code) ? e.code : "INVALID" })),
  };
}

/** Input that cannot be read (a malformed gid) gives the userErrors Shopify gives, and no change. */
class InputProblem extends Error {
  constructor(readonly userError: CartUserError) {
    super(userError.message);
  }
}

function cartToken(cartId: string): string {
  const token = idOfGid(cartId, "Cart");
  if (!token) throw new InputProblem({ field: ["cartId"], message: "The specified cart does not exist.", code: "INVALID" });
  return token;
}

function variantId(gid: string, field: string[]): string {
  const id = idOfGid(gid, "ProductVariant");
  if (!id) throw new InputProblem({ field, message: `The merchandise with id ${gid} does not exist.`, code: "INVALID" });
  return id;
}

function lineId(gid: string, field: string[]): string {
  const id = idOfGid(gid, "CartLine");
  if (!id) throw new InputProblem({ field, message: `The merchandise line with id ${gid} does not exist.`, code: "INVALID_MERCHANDISE_LINE" });
  return id;
}

const attributes = (list: AttributeInput[] | null | undefined): CartAttribute[] | undefined => list?.map((a) => ({ key: a.key, value: a.value }));

function lineInput(line: GraphQLLineInput, at: string[]): CartLineInput {
  return {
    merchandiseId: variantId(line.merchandiseId, [...at, "merchandiseId"]),
    ...(line.quantity != null && { quantity: line.quantity }),
    ...(line.attributes && { attributes: attributes(line.attributes) }),
    ...(line.sellingPlanId !== undefined && { sellingPlanId: line.sellingPlanId }),
  };
}

function lineUpdate(line: GraphQLLineUpdateInput, at: string[]): CartLineUpdateInput {
  return {
    id: lineId(line.id, [...at, "id"]),
    ...(line.quantity != null && { quantity: line.quantity }),
    ...(line.merchandiseId != null && { merchandiseId: variantId(line.merchandiseId, [...at, "merchandiseId"]) }),
    ...(line.attributes && { attributes: attributes(line.attributes) }),
    ...(line.sellingPlanId !== undefined && { sellingPlanId: line.sellingPlanId }),
  };
}

/** Runs a cart mutation; unreadable input gives `{ cart: null, userErrors }` like Shopify. */
async function mutate(work: () => Promise<CartResult>): Promise<Payload> {
  try {
    return payloadOf(await work());
  } catch (error) {
    if (error instanceof InputProblem) return { cart: null, userErrors: [error.userError] };
    throw error;
  }
}

/** A mutation of the cart named by `cartId` (a gid); an unreadable id gives Shopify's userError. */
export const mutateCart = (cartId: string, work: (token: string) => Promise<CartResult>): Promise<CartPayload> => mutate(() => work(cartToken(cartId)));

type CodeField = "discountCodes" | "giftCardCodes";

/** The refusal of a throttled code entry; discount errors are JSON strings (spec 1 §8), gift-card ones plain text. */
const throttled = (field: CodeField): CartUserError => ({
  field: [field],
  message: field === "discountCodes" ? JSON.stringify({ code: CODE_ATTEMPTS_ERROR_CODE, message: CODE_ATTEMPTS_MESSAGE }) : CODE_ATTEMPTS_MESSAGE,
  code: "INVALID",
});

/**
 * A mutation that enters discount or gift-card codes, throttled per client address and per cart
 * (code-attempt-guard.ts): an entry counts only when one of its codes is refused, and once over the
 * limit the cart is returned unchanged with a userError, before any code is looked up.
 */
async function guardedCodes(c: StorefrontContext, cartId: string | null, fields: CodeField[], work: () => Promise<CartResult>): Promise<Payload> {
  const token = cartId === null ? null : idOfGid(cartId, "Cart");
  const attempt = await c.codeAttempts.begin(c.ip, token);
  if (!attempt.allowed) {
    const current = token ? await openCart(c, token) : null;
    return { cart: current ? cartModel(current) : null, userErrors: fields.map(throttled) };
  }
  const payload = await mutate(work);
  const refused = payload.userErrors.some((e) => e.field?.some((part) => (fields as string[]).includes(part)));
  if (!refused) await attempt.forgive();
  return payload;
}

const hasCodes = (codes: readonly string[] | null | undefined) => (codes ?? []).some((code) => code.trim() !== "");

const buyerIdentityInput = (input: GraphQLCartInput["buyerIdentity"]) => ({
  ...(input?.email !== undefined && { email: input.email }),
  ...(input?.countryCode !== undefined && { countryCode: input.countryCode }),
});

/**
 * A cart the storefront may still show: not someone else's, and not checked out. As on Shopify, a cart
 * whose checkout completed reads as null, so a client holding its id starts a new one instead of
 * showing the pieces just bought as sold.
 */
export async function openCart(c: StorefrontContext, token: string): Promise<CartView | null> {
  const view = await c.cart.get(token, c.viewer.cart);
  return view && view.completedOrderId === null ? view : null;
}

export const cartQueryResolvers = {
  async cart(_: unknown, args: { id: string }, c: StorefrontContext): Promise<CartModel | null> {
    const token = idOfGid(args.id, "Cart");
    if (!token) return null;
    const view = await openCart(c, token);
    return view ? cartModel(view) : null;
  },
};

export const cartMutationResolvers = {
  cartCreate: (_: unknown, args: { input?: GraphQLCartInput | null }, c: StorefrontContext) => {
    const input = args.input ?? {};
    const codeFields = [...(hasCodes(input.discountCodes) ? (["discountCodes"] as const) : []), ...(hasCodes(input.giftCardCodes) ? (["giftCardCodes"] as const) : [])];
    const create = () =>
      c.cart.create(
        {
          ...(input.lines && { lines: input.lines.map((l, i) => lineInput(l, ["input", "lines", String(i)])) }),
          ...(input.attributes && { attributes: attributes(input.attributes) }),
          ...(input.note != null && { note: input.note }),
          ...(input.buyerIdentity && { buyerIdentity: buyerIdentityInput(input.buyerIdentity) }),
          ...(input.discountCodes && { discountCodes: input.discountCodes }),
          ...(input.giftCardCodes && { giftCardCodes: input.giftCardCodes }),
        },
        c.viewer.cart,
      );
    return codeFields.length > 0 ? guardedCodes(c, null, codeFields, create) : mutate(create);
  },
  cartLinesAdd: (_: unknown, args: { cartId: string; lines: GraphQLLineInput[] }, c: StorefrontContext) =>
    mutate(() => c.cart.addLines(cartToken(args.cartId), args.lines.map((l, i) => lineInput(l, ["lines", String(i)])), c.viewer.cart)),
  cartLinesUpdate: (_: unknown, args: { cartId: string; lines: GraphQLLineUpdateInput[] }, c: StorefrontContext) =>
    mutate(() => c.cart.updateLines(cartToken(args.cartId), args.lines.map((l, i) => lineUpdate(l, ["lines", String(i)])), c.viewer.cart)),
  cartLinesRemove: (_: unknown, args: { cartId: string; lineIds: string[] }, c: StorefrontContext) =>
    mutate(() => c.cart.removeLines(cartToken(args.cartId), args.lineIds.map((id, i) => lineId(id, ["lineIds", String(i)])), c.viewer.cart)),
  cartAttributesUpdate: (_: unknown, args: { cartId: string; attributes: AttributeInput[] }, c: StorefrontContext) =>
    mutate(() => c.cart.updateAttributes(cartToken(args.cartId), attributes(args.attributes) ?? [], c.viewer.cart)),
  cartNoteUpdate: (_: unknown, args: { cartId: string; note: string }, c: StorefrontContext) =>
    mutate(() => c.cart.updateNote(cartToken(args.cartId), args.note, c.viewer.cart)),
  cartBuyerIdentityUpdate: (_: unknown, args: { cartId: string; buyerIdentity: GraphQLCartInput["buyerIdentity"] }, c: StorefrontContext) =>
    mutate(() => c.cart.updateBuyerIdentity(cartToken(args.cartId), buyerIdentityInput(args.buyerIdentity), c.viewer.cart)),
  cartDiscountCodesUpdate: (_: unknown, args: { cartId: string; discountCodes?: string[] | null }, c: StorefrontContext) => {
    const work = () => c.cart.updateDiscountCodes(cartToken(args.cartId), args.discountCodes ?? [], c.viewer.cart);
    return hasCodes(args.discountCodes) ? guardedCodes(c, args.cartId, ["discountCodes"], work) : mutate(work);
  },
  cartGiftCardCodesUpdate: (_: unknown, args: { cartId: string; giftCardCodes: string[] }, c: StorefrontContext) => {
    const work = () => c.cart.updateGiftCardCodes(cartToken(args.cartId), args.giftCardCodes, c.viewer.cart);
    return hasCodes(args.giftCardCodes) ? guardedCodes(c, args.cartId, ["giftCardCodes"], work) : mutate(work);
  },
};

const attributeOf = (list: CartAttribute[], key: string) => list.find((a) => a.key === key) ?? null;

function allocationModel(allocation: CartDiscountAllocation) {
  return {
    ...allocation,
    discountedAmount: moneyV2(allocation.amountCents),
    __typename: allocation.code === null ? "CartAutomaticDiscountAllocation" : "CartCodeDiscountAllocation",
  };
}

function variantOfLine(line: CartLineView): VariantModel {
  return { typename: "ProductVariant", merchandise: line.merchandise, requiresShipping: line.kind === "product" };
}

export const cartTypeResolvers = {
  Cart: {
    id: (m: CartModel) => toGid("Cart", m.view.id),
    checkoutUrl: (m: CartModel) => m.view.checkoutUrl,
    createdAt: (m: CartModel) => m.view.createdAt,
    updatedAt: (m: CartModel) => m.view.updatedAt,
    note: (m: CartModel) => m.view.note,
    attributes: (m: CartModel) => m.view.attributes,
    attribute: (m: CartModel, args: { key: string }) => attributeOf(m.view.attributes, args.key),
    totalQuantity: (m: CartModel) => m.view.totalQuantity,
    buyerIdentity: (m: CartModel) => m.view.buyerIdentity,
    lines: (m: CartModel, args: PagingArgs) => listConnection(m.view.lines.map((line): CartLineModel => ({ typename: "CartLine", line })), args),
    cost: (m: CartModel) => ({
      subtotalAmount: moneyV2(m.view.subtotalCents),
      subtotalAmountEstimated: false,
      totalAmount: moneyV2(m.view.totalCents),
      totalAmountEstimated: false,
      checkoutChargeAmount: moneyV2(m.view.totalCents),
      // Duties and taxes are worked out at checkout, once the address is known.
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    }),
    discountCodes: (m: CartModel) => m.view.discountCodes,
    discountAllocations: (m: CartModel) => m.view.discountAllocations.map(allocationModel),
    appliedGiftCards: (m: CartModel) =>
      m.view.appliedGiftCards.map((card) => ({
        id: toGid("AppliedGiftCard", card.id),
        lastCharacters: card.lastCharacters,
        amountUsed: moneyV2(card.amountUsedCents),
        presentmentAmountUsed: moneyV2(card.amountUsedCents),
        balance: moneyV2(card.balanceCents),
      })),
    // Delivery groups form at checkout, where the address and the shipping method are chosen.
    deliveryGroups: () => ({ edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } }),
  },

  CartBuyerIdentity: {
    phone: () => null,
    async customer(identity: CartView["buyerIdentity"], _: unknown, c: StorefrontContext) {
      if (!identity.customerId) return null;
      const profile = await c.profiles.profile(identity.customerId);
      const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ");
      return {
        id: toGid("Customer", identity.customerId),
        email: profile.email,
        firstName: profile.first_name || null,
        lastName: profile.last_name || null,
        displayName: name || profile.email,
      };
    },
  },

  CartLine: {
    id: (m: CartLineModel) => toGid("CartLine", m.line.id),
    quantity: (m: CartLineModel) => m.line.quantity,
    attributes: (m: CartLineModel) => m.line.attributes,
    attribute: (m: CartLineModel, args: { key: string }) => attributeOf(m.line.attributes, args.key),
    merchandise: (m: CartLineModel) => variantOfLine(m.line),
    cost: (m: CartLineModel) => {
      const merchandise = m.line.merchandise;
      return {
        amountPerQuantity: moneyV2(merchandise.priceCents),
        compareAtAmountPerQuantity: merchandise.compareAtPriceCents === null ? null : moneyV2(merchandise.compareAtPriceCents),
        subtotalAmount: moneyV2(m.line.subtotalCents),
        totalAmount: moneyV2(m.line.totalCents),
      };
    },
    discountAllocations: (m: CartLineModel) => m.line.discountAllocations.map(allocationModel),
    // A plan's variant title names the plan ("$50 / month").
    sellingPlanAllocation: (m: CartLineModel) =>
      m.line.sellingPlanId ? { sellingPlan: { id: m.line.sellingPlanId, name: m.line.merchandise.title } } : null,
  },
};
