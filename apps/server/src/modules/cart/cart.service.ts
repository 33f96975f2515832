import { randomBytes } from "node:crypto";
import { computeCartAttributes, mergeAttributes, withTradeInBag, type TradeInBagEntry } from "@maison/domain/cart/cart-attributes";
import { discountErrorMessage, evaluateDiscountCode, normalizeDiscountCode, notWithSaleMessage, saleOutweighsCode } from "@maison/domain/cart/discount-code";
import { GIFT_CARD_MESSAGES, isGiftForYouBlocked, planGiftCardCodes } from "@maison/domain/cart/gift-card-codes";
import { noteAfterMembershipChange } from "@maison/domain/cart/membership-line";
import { isShippingProtectionSuppressed, planShippingProtection } from "@maison/domain/cart/shipping-protection";
import { shippingProtectionVariant } from "@maison/domain/cart/special-lines";
import { saleDiscountCents, type Sale } from "@maison/domain/content/sale-tiers";
import { memberDiscountCents, memberPricingAttributes, qualifiesForMemberPricing } from "@maison/domain/membership/member-pricing";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { Database } from "../../db/schema.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { GiftCardSummary, WalletPort } from "../wallet/wallet.port.ts";
import type { ShippingProtectionSwitch } from "./shipping-protection-switch.ts";
import type { Kysely, RawBuilder } from "kysely";
import { addLines, removeLines, updateLines } from "./cart-line-edits.ts";
import { merchandiseOfLine, type MerchandiseSource, type ResolvedMerchandise } from "./cart-merchandise.ts";
import { CartReads } from "./cart-reads.ts";
import { attributesEdit, buyerIdentityEdit, cartError, noteEdit, type Edit, type EditState } from "./cart-field-edits.ts";
import { buildCartView, eligibleSubtotalCents, evaluateCartDiscounts, type PricedLine } from "./cart-view.ts";
import { cartReadStatements, insertCart, NO_STAMPS, markCartCompleted, saveLines, updateCart, type CartLineRecord, type CartReadStatements, type CartRecord, type CartStamps, type RiddenMerchandise, type StoredLines } from "./cart.repository.ts";
import type { DiscountCodeRule } from "@maison/domain/cart/discount-code";
import { findDiscountCode, findDiscountCodeOwner, findDiscountCodes, insertPersonalDiscountCode } from "./discount-code.repository.ts";
import { DiscountRedemptionService, type DiscountRedemption } from "./discount-redemption.service.ts";
import type { CrashPoint } from "../../platform/crash/crash-points.ts";
import type {
  CartAttribute,
  CartBuyerIdentityInput,
  CartCreateInput,
  CartLineInput,
  CartLineUpdateInput,
  CartPort,
  CartResult,
  CartUserError,
  CartView,
  CartViewer,
} from "./cart.port.ts";

/** Where the cart finds the sale running now (its tiers are automatic order discounts, decision 029). */
export interface AutomaticDiscountSource {
  /** `stamp`: what `saleStamp` selected in the cart's read of the cart (decision 095), when it did. */
  runningSale(now: Date, tx?: Tx, stamp?: number | null): Promise<Sale | null>;
  /** The sales' change stamp, selected in the cart's own read of the cart. */
  readonly saleStamp?: RawBuilder<number | null>;
}

/** The shopper's trade-ins the cart applies (decision 050): accepted ones not yet used by a purchase. */
export interface TradeInBagSource {
  bagOf(userId: string, tx?: Tx): Promise<TradeInBagEntry[]>;
}

export interface CartServiceOptions {
  /** Where the site is served: checkoutUrl is `${publicBaseUrl}/checkouts/<token>`. */
  publicBaseUrl: string;
  /** Daily membership test plans can be bought (outside production only). */
  includeTestPlans: boolean;
  /** The crash test's named points (decision 075); inert unless CRASH_AT names one. */
  crash?: CrashPoint;
}

/** Shopify's message for an unknown cart; also given for a cart that belongs to someone else. */
export const CART_NOT_FOUND_MESSAGE = "The specified cart does not exist.";
export const CART_COMPLETED_MESSAGE = "This cart has been checked out and can no longer be changed.";


/** A cart token: 128 random bits, so a visitor cart is as private as its link. */
export function newCartToken(): string {
  return `c1-${randomBytes(16).toString("hex")}`;
}

/**
 * A visitor cart may be used by anyone holding its token; a user's cart by that user only, and read by
 * the system for the order it became.
 */
export function mayUseCart(cart: Pick<CartRecord, "userId">, viewer: CartViewer): boolean {
  return cart.userId === null || cart.userId === viewer.userId || viewer.actor.kind === "system";
}


const membershipCount = (lines: readonly CartLineRecord[]) => lines.filter((l) => l.kind === "membership").length;

/**
 * The cart (spec 1 §3-§5, storefront GraphQL of §7): every mutation runs in one transaction on the
 * locked cart, applies the change, then the cart rules of packages/domain/src/cart — shipping
 * protection, membership note, discount, gift cards, server attributes — and returns the new view.
 */
export class CartService implements CartPort {
  private readonly discounts: DiscountRedemptionService;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallet: WalletPort,
    private readonly products: MerchandiseSource,
    private readonly options: CartServiceOptions,
    private readonly automaticDiscounts: AutomaticDiscountSource | null = null,
    private readonly tradeIns: { get(): TradeInBagSource } | null = null,
    private readonly protectionSwitch: ShippingProtectionSwitch | null = null,
  ) {
    this.discounts = new DiscountRedemptionService(clock);
    const rider = products.merchandiseRider;
    this.reads = cartReadStatements({ saleStamp: automaticDiscounts?.saleStamp ?? null, flagStamp: protectionSwitch?.stamp ?? null, merchandise: rider ? (variantId) => rider.select(variantId) : null });
  }

  /** The cart's reads, with the sales' and the flags' change stamps selected beside the cart (decision 095). */
  private readonly reads: CartReadStatements;

  /**
   * For checkout, inside its order transaction: counts the discount of the priced cart for `orderId`
   * (idempotent per order). Throws DomainError 409 `discount_usage_limit` or `discount_not_valid` when
   * the code can no longer be used, so the order is not placed. Null when the cart has no discount.
   */
  redeemDiscount(tx: Tx, cart: CartView, orderId: string): Promise<DiscountRedemption | null> {
    return this.discounts.redeem(tx, cart, orderId);
  }

  /**
   * For checkout, inside its order transaction: marks the cart as checked out by `orderId`, after which
   * it takes no more changes. Returns false when the cart was already completed (by this or another order).
   */
  async markCompleted(tx: Tx, cartId: string, orderId: string): Promise<boolean> {
    // One guarded UPDATE: it takes the row's lock on PostgreSQL and refuses a cart completed already.
    return markCartCompleted(tx.db, cartId, orderId, this.clock.now().toISOString());
  }

  /**
   * Writes a personal discount code only `ownerUserId` can enter (the special-day discount), inside the
   * caller's transaction. Returns false when the code exists already.
   */
  issuePersonalCode(tx: Tx, rule: DiscountCodeRule, ownerUserId: string): Promise<boolean> {
    return insertPersonalDiscountCode(tx.db, rule, ownerUserId, this.clock.now().toISOString());
  }

  checkoutUrlOf(token: string): string {
    return `${this.options.publicBaseUrl}/checkouts/${token}`;
  }

  /** The cart as `viewer` may see it, or null (unknown, or someone else's). Inside `tx` when given (checkout). */
  async get(cartId: string, viewer: CartViewer, tx?: Tx): Promise<CartView | null> {
    const db = tx?.db ?? this.db.kysely;
    const found = await this.reads.withLines(db, cartId);
    if (!found || !mayUseCart(found.cart, viewer)) return null;
    const { cart, lines } = found;
    const reads = this.readsFor(db, viewer, tx, found.stamps, found.merchandise);
    const priced = await this.price(reads, lines, viewer);
    return this.view(db, cart, priced, reads, tx);
  }

  async create(input: CartCreateInput, viewer: CartViewer): Promise<CartResult> {
    return inTransaction(this.db, async (tx) => {
      const now = this.clock.now().toISOString();
      const cart: CartRecord = {
        id: newCartToken(),
        userId: viewer.userId,
        buyerEmail: viewer.email,
        buyerCountry: null,
        note: "",
        attributes: [],
        discountCodes: [],
        giftCardIds: [],
        completedOrderId: null,
        createdAt: now,
        updatedAt: now,
      };
      const state: EditState = { cart, lines: [], stored: new Map(), membershipBefore: 0, reads: this.readsFor(tx.db, viewer, tx), stamps: NO_STAMPS };
      const edits: Edit[] = [];
      if (input.buyerIdentity) edits.push(buyerIdentityEdit(input.buyerIdentity));
      if (input.note !== undefined) edits.push(noteEdit(input.note ?? ""));
      if (input.attributes) edits.push(attributesEdit(input.attributes));
      if (input.lines) edits.push(this.linesEdit((s, resolve) => addLines(s.lines, input.lines ?? [], resolve, now), viewer, input.lines.map((l) => l.merchandiseId)));
      if (input.discountCodes) edits.push(this.discountCodesEdit(input.discountCodes, viewer));
      if (input.giftCardCodes) edits.push(this.giftCardCodesEdit(input.giftCardCodes, viewer));
      const userErrors: CartUserError[] = [];
      for (const edit of edits) {
        const { errors, fatal } = await edit(state, tx);
        userErrors.push(...errors);
        if (fatal && errors.length > 0) return { cart: null, userErrors };
      }
      await insertCart(tx.db, cart);
      return { cart: await this.settleAndSave(tx, state, viewer), userErrors };
    });
  }

  async addLines(cartId: string, lines: CartLineInput[], viewer: CartViewer): Promise<CartResult> {
    const now = this.clock.now().toISOString();
    return this.mutate(cartId, viewer, this.linesEdit((s, resolve) => addLines(s.lines, lines, resolve, now), viewer, lines.map((l) => l.merchandiseId)));
  }

  async updateLines(cartId: string, lines: CartLineUpdateInput[], viewer: CartViewer): Promise<CartResult> {
    const ids = lines.flatMap((l) => (l.merchandiseId ? [l.merchandiseId] : []));
    return this.mutate(cartId, viewer, this.linesEdit((s, resolve) => updateLines(s.lines, lines, resolve), viewer, ids));
  }

  async removeLines(cartId: string, lineIds: string[], viewer: CartViewer): Promise<CartResult> {
    return this.mutate(cartId, viewer, async (s) => {
      const result = removeLines(s.lines, lineIds);
      s.lines = result.lines;
      return { errors: result.errors };
    });
  }

  async updateAttributes(cartId: string, attributes: CartAttribute[], viewer: CartViewer): Promise<CartResult> {
    return this.mutate(cartId, viewer, attributesEdit(attributes));
  }

  async updateNote(cartId: string, note: string, viewer: CartViewer): Promise<CartResult> {
    return this.mutate(cartId, viewer, noteEdit(note));
  }

  async updateBuyerIdentity(cartId: string, identity: CartBuyerIdentityInput, viewer: CartViewer): Promise<CartResult> {
    return this.mutate(cartId, viewer, buyerIdentityEdit(identity));
  }

  async updateDiscountCodes(cartId: string, codes: string[], viewer: CartViewer): Promise<CartResult> {
    return this.mutate(cartId, viewer, this.discountCodesEdit(codes, viewer));
  }

  async updateGiftCardCodes(cartId: string, codes: string[], viewer: CartViewer): Promise<CartResult> {
    return this.mutate(cartId, viewer, this.giftCardCodesEdit(codes, viewer));
  }

  /** cartGiftCardCodesRemove (API 2025-01): takes the named applied cards off the cart; an id not applied is a userError and nothing changes. */
  async removeGiftCards(cartId: string, appliedGiftCardIds: string[], viewer: CartViewer): Promise<CartResult> {
    return this.mutate(cartId, viewer, async (state) => {
      const errors = appliedGiftCardIds.flatMap((id, i) =>
        state.cart.giftCardIds.includes(id) ? [] : [cartError(["appliedGiftCardIds", String(i)], GIFT_CARD_MESSAGES.notApplied)],
      );
      // Nothing is taken off unless every id named is on the cart: the cart comes back unchanged.
      if (errors.length > 0) return { errors };
      state.cart.giftCardIds = state.cart.giftCardIds.filter((id) => !appliedGiftCardIds.includes(id));
      return { errors: [] };
    });
  }

  /** Runs one edit on the locked cart; a signed-in user's change to a visitor cart makes it theirs. */
  private async mutate(cartId: string, viewer: CartViewer, edit: Edit): Promise<CartResult> {
    return inTransaction(this.db, async (tx) => {
      const found = await this.lockedCart(tx, cartId);
      if (!found || !mayUseCart(found.cart, viewer)) return { cart: null, userErrors: [cartError(["cartId"], CART_NOT_FOUND_MESSAGE)] };
      const { cart, lines, stored } = found;
      if (cart.completedOrderId) return { cart: null, userErrors: [cartError(["cartId"], CART_COMPLETED_MESSAGE)] };
      if (cart.userId === null && viewer.userId) {
        cart.userId = viewer.userId;
        cart.buyerEmail ??= viewer.email;
      }
      const state: EditState = { cart, lines, stored, membershipBefore: membershipCount(lines), reads: this.readsFor(tx.db, viewer, tx, found.stamps, found.merchandise), stamps: found.stamps };
      const { errors, fatal } = await edit(state, tx);
      if (fatal && errors.length > 0) {
        return { cart: await this.view(tx.db, cart, await this.price(state.reads, lines, viewer), state.reads, tx), userErrors: errors };
      }
      return { cart: await this.settleAndSave(tx, state, viewer), userErrors: errors };
    });
  }

  /**
   * The cart and its lines for a change. SQLite's BEGIN IMMEDIATE has locked the database: one read (a
   * join). PostgreSQL locks the cart's row first, then reads the lines in a second statement: a locking
   * read that waited sees the locked row's newest version but the joined rows of its older snapshot.
   */
  private async lockedCart(tx: Tx, cartId: string): Promise<({ cart: CartRecord; stamps: CartStamps; merchandise: RiddenMerchandise } & StoredLines) | undefined> {
    if (tx.dialect === "sqlite") return this.reads.withLines(tx.db, cartId);
    const found = await this.reads.forUpdate(tx.db, cartId);
    return found && { ...found, ...(await this.reads.lines(tx.db, found.cart.id)) };
  }

  /**
   * Applies the cart rules after a change and writes the cart: lines whose merchandise is gone are
   * dropped; the shipping-protection line follows the discounted items' subtotal; the note follows the
   * membership line; the server's attributes are recomputed.
   */
  private async settleAndSave(tx: Tx, state: EditState, viewer: CartViewer): Promise<CartView> {
    const now = this.clock.now();
    let priced = await this.price(state.reads, state.lines, viewer);
    const rules = await findDiscountCodes(tx.db, state.cart.discountCodes);
    const discount = evaluateCartDiscounts(state.cart.discountCodes, rules, priced, now, await state.reads.runningSale());
    const plan = planShippingProtection({
      lines: priced.map((p) => ({ id: p.record.id, kind: p.resolved.kind, feeDollars: p.resolved.special?.amountDollars })),
      discountedSubtotalCents: eligibleSubtotalCents(priced) - (discount.applied?.amountCents ?? 0),
      suppressed: isShippingProtectionSuppressed(state.cart.attributes) || (this.protectionSwitch !== null && !(await this.protectionSwitch.isOn(viewer, tx, state.stamps.flags))),
    });
    let lines = priced.map((p) => p.record);
    if (plan.action === "remove" || plan.action === "replace") lines = lines.filter((l) => !plan.removeLineIds.includes(l.id));
    if (plan.action === "add" || plan.action === "replace") {
      const variant = shippingProtectionVariant(plan.fee);
      lines.push({ id: newId("cl"), kind: "shipping_protection", variantId: variant.variantId, quantity: 1, attributes: [], sellingPlanId: null, createdAt: now.toISOString() });
    }
    if (plan.action !== "keep" && plan.action !== "none") priced = await this.price(state.reads, lines, viewer);
    const membershipAfter = membershipCount(lines);
    const cart = state.cart;
    cart.note = noteAfterMembershipChange({ note: cart.note, membershipBefore: state.membershipBefore, membershipAfter });
    const attributes = computeCartAttributes({
      attributes: cart.attributes,
      cartId: `gid://shopify/Cart/${cart.id}`,
      marketingDiscountCents: discount.applied?.code ? discount.applied.amountCents : 0,
      signedIn: viewer.userId !== null,
      isMember: viewer.isMember,
      isB2b: viewer.isB2b,
      hasSubscriptionLine: membershipAfter > 0,
    });
    // Spec 1 §5: the member-pricing attributes are the server's, for members or carts with a subscription only.
    cart.attributes = qualifiesForMemberPricing({ isMember: viewer.isMember, hasSubscriptionLine: membershipAfter > 0 })
      ? mergeAttributes(attributes, memberPricingAttributes({ lines: memberPricedLines(priced), hasSubscriptionLine: membershipAfter > 0 }))
      : attributes;
    cart.updatedAt = now.toISOString();
    await updateCart(tx.db, cart);
    // The cart's row is written, its lines not yet: a process lost here must leave the cart as it was.
    this.options.crash?.("cart.between_writes");
    await saveLines(tx.db, cart.id, state.stored, lines);
    return this.view(tx.db, cart, priced, state.reads, tx);
  }

  private async view(db: Kysely<Database>, cart: CartRecord, priced: PricedLine[], reads: CartReads, tx?: Tx): Promise<CartView> {
    const rules = await findDiscountCodes(db, cart.discountCodes);
    const discount = evaluateCartDiscounts(cart.discountCodes, rules, priced, this.clock.now(), await reads.runningSale());
    const giftCards = await this.giftCardsOf(cart.giftCardIds, tx);
    // The bag changes outside the cart (a trade-in accepted, used, revised): read on every view, never stored.
    const bag = this.tradeIns && cart.userId && cart.completedOrderId === null ? await this.tradeIns.get().bagOf(cart.userId, tx) : [];
    const withBag = { ...cart, attributes: withTradeInBag(cart.attributes, bag) };
    return buildCartView({ cart: withBag, lines: priced, discount, giftCards, checkoutUrl: this.checkoutUrlOf(cart.id), tradeIns: bag });
  }

  private async runningSale(tx?: Tx, stamp?: number | null): Promise<Sale | null> {
    return this.automaticDiscounts ? this.automaticDiscounts.runningSale(this.clock.now(), tx, stamp) : null;
  }

  /**
   * Lines with their merchandise; lines whose merchandise no longer exists are left out. Catalog items
   * carry their member-price discount for members and for carts holding a membership line (spec 1 §5, §9).
   */
  private async price(reads: CartReads, lines: readonly CartLineRecord[], viewer: CartViewer): Promise<PricedLine[]> {
    const resolved = await reads.resolve(lines.map((l) => l.variantId));
    const found = lines.flatMap((record) => {
      const variant = resolved.get(record.variantId);
      const merchandise = variant ? merchandiseOfLine(variant, record.attributes) : null;
      return merchandise ? [{ record, resolved: merchandise }] : [];
    });
    const memberPricing = qualifiesForMemberPricing({ isMember: viewer.isMember, hasSubscriptionLine: found.some((l) => l.resolved.kind === "membership") });
    return found.map((line) => ({
      ...line,
      memberDiscountCents: memberPricing && line.resolved.kind === "product" ? memberDiscountCents(line.resolved.merchandise.priceCents) * line.record.quantity : 0,
    }));
  }

  private merchandiseContext(viewer: CartViewer) {
    return { viewer, now: this.clock.now(), publicBaseUrl: this.options.publicBaseUrl, includeTestPlans: this.options.includeTestPlans };
  }

  /**
   * A fresh memo of reads for one operation on `db` (inside `tx` when given). `stamps`: what the read
   * of the cart selected beside it in the same transaction (or outside any, `get` without `tx`).
   */
  private readsFor(db: Kysely<Database>, viewer: CartViewer, tx?: Tx, stamps: CartStamps = NO_STAMPS, merchandise: RiddenMerchandise = null): CartReads {
    const reads = new CartReads(this.products, db, this.merchandiseContext(viewer), () => this.runningSale(tx, stamps.sale));
    // The lines' pieces came with the read of the cart (decision 099): resolving them reads nothing more.
    const rider = this.products.merchandiseRider;
    if (merchandise && rider) reads.seed(new Map([...merchandise].map(([variantId, value]) => [variantId, rider.decode(value)])));
    return reads;
  }

  private async giftCardsOf(ids: readonly string[], tx?: Tx): Promise<GiftCardSummary[]> {
    const cards = await Promise.all(ids.map((id) => this.wallet.findGiftCardById(id, tx)));
    return cards.filter((c): c is GiftCardSummary => c !== null);
  }

  private linesEdit(
    change: (state: EditState, resolve: (variantId: string) => ResolvedMerchandise | undefined) => { lines: CartLineRecord[]; errors: CartUserError[] },
    viewer: CartViewer,
    variantIds: readonly string[],
  ): Edit {
    return async (state) => {
      // The lines already on the cart are read with the new ones: the rule pass after the edit reads none again.
      const resolved = await state.reads.resolve([...variantIds, ...state.lines.map((l) => l.variantId)]);
      const result = change(state, (id) => resolved.get(id));
      state.lines = result.lines;
      return { errors: result.errors, fatal: true };
    };
  }

  /**
   * cartDiscountCodesUpdate: the codes replace those on the cart. Each is evaluated against the items'
   * subtotal now; one that fails is not kept and its error (code and message of spec 1 §5, as a JSON
   * string, spec 1 §8) is returned. An empty list removes the discount (marketingDiscount back to 0).
   */
  private discountCodesEdit(codes: readonly string[], viewer: CartViewer): Edit {
    return async (state, tx) => {
      const eligible = eligibleSubtotalCents(await this.price(state.reads, state.lines, viewer));
      const sale = await state.reads.runningSale();
      const saleCents = sale ? saleDiscountCents(eligible, sale.tiers) : 0;
      const kept: string[] = [];
      const errors: CartUserError[] = [];
      for (const [index, entered] of codes.entries()) {
        const code = normalizeDiscountCode(entered);
        if (code === "" || kept.includes(code)) continue;
        const owner = await findDiscountCodeOwner(tx.db, code);
        // A personal code (the special-day discount) is unknown to anyone but its owner.
        const rule = owner === null || owner === viewer.userId ? ((await findDiscountCode(tx.db, code)) ?? null) : null;
        const outcome = evaluateDiscountCode({ enteredCode: entered, rule, eligibleSubtotalCents: eligible, now: this.clock.now(), signedIn: viewer.userId !== null });
        if (!outcome.ok) errors.push(cartError(["discountCodes", String(index)], discountErrorMessage(outcome.code, outcome.message)));
        // A code and the sale do not combine (decision 029): when the sale takes more off, the shopper is told so.
        else if (saleOutweighsCode(outcome.amountCents, saleCents)) {
          errors.push(cartError(["discountCodes", String(index)], discountErrorMessage("discount_not_combinable_with_sale", notWithSaleMessage(saleCents))));
        } else kept.push(code);
      }
      state.cart.discountCodes = kept;
      return { errors };
    };
  }

  /**
   * cartGiftCardCodesUpdate: cards already on the cart are kept when named by their last 4 characters
   * (or full code); new 16-character codes are looked up in the wallet. Store credit of another user
   * is not found; gift-for-you credit alone cannot pay a cart at or below the minimum (spec 1 §4).
   */
  private giftCardCodesEdit(codes: readonly string[], viewer: CartViewer): Edit {
    return async (state, tx) => {
      const applied = await this.giftCardsOf(state.cart.giftCardIds, tx);
      const plan = planGiftCardCodes(codes, applied);
      const errors: CartUserError[] = plan.invalid.map(() => cartError(["giftCardCodes"], GIFT_CARD_MESSAGES.notFound));
      const next = applied.filter((c) => plan.keepIds.includes(c.id));
      const added: GiftCardSummary[] = [];
      for (const code of plan.lookUp) {
        const card = await this.wallet.findGiftCardByCode(code, tx);
        if (!card || (card.ownerUserId !== null && card.ownerUserId !== viewer.userId)) errors.push(cartError(["giftCardCodes"], GIFT_CARD_MESSAGES.notFound));
        else if (!card.spendable) errors.push(cartError(["giftCardCodes"], GIFT_CARD_MESSAGES.notSpendable));
        else if (!next.some((c) => c.id === card.id) && !added.some((c) => c.id === card.id)) added.push(card);
      }
      let cards = [...next, ...added];
      const priced = await this.price(state.reads, state.lines, viewer);
      const subtotal = priced.reduce((sum, p) => sum + p.resolved.merchandise.priceCents * p.record.quantity, 0);
      const total = (list: GiftCardSummary[], gfyOnly: boolean) => list.filter((c) => !gfyOnly || c.giftForYou).reduce((s, c) => s + c.availableCents, 0);
      if (added.some((c) => c.giftForYou) && isGiftForYouBlocked({ giftCardTotalCents: total(cards, false), giftForYouTotalCents: total(cards, true), cartSubtotalCents: subtotal })) {
        errors.push(cartError(["giftCardCodes"], GIFT_CARD_MESSAGES.giftForYouMinimum));
        cards = cards.filter((c) => !(c.giftForYou && added.includes(c)));
      }
      state.cart.giftCardIds = cards.map((c) => c.id);
      return { errors };
    };
  }
}

/** The product lines as the member-pricing attributes state them. */
function memberPricedLines(priced: readonly PricedLine[]) {
  return priced
    .filter((p) => p.resolved.kind === "product")
    .map((p) => ({
      merchandiseId: `gid://shopify/ProductVariant/${p.resolved.merchandise.variantId}`,
      standardPriceCents: p.resolved.merchandise.priceCents,
      quantity: p.record.quantity,
      memberDiscountCents: p.memberDiscountCents,
    }));
}
