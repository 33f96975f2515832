import { randomInt } from "node:crypto";
import type { Logger } from "pino";
import type { CheckoutCompleteResponse, PaymentInput } from "@maison/contracts/checkout";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { holdExpiry } from "@maison/domain/checkout/item-hold";
import type { PaidOrderEvent, PlacedOrderEvent } from "@maison/domain/checkout/order-events";
import { orderLifecycle } from "@maison/domain/checkout/order-lifecycle";
import { isDomainError } from "@maison/domain/shared/domain-error";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { POINT_VALUE_CENTS } from "@maison/domain/wallet/wallet-profile";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { DomainEvents } from "../../platform/events/domain-events.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { EMAIL_TOPIC } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import type { AuthorizeResult, PaymentGateway, PaymentSource } from "../../platform/payments/payment-gateway.ts";
import type { TaxCalculator } from "../../platform/tax/tax-calculator.ts";
import type { LedgerHold, PointsPort, WalletPort } from "../wallet/wallet.port.ts";
import { checkoutErrors } from "./checkout-errors.ts";
import { cardTenders, type CheckoutBuyer, type CheckoutDraft } from "./checkout-view.ts";
import type { CartView } from "../cart/cart.port.ts";
import { claimPlacement, findCheckout, markCheckoutCompleted, releasePlacement, type CheckoutRow } from "./checkout.repository.ts";
import type { CheckoutService } from "./checkout.service.ts";
import { hashAccessKey, orderAccessKey } from "./order-access-key.ts";
import { orderConfirmationEmail } from "./order-emails.ts";
import { ORDER_BINDING } from "./order-binding.ts";
import type { StoredTender } from "./order-money.ts";
import { findOrderByCart, insertOrder, setTaxTransaction, type OrderLineRow, type OrderRow } from "./order.repository.ts";
import { findOrder } from "./order.repository.ts";
import { insertAttempt, markFailed, markPlaced, markSettled, sourceFingerprint, takeOverAttempts, type PaymentAttemptRow } from "./payment-attempt.repository.ts";

/** What the cart does inside the order transaction: close the cart and redeem its discount codes. */
export interface CartCompletion {
  /**
   * Closes the cart (as the checkout priced it) for the order: false when it was completed already (by
   * another order); throws, and so stops the order, when its discount can no longer be used.
   */
  completeCart(tx: Tx, cart: CartView, orderId: string): Promise<boolean>;
}

/** The hold-expiry job's payload: the cart, and the wallet holds its attempt took (released if no order posted them). */
export interface HoldExpiryPayload {
  token: string;
  /**
   * The attempt's intent row (payment_attempts), written with the holds before the gateway is asked:
   * the job takes the cart's placement lease and settles every attempt of the cart that neither placed
   * its order nor was settled (releases its wallet holds, voids its authorisation). Jobs enqueued before
   * the table existed carry only the fields below.
   */
  attemptId?: string;
  walletHolds?: string[];
  /**
   * The gateway key the attempt authorises under, written before the gateway is asked (the intent):
   * if the attempt's process dies between the authorisation and the order, the job finds it and voids it.
   */
  paymentKey?: string;
}

export const CAPTURE_JOB = "checkout.capture-payment";
/** Records a placed order's tax with the tax provider (decision 044); retried until it answers. */
export const RECORD_TAX_JOB = "checkout.record-tax";
export const HOLD_EXPIRY_JOB = "checkout.expire-holds";

/** How long an attempt's placement lease lasts if its process dies mid-way (longer than any gateway call). */
const PLACEMENT_LEASE_MS = 60_000;
/** How long a second attempt of the same cart waits for the first before answering `order_being_placed`. */
const PLACEMENT_WAIT_MS = 20_000;
const PLACEMENT_POLL_MS = 50;

export interface PlaceOrderInput {
  token: string;
  buyer: CheckoutBuyer;
  idempotencyKey: string;
  payment?: PaymentInput;
  /** The buyer ticked the consent to a membership's recurring charge. */
  subscriptionConsent?: boolean;
  /** Who places it: the signed-in buyer, or the guest of this cart. */
  actor: Actor;
}

interface Attempt {
  /** Its intent row in payment_attempts. */
  id: string;
  token: string;
  actor: Actor;
  /** Keys of this attempt's wallet holds (and, unless it reuses one, its authorisation): a retry after a failure starts afresh. */
  key: string;
  /** The gateway key it authorises under: its own, or that of the dead attempt whose authorisation it takes over; null when nothing is charged. */
  paymentKey: string | null;
  /** The dead attempt of this cart whose open authorisation (same card, same amount) this attempt carries on. */
  reused: PaymentAttemptRow | null;
  productIds: string[];
  walletHolds: LedgerHold[];
  payment: Extract<AuthorizeResult, { status: "authorized" }> | null;
  /** The gateway declined: no authorisation exists under `paymentKey`. */
  declined: boolean;
}

const toSource = (payment: PaymentInput): PaymentSource =>
  payment.kind === "card"
    ? { kind: "card", number: payment.number.replaceAll(" ", ""), expMonth: payment.exp_month, expYear: payment.exp_year, cvc: payment.cvc, name: payment.name }
    : { kind: "token", token: payment.token };

/**
 * Places the order of a checkout in plain steps, each with its undo (ARCHITECTURE "One-of-a-kind
 * items"): hold the items and the gift-card amounts → authorise the payment → in one transaction,
 * while every hold is still ours, sell the items, post the wallet holds, write the order, close the
 * cart and record the e-mail → capture. Any failure releases the holds and voids the authorisation.
 * A retry of the same cart returns the order already placed.
 */
export class OrderPlacementService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      logger: Logger;
      checkout: CheckoutService;
      wallet: WalletPort & PointsPort;
      gateway: PaymentGateway;
      tax: TaxCalculator;
      cartCompletion: CartCompletion;
      outbox: Outbox;
      jobs: JobRunner;
      secret: string;
      publicBaseUrl: string;
      inventory: InventoryService;
      transitions: Transitions;
      events: DomainEvents;
    },
  ) {}

  /**
   * Places the cart's order, one attempt at a time per cart (decision 020): an attempt takes the
   * checkout's placement lease before any hold or payment call; a second attempt (another tab, another
   * Idempotency-Key) waits for it and answers with the order it placed, or goes on if it failed.
   */
  async place(input: PlaceOrderInput): Promise<CheckoutCompleteResponse> {
    const { db } = this.deps;
    const lease = { key: newId("lse"), givenBack: false };
    const taken = await this.takePlacement(input.token, lease.key);
    if ("order" in taken) return this.response(taken.order);
    try {
      // The checkout row names the order its cart became (written with the order): a replay answers with it.
      const earlier = taken.checkout.order_id ? await findOrder(db.kysely, taken.checkout.order_id) : undefined;
      if (earlier) return this.response(earlier);
      return await this.placeWithLease(input, taken.checkout, lease);
    } finally {
      if (!lease.givenBack) {
        await releasePlacement(db.kysely, input.token, lease.key).catch((error: unknown) =>
          this.deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "placement lease left to lapse"),
        );
      }
    }
  }

  /**
   * Takes the cart's placement lease, which also answers with the checkout row; while another attempt
   * holds it, waits (in real time, polling) for its order — returned, so the caller answers with it —
   * or for the lease to come free. Refuses with `order_being_placed` if neither happens within
   * PLACEMENT_WAIT_MS.
   */
  private async takePlacement(token: string, lease: string): Promise<{ checkout: CheckoutRow } | { order: OrderRow }> {
    const { db, clock } = this.deps;
    const deadline = performance.now() + PLACEMENT_WAIT_MS;
    for (;;) {
      const now = clock.now();
      const checkout = await claimPlacement(db.kysely, token, lease, now.toISOString(), new Date(now.getTime() + PLACEMENT_LEASE_MS).toISOString());
      if (checkout) return { checkout };
      const order = await findOrderByCart(db.kysely, token);
      if (order) return { order };
      if (performance.now() > deadline) throw checkoutErrors.beingPlaced();
      await new Promise((resolve) => setTimeout(resolve, PLACEMENT_POLL_MS));
    }
  }

  private async placeWithLease(input: PlaceOrderInput, checkout: CheckoutRow, lease: { givenBack: boolean }): Promise<CheckoutCompleteResponse> {
    const { db } = this.deps;
    const attemptId = newId("att");
    // The earlier attempts of this cart that died between their holds and their order (or their undo):
    // this attempt holds the lease they held, so they are taken over first — none can place an order any
    // more, their wallet holds go back — and their authorisations are reused or voided below, before the
    // gateway is asked again (issue 18: never a charge plus a hold).
    const stranded = await this.takeOver(input.token);
    // Priced once: the same cart and draft are carried into the order transaction, never read again.
    const { draft, cart } = await this.priced(input, checkout).catch(async (error: unknown) => {
      if (stranded.length > 0) await this.settleStranded(stranded, null, null).catch((failure: unknown) => this.cleanupLeft(input.token, failure));
      throw error;
    });
    const charged = draft.totals.totalCents > 0;
    const source = charged ? toSource(input.payment!) : null;
    const wanted = source
      ? { amountCents: draft.totals.totalCents, fingerprint: sourceFingerprint(this.deps.secret, source), save: draft.state.lines.some((l) => l.kind === "membership") }
      : null;
    const reused = stranded.length > 0 ? await this.settleStranded(stranded, wanted, null) : null;
    const key = `checkout:${input.token}:${input.idempotencyKey}:${attemptId}`;
    const attempt: Attempt = {
      id: attemptId,
      token: input.token,
      actor: input.actor,
      key,
      paymentKey: charged ? (reused?.payment_key ?? key) : null,
      reused,
      productIds: [...new Set(draft.productLines.map((l) => l.merchandise.productId))].sort(),
      walletHolds: [],
      payment: null,
      declined: false,
    };

    await inTransaction(db, async (tx) => {
      attempt.walletHolds = [];
      const expiresAt = await this.holdItems(tx, attempt);
      const reference = `order of cart ${input.token}`;
      for (const [i, card] of cart.appliedGiftCards.entries()) {
        const amount = cardTenders(draft.totals)[i]?.amountCents ?? 0;
        if (amount > 0) attempt.walletHolds.push(await this.holdWallet(() => this.deps.wallet.hold(tx, card.id, amount, `${key}:${card.id}`, reference), "gift_cards"));
      }
      const points = Math.ceil(draft.totals.pointsCents / POINT_VALUE_CENTS);
      if (points > 0 && input.buyer.userId) {
        const account = await this.deps.wallet.pointsAccountOf(input.buyer.userId, tx);
        attempt.walletHolds.push(await this.holdWallet(() => this.deps.wallet.hold(tx, account, points, `${key}:points`, reference), "pointsApplied"));
      }
      // The intent, written with the holds before the gateway is asked: if this process dies before posting
      // or releasing them, a retry of the cart or the job finds it, releases the holds and voids (or reuses) the authorisation.
      const holdIds = attempt.walletHolds.map((h) => h.holdId);
      const nowIso = this.deps.clock.now().toISOString();
      await insertAttempt(tx.db, {
        id: attempt.id,
        cart_token: input.token,
        idempotency_key: input.idempotencyKey,
        payment_key: attempt.paymentKey,
        amount_cents: draft.totals.totalCents,
        source_fingerprint: wanted?.fingerprint ?? null,
        save_payment_method: wanted?.save ? 1 : 0,
        wallet_holds: JSON.stringify(holdIds),
        state: "open",
        order_id: null,
        reused_by: null,
        created_at: nowIso,
        updated_at: nowIso,
        settled_at: null,
      });
      // The dead attempt's authorisation is this one's from now on (if this transaction fails, it stays the dead one's to void).
      if (attempt.reused) await markSettled(tx.db, attempt.reused.id, nowIso, attempt.id);
      const payload: HoldExpiryPayload = { token: input.token, attemptId: attempt.id, walletHolds: holdIds, ...(attempt.paymentKey ? { paymentKey: attempt.paymentKey } : {}) };
      await this.deps.jobs.enqueue(tx, HOLD_EXPIRY_JOB, payload, { runAt: new Date(Date.parse(expiresAt) + 1000) });
    }).catch(async (error: unknown) => {
      // Nothing was held (an item sold meanwhile, a balance too small): the authorisation meant to be reused is voided now.
      if (attempt.reused) await this.settleStranded([attempt.reused], null, null).catch((failure: unknown) => this.cleanupLeft(input.token, failure));
      throw error;
    });

    try {
      if (source && attempt.paymentKey) {
        // A reused authorisation is asked for again under its own key: the gateway answers with it (same card, same amount).
        const request = {
          amountCents: draft.totals.totalCents,
          currency: "USD" as const,
          source,
          idempotencyKey: attempt.paymentKey,
          description: `Maison order, cart ${input.token}`,
          savePaymentMethod: wanted!.save,
        };
        const result = await this.deps.gateway.authorize(request).catch(async (error: unknown) => {
          // The call failed without an answer (timeout, dropped connection): the gateway may have authorised
          // all the same. Asking again under the same key returns that authorisation, which the undo voids.
          if (!isDomainError(error)) {
            const again = await this.deps.gateway.authorize(request).catch(() => null);
            if (again?.status === "authorized") attempt.payment = again;
          }
          throw error;
        });
        if (result.status === "declined") {
          attempt.declined = true;
          throw checkoutErrors.paymentDeclined(result.code, result.message);
        }
        attempt.payment = result;
      }
    } catch (error) {
      await this.undo(attempt, true);
      throw error;
    }

    let placed: { order: OrderRow; created: boolean };
    try {
      // Its audit rows and outbox messages (several per piece) go in one INSERT each at the end.
      placed = await inTransaction(db, (tx) => this.commit(tx, attempt, draft, cart, input), { batchAppends: true });
    } catch (error) {
      await this.undo(attempt, true);
      throw error;
    }
    if (!placed.created) {
      // Another attempt for this cart placed the order first: keep its payment and holds, drop ours.
      await this.undo(
        {
          ...attempt,
          productIds: [],
          walletHolds: attempt.walletHolds.filter((h) => !(JSON.parse(placed.order.wallet_holds) as string[]).includes(h.holdId)),
          payment: attempt.payment && attempt.payment.reference !== placed.order.payment_reference ? attempt.payment : null,
        },
        true,
      );
      return this.response(placed.order);
    }
    lease.givenBack = true;
    await this.capture(placed.order.id, placed.order).catch((error: unknown) =>
      this.deps.logger.warn({ orderId: placed.order.id, err: error instanceof Error ? error.message : String(error) }, "capture deferred to its job"),
    );
    return this.response(placed.order);
  }

  /**
   * Captures the authorised payment of a placed order (idempotent; its job retries it). The placing
   * request passes the order it has just written, which is not read again.
   */
  async capture(orderId: string, placed?: OrderRow): Promise<void> {
    const order = placed ?? (await findOrder(this.deps.db.kysely, orderId));
    if (!order || order.state !== "placed" || order.payment_status !== "authorized" || !order.payment_reference) return;
    const reference = order.payment_reference;
    await this.deps.gateway.capture(reference, `capture:${order.id}`);
    // order.paid's in-transaction subscribers (membership) commit with the capture, or the job retries all of it.
    try {
      await inTransaction(this.deps.db, async (tx) => {
        const data: PaidOrderEvent = { orderId, paymentReference: reference, userId: order.user_id };
        // The guarded UPDATE (state still `placed`) decides: a capture that raced this one and won leaves nothing to do.
        await this.deps.transitions.apply(tx, ORDER_BINDING, orderId, "capture", systemActor(CAPTURE_JOB), { expectFrom: "placed", set: { payment_status: "captured" }, data: { ...data } });
      });
    } catch (error) {
      if (isDomainError(error) && error.code === LifecycleErrorCode.enum.transition_conflict) return;
      throw error;
    }
  }

  /** Records a placed order's tax with the provider (the record-tax job); idempotent per order. */
  async recordTax(orderId: string): Promise<void> {
    const order = await findOrder(this.deps.db.kysely, orderId);
    if (!order?.tax_calculation_id || order.tax_transaction_id) return;
    const transaction = await this.deps.tax.record(order.tax_calculation_id, order.number, `record-tax:${order.id}`);
    if (transaction) await setTaxTransaction(this.deps.db.kysely, order.id, transaction);
  }

  private assertReady(draft: CheckoutDraft, input: PlaceOrderInput): void {
    if (draft.state.state === "completed") throw checkoutErrors.completed();
    if (draft.state.missing.includes("items")) throw checkoutErrors.emptyCart();
    if (draft.state.missing.includes("sign_in")) throw checkoutErrors.membershipSignInRequired();
    if (!draft.email) throw checkoutErrors.emailRequired();
    if (draft.requiresShipping) {
      if (!draft.address) throw checkoutErrors.addressRequired();
      if (draft.refusal) throw checkoutErrors.shippingRefused(draft.refusal.code, draft.refusal.message);
      if (!draft.chosen) throw checkoutErrors.methodRequired();
      if (draft.taxError) throw draft.taxError;
    }
    if (draft.totals.totalCents > 0 && !input.payment) throw checkoutErrors.paymentRequired();
    // Joining on a plan that renews: the buyer must have agreed to the recurring charge in so many words.
    if (draft.subscriptionTerms !== null && input.subscriptionConsent !== true) throw checkoutErrors.subscriptionConsentRequired(draft.subscriptionPlan!);
  }

  /**
   * The hold-expiry job: lapsed item holds go, and the wallet holds and authorisations of attempts that
   * never completed (their process died between holding and posting or releasing them) are released and
   * voided. While a newer attempt of the same cart still holds its items, the job comes back when that
   * hold lapses; while one holds the cart's placement lease, when the lease lapses.
   */
  async expireHolds(payload: HoldExpiryPayload): Promise<void> {
    const holdIds = payload.walletHolds ?? [];
    const settled = await inTransaction(this.deps.db, async (tx) => {
      await this.deps.inventory.expireHolds(tx, systemActor(HOLD_EXPIRY_JOB));
      if (!payload.attemptId && holdIds.length === 0 && !payload.paymentKey) return { done: true, order: null };
      const order = await findOrderByCart(tx.db, payload.token);
      if (!order) {
        const live = await this.deps.inventory.liveHoldOf(tx, payload.token);
        if (live) {
          await this.deps.jobs.enqueue(tx, HOLD_EXPIRY_JOB, payload, { runAt: new Date(Date.parse(live.expires_at) + 1000) });
          return { done: false, order: null };
        }
      }
      if (!payload.attemptId) {
        const posted = new Set(order ? (JSON.parse(order.wallet_holds) as string[]) : []);
        for (const holdId of holdIds) if (!posted.has(holdId)) await this.deps.wallet.release(tx, holdId);
      }
      return { done: true, order: order ?? null };
    });
    if (!settled.done) return;
    if (payload.attemptId) return this.settleCart(payload, settled.order?.payment_reference ?? null);
    // An authorisation the attempt made but never recorded (its process died): void it, unless the order is paid with it.
    if (!payload.paymentKey) return;
    const stranded = await this.deps.gateway.findAuthorization(payload.paymentKey);
    if (stranded?.status === "authorized" && stranded.reference !== settled.order?.payment_reference) await this.deps.gateway.void(stranded.reference, `void:${payload.paymentKey}`);
  }

  /**
   * The job's part for attempts with an intent row: under the cart's placement lease (so that no attempt
   * places, reuses or voids at the same time), every attempt of the cart neither placed nor settled is
   * taken over, its wallet holds released and its authorisation voided, unless the order is paid with it.
   * While a live attempt holds the lease, the job comes back when the lease lapses.
   */
  private async settleCart(payload: HoldExpiryPayload, orderReference: string | null): Promise<void> {
    const { db, clock, jobs } = this.deps;
    const lease = newId("lse");
    const now = clock.now();
    const taken = await claimPlacement(db.kysely, payload.token, lease, now.toISOString(), new Date(now.getTime() + PLACEMENT_LEASE_MS).toISOString());
    if (!taken) {
      const holder = await findCheckout(db.kysely, payload.token);
      const lapses = holder?.placing_until ? Date.parse(holder.placing_until) : now.getTime();
      await jobs.enqueue(db, HOLD_EXPIRY_JOB, payload, { runAt: new Date(Math.max(lapses, now.getTime()) + 1000) });
      return;
    }
    try {
      const stranded = await this.takeOver(payload.token);
      if (stranded.length > 0) await this.settleStranded(stranded, null, orderReference);
    } finally {
      await releasePlacement(db.kysely, payload.token, lease);
    }
  }

  /** A wallet hold; a balance too small is the checkout's refusal, named after what was applied. */
  private async holdWallet(hold: () => Promise<LedgerHold>, field: "gift_cards" | "pointsApplied"): Promise<LedgerHold> {
    try {
      return await hold();
    } catch (error) {
      if (isDomainError(error) && (error.code === "insufficient_funds" || error.code === "gift_card_not_spendable")) {
        throw field === "gift_cards" ? checkoutErrors.giftCardShort() : checkoutErrors.pointsShort();
      }
      throw error;
    }
  }

  /** Holds every catalog item for this cart: each conditional write must take the item, or it is sold. Returns when the holds lapse. */
  private async holdItems(tx: Tx, attempt: Attempt): Promise<string> {
    const expiresAt = holdExpiry(this.deps.clock.now());
    const missed = await this.deps.inventory.hold(tx, attempt.productIds, attempt.token, expiresAt, attempt.actor);
    if (missed !== null) throw checkoutErrors.itemAlreadySold(missed);
    return expiresAt;
  }

  private async commit(tx: Tx, attempt: Attempt, draft: CheckoutDraft, cart: CartView, input: PlaceOrderInput): Promise<{ order: OrderRow; created: boolean }> {
    const id = newId("ord");
    // The cart first: its guarded UPDATE closes it for this order (and locks its row on PostgreSQL). A cart
    // closed already was closed by the order of another attempt (one whose lease lapsed), in its transaction.
    if (!(await this.deps.cartCompletion.completeCart(tx, cart, id))) {
      const earlier = await findOrderByCart(tx.db, attempt.token);
      if (earlier) return { order: earlier, created: false };
      throw checkoutErrors.completed();
    }
    const unsold = await this.deps.inventory.sellHeld(tx, attempt.productIds, attempt.token, attempt.actor, id);
    if (unsold !== null) throw checkoutErrors.itemAlreadySold(unsold);
    const nowIso = this.deps.clock.now().toISOString();
    for (const hold of attempt.walletHolds) await this.deps.wallet.post(tx, hold.holdId);

    const order: OrderRow = {
      id,
      number: orderNumber(),
      cart_token: attempt.token,
      user_id: input.buyer.userId,
      email: draft.email!,
      access_key_hash: input.buyer.userId ? null : hashAccessKey(orderAccessKey(this.deps.secret, id)),
      subtotal_cents: draft.totals.subtotalCents,
      discounts_cents: draft.totals.discountsCents,
      points_cents: draft.totals.pointsCents,
      // Gift cards and store credit together; `tenders` keeps each one's part.
      gift_cards_cents: draft.totals.giftCardsCents + draft.totals.storeCreditCents,
      shipping_protection_cents: draft.totals.shippingProtectionCents,
      shipping_cents: draft.totals.shippingCents ?? 0,
      total_cents: draft.totals.totalCents,
      shipping_address: draft.requiresShipping ? JSON.stringify(draft.address) : null,
      shipping_method: draft.requiresShipping ? draft.chosen!.handle : null,
      discount_codes: JSON.stringify(draft.state.discount_codes),
      wallet_holds: JSON.stringify(attempt.walletHolds.map((h) => h.holdId)),
      payment_reference: attempt.payment?.reference ?? null,
      payment_status: attempt.payment ? "authorized" : "none",
      payment_brand: attempt.payment?.brand ?? null,
      payment_last4: attempt.payment?.last4 ?? null,
      state: attempt.payment ? "placed" : "paid",
      carrier: null,
      tracking_number: null,
      shipped_at: null,
      delivered_at: null,
      cancelled_at: null,
      cancel_reason: null,
      created_at: nowIso,
      updated_at: nowIso,
      sale_title: draft.totals.saleDiscountCents > 0 ? draft.saleTitle : null,
      tax_cents: draft.totals.taxCents ?? 0,
      shipping_tax_cents: taxOfLine(draft, "shipping"),
      tax_note: draft.tax?.note ?? null,
      tax_provider: draft.tax?.provider ?? null,
      tax_calculation_id: draft.tax?.calculationId ?? null,
      tax_transaction_id: null,
      tax_refunded_cents: 0,
      tenders: JSON.stringify(draft.totals.tenders.filter((t) => t.amountCents > 0).map((t): StoredTender => ({ kind: t.kind, last_characters: t.lastCharacters, amount_cents: t.amountCents, ...(t.reference ? { reference: t.reference } : {}) }))),
      subscription_terms: draft.subscriptionTerms,
    };
    const lines: OrderLineRow[] = draft.state.lines.map((line, position) => ({
      order_id: id,
      position,
      product_id: line.product_id,
      variant_id: line.variant_id,
      kind: line.kind,
      title: line.title,
      vendor: line.vendor,
      image_url: line.image_url,
      price_cents: line.price_cents,
      quantity: line.quantity,
      member_discount_cents: draft.lineDiscounts.get(line.id)?.memberDiscountCents ?? 0,
      code_discount_cents: draft.lineDiscounts.get(line.id)?.codeDiscountCents ?? 0,
      sale_discount_cents: draft.lineDiscounts.get(line.id)?.saleDiscountCents ?? 0,
      tax_cents: taxOfLine(draft, line.id),
    }));
    // A number drawn already (one in a million) is drawn again: the unique column refuses it.
    while (!(await insertOrder(tx.db, order, lines))) order.number = orderNumber();
    const payment = attempt.payment ? { reference: attempt.payment.reference, brand: attempt.payment.brand, last4: attempt.payment.last4, savedPaymentMethodId: attempt.payment.savedPaymentMethodId ?? null } : null;
    const consent = draft.subscriptionTerms ? { terms: draft.subscriptionTerms, at: nowIso } : null;
    const placed: PlacedOrderEvent = { orderId: id, cartToken: attempt.token, userId: input.buyer.userId, lines: lines.map((l) => ({ kind: l.kind, variantId: l.variant_id, priceCents: l.price_cents })), payment, subscriptionConsent: consent, tradeIns: tradeInsPaid(draft) };
    await this.deps.transitions.created(tx, orderLifecycle, id, order.state as "placed" | "paid", attempt.actor, { emits: "order.placed", data: { ...placed } });
    await markCheckoutCompleted(tx.db, attempt.token, id, nowIso);
    // Last: a later attempt (or the job) that took this one over while it ran wins, and this order rolls back.
    if (!(await markPlaced(tx.db, attempt.id, id, nowIso))) throw checkoutErrors.beingPlaced();
    const url = `${this.deps.publicBaseUrl}${this.orderPath(order)}`;
    await this.deps.outbox.record(tx, EMAIL_TOPIC, orderConfirmationEmail(order, lines, url));
    if (attempt.payment) await this.deps.jobs.enqueue(tx, CAPTURE_JOB, { orderId: id }, { uniqueKey: `capture:${id}` });
    // The provider keeps its own record of the tax charged (Stripe Tax: a transaction from the calculation).
    if (order.tax_calculation_id) await this.deps.jobs.enqueue(tx, RECORD_TAX_JOB, { orderId: id }, { uniqueKey: `record-tax:${id}` });
    return { order, created: true };
  }

  /**
   * Releases what an attempt holds and voids its authorisation; never throws over the original failure.
   * An attempt taken over by a later one (its lease lapsed while it ran) leaves everything to that one.
   */
  private async undo(attempt: Attempt, voidPayment: boolean): Promise<void> {
    try {
      const ours = await inTransaction(this.deps.db, async (tx) => {
        if (!(await markFailed(tx.db, attempt.id, this.deps.clock.now().toISOString()))) return false;
        await this.deps.inventory.release(tx, attempt.productIds, attempt.token, attempt.actor);
        for (const hold of attempt.walletHolds) await this.deps.wallet.release(tx, hold.holdId);
        return true;
      });
      if (!ours) return;
      if (voidPayment && attempt.payment) await this.deps.gateway.void(attempt.payment.reference, `void:${attempt.payment.reference}`);
      // Settled when nothing can be open under its key; else (the gateway's answer was lost) the job or the
      // next retry asks the gateway by the key.
      if (!attempt.paymentKey || attempt.declined || (voidPayment && attempt.payment)) await markSettled(this.deps.db.kysely, attempt.id, this.deps.clock.now().toISOString());
    } catch (error) {
      this.deps.logger.error({ err: error, token: attempt.token }, "checkout undo failed; the hold-expiry job cleans up");
    }
  }

  /** The draft, checked ready to place (priced once: carried into the order transaction, never read again). */
  private async priced(input: PlaceOrderInput, checkout: CheckoutRow): Promise<Awaited<ReturnType<CheckoutService["draft"]>>> {
    const priced = await this.deps.checkout.draft(input.token, input.buyer, { checkout });
    this.assertReady(priced.draft, input);
    // A card applied to the cart but spent meanwhile (another checkout took it) is not silently replaced by the payment card.
    if (priced.cart.appliedGiftCards.some((card) => card.balanceCents <= 0)) throw checkoutErrors.giftCardShort();
    return priced;
  }

  /**
   * Takes over the cart's attempts that neither placed their order nor were settled (by the holder of
   * the placement lease only) and gives back their wallet holds, but never one an order posted.
   */
  private async takeOver(token: string): Promise<PaymentAttemptRow[]> {
    const { db, clock } = this.deps;
    const stranded = await takeOverAttempts(db.kysely, token, clock.now().toISOString());
    const holds = stranded.flatMap((a) => JSON.parse(a.wallet_holds) as string[]);
    if (holds.length === 0) return stranded;
    await inTransaction(db, async (tx) => {
      const order = await findOrderByCart(tx.db, token);
      const posted = new Set(order ? (JSON.parse(order.wallet_holds) as string[]) : []);
      for (const holdId of holds) if (!posted.has(holdId)) await this.deps.wallet.release(tx, holdId);
    });
    return stranded;
  }

  /**
   * Deals with the authorisations of attempts taken over: the first still open for the same amount, card
   * and saving of the card as `wanted` is returned, for the new attempt to carry on (it is marked settled
   * with that attempt's intent); every other one still open is voided — unless it pays `orderReference`.
   * Throws when the gateway cannot answer: the attempts stay unsettled for the next retry or the job.
   */
  private async settleStranded(
    stranded: readonly PaymentAttemptRow[],
    wanted: { amountCents: number; fingerprint: string; save: boolean } | null,
    orderReference: string | null,
  ): Promise<PaymentAttemptRow | null> {
    const { gateway, db, clock } = this.deps;
    let reused: PaymentAttemptRow | null = null;
    for (const earlier of stranded) {
      if (earlier.payment_key) {
        const found = await gateway.findAuthorization(earlier.payment_key);
        if (found?.status === "authorized" && found.reference !== orderReference) {
          const same = wanted !== null && earlier.amount_cents === wanted.amountCents && earlier.source_fingerprint === wanted.fingerprint && (earlier.save_payment_method === 1) === wanted.save;
          if (!reused && same) {
            reused = earlier;
            continue;
          }
          await gateway.void(found.reference, `void:${earlier.payment_key}`);
        }
      }
      await markSettled(db.kysely, earlier.id, clock.now().toISOString());
    }
    return reused;
  }

  private cleanupLeft(token: string, error: unknown): void {
    this.deps.logger.warn({ token, err: error instanceof Error ? error.message : String(error) }, "an earlier attempt's authorisation is left to the hold-expiry job");
  }

  private orderPath(order: OrderRow): string {
    const key = order.user_id ? "" : `?key=${orderAccessKey(this.deps.secret, order.id)}`;
    return `/orders/${order.id}${key}`;
  }

  private response(order: OrderRow): CheckoutCompleteResponse {
    const accessKey = order.user_id ? null : orderAccessKey(this.deps.secret, order.id);
    return {
      order_id: order.id,
      order_number: order.number,
      thank_you_url: `/thank_you?order=${order.id}${accessKey ? `&key=${accessKey}` : ""}`,
      access_key: accessKey,
    };
  }
}

/** A number people can read out: nine digits (the order's insert draws again if it is taken). */
function orderNumber(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}

/** The trade-ins the order used and what each paid (decision 050): the trade-in module ships them in with the order. */
function tradeInsPaid(draft: CheckoutDraft): Array<{ id: string; amountCents: number }> {
  return draft.totals.tenders.filter((t) => t.kind === "trade_in" && t.reference && t.amountCents > 0).map((t) => ({ id: t.reference!, amountCents: t.amountCents }));
}

/** The tax a line (or `shipping`) carries in the draft's tax answer. */
function taxOfLine(draft: CheckoutDraft, reference: string): number {
  return draft.tax?.lines.find((l) => l.reference === reference)?.taxCents ?? 0;
}
