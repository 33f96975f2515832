import { prefixedTagValue, TAG_PREFIX } from "@maison/domain/catalog/tag";
import { MEMBER_PRICE_TITLE } from "@maison/domain/membership/member-pricing";

/** A key/value pair on a cart or a line (Shopify's Attribute). */
export interface CartAttribute {
  key: string;
  value: string;
}

/** One line of the cart as the drawer and the cart page show it. Money is integer cents. */
export interface CartLine {
  id: string;
  quantity: number;
  attributes: CartAttribute[];
  merchandiseId: string;
  variantTitle: string;
  priceCents: number;
  availableForSale: boolean;
  quantityAvailable: number | null;
  image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
  productId: string;
  handle: string;
  title: string;
  vendor: string;
  tags: string[];
  /** What the line costs after its own discounts. */
  totalCents: number;
  discountCents: number;
  /** The same discounts by kind: the member price, a code's share, the sale's share (and the sale's title). */
  memberDiscountCents: number;
  codeDiscountCents: number;
  saleDiscountCents: number;
  saleTitle: string | null;
  sellingPlanId: string | null;
}

export interface AppliedGiftCard {
  id: string;
  lastCharacters: string;
  amountUsedCents: number;
}

/** The cart, read from the storefront GraphQL and kept in cents. */
export interface Cart {
  id: string;
  checkoutUrl: string;
  /** When the cart last changed (ISO 8601): an older copy never replaces a newer one. */
  updatedAt: string;
  totalQuantity: number;
  note: string;
  attributes: CartAttribute[];
  email: string | null;
  countryCode: string | null;
  subtotalCents: number;
  totalCents: number;
  discountCodes: { code: string; applicable: boolean }[];
  /** Cart-level (order) discounts. */
  orderDiscountCents: number;
  giftCards: AppliedGiftCard[];
  lines: CartLine[];
}

interface Money {
  amount: string;
}

/** The Shopify Cart object as the documents in cart-documents.ts select it. */
export interface StorefrontCart {
  id: string;
  checkoutUrl: string;
  updatedAt: string;
  totalQuantity: number;
  note: string | null;
  attributes: CartAttribute[];
  buyerIdentity: { email: string | null; countryCode: string | null } | null;
  cost: { subtotalAmount: Money; totalAmount: Money };
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: { discountedAmount: Money }[];
  appliedGiftCards: { id: string; lastCharacters: string; amountUsed: Money }[];
  lines: { nodes: StorefrontCartLine[] };
}

export interface StorefrontCartLine {
  id: string;
  quantity: number;
  attributes: CartAttribute[];
  merchandise: {
    id: string;
    title: string;
    price: Money;
    availableForSale: boolean;
    quantityAvailable: number | null;
    image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
    product: { id: string; handle: string; title: string; vendor: string; tags: string[] };
  };
  cost: { totalAmount: Money };
  /** Automatic allocations carry their title (the member price, the sale), code allocations their code. */
  discountAllocations: { discountedAmount: Money; title?: string; code?: string }[];
  sellingPlanAllocation: { sellingPlan: { id: string } } | null;
}

/** "123.45" → 12345, without going through floating point. */
export function amountToCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(amount.trim());
  if (!match) return 0;
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

const sum = (allocations: { discountedAmount: Money }[]) =>
  allocations.reduce((total, allocation) => total + amountToCents(allocation.discountedAmount.amount), 0);

export function toCart(raw: StorefrontCart): Cart {
  return {
    id: raw.id,
    checkoutUrl: raw.checkoutUrl,
    updatedAt: raw.updatedAt,
    totalQuantity: raw.totalQuantity,
    note: raw.note ?? "",
    attributes: raw.attributes,
    email: raw.buyerIdentity?.email ?? null,
    countryCode: raw.buyerIdentity?.countryCode ?? null,
    subtotalCents: amountToCents(raw.cost.subtotalAmount.amount),
    totalCents: amountToCents(raw.cost.totalAmount.amount),
    discountCodes: raw.discountCodes,
    orderDiscountCents: sum(raw.discountAllocations),
    giftCards: raw.appliedGiftCards.map((card) => ({
      id: card.id,
      lastCharacters: card.lastCharacters,
      amountUsedCents: amountToCents(card.amountUsed.amount),
    })),
    lines: raw.lines.nodes.map(toCartLine),
  };
}

/** Shopify's reading of an allocation: a code names itself; the member price is an automatic one titled so; any other automatic one is the sale. */
function discountsByKind(allocations: StorefrontCartLine["discountAllocations"]) {
  const kinds = { memberDiscountCents: 0, codeDiscountCents: 0, saleDiscountCents: 0, saleTitle: null as string | null };
  for (const allocation of allocations) {
    const cents = amountToCents(allocation.discountedAmount.amount);
    if (allocation.code) kinds.codeDiscountCents += cents;
    else if (allocation.title === MEMBER_PRICE_TITLE) kinds.memberDiscountCents += cents;
    else {
      kinds.saleDiscountCents += cents;
      kinds.saleTitle ??= allocation.title ?? null;
    }
  }
  return kinds;
}

function toCartLine(raw: StorefrontCartLine): CartLine {
  const merchandise = raw.merchandise;
  return {
    id: raw.id,
    quantity: raw.quantity,
    attributes: raw.attributes,
    merchandiseId: merchandise.id,
    variantTitle: merchandise.title,
    priceCents: amountToCents(merchandise.price.amount),
    availableForSale: merchandise.availableForSale,
    quantityAvailable: merchandise.quantityAvailable,
    image: merchandise.image,
    productId: merchandise.product.id,
    handle: merchandise.product.handle,
    title: merchandise.product.title,
    vendor: merchandise.product.vendor,
    tags: merchandise.product.tags,
    totalCents: amountToCents(raw.cost.totalAmount.amount),
    discountCents: sum(raw.discountAllocations),
    ...discountsByKind(raw.discountAllocations),
    sellingPlanId: raw.sellingPlanAllocation?.sellingPlan.id ?? null,
  };
}

/** Spec 1 §5: an item is unavailable if it is not for sale or none is left. */
export function isLineUnavailable(line: CartLine): boolean {
  return !line.availableForSale || line.quantityAvailable === 0;
}

/** The condition grade a listing carries as a `condition:` tag, when it has one. */
export function lineCondition(line: CartLine): string | null {
  return prefixedTagValue(line.tags, TAG_PREFIX.condition) ?? null;
}

/** The value of a cart attribute, or null when it is not set. */
export function cartAttribute(cart: Cart | null, key: string): string | null {
  return cart?.attributes.find((attribute) => attribute.key === key)?.value ?? null;
}

/**
 * The discount on the cart. A code's amount is reported both on the cart and spread over the lines
 * it applies to, so the larger of the two is the discount (never their sum).
 */
export function cartDiscountCents(cart: Cart): number {
  const lines = cart.lines.reduce((total, line) => total + line.discountCents, 0);
  return Math.max(cart.orderDiscountCents, lines);
}

/**
 * What the page does with the cart a server render read: `adopt` it (the cart this browser holds, at
 * least as recent as the one on screen, or no cart when none is held), `forget` the held id (the server
 * looked that cart up and found nothing: it was checked out, or is gone), or `keep` what is on screen
 * (the answer is about another cart, or older).
 */
export function serverCartStep(options: { held: string | null; asked: string | null; server: Cart | null; current: Cart | null }): "adopt" | "forget" | "keep" {
  const { held, asked, server, current } = options;
  if (server === null) {
    if (held === null) return "adopt";
    return asked === held ? "forget" : "keep";
  }
  return server.id === held && isNewerCart(server, current) ? "adopt" : "keep";
}

/** Whether `incoming` may replace `current`: another cart, or the same one at least as recent. */
export function isNewerCart(incoming: Cart | null, current: Cart | null): boolean {
  if (!incoming || !current || incoming.id !== current.id) return true;
  return Date.parse(incoming.updatedAt) >= Date.parse(current.updatedAt);
}
