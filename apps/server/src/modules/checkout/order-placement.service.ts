import type { Logger } from "pino";
import type { CheckoutCompleteResponse, PaymentInput } from "@maison/contracts/checkout";
import { systemActor } from "@maison/domain/actor/actor";
import { holdExpiry } from "@maison/domain/checkout/item-hold";
import type { PaidOrderEvent } from "@maison/domain/checkout/order-events";
import { isDomainError } from "@maison/domain/shared/domain-error";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { POINT_VALUE_CENTS } from "@maison/domain/wallet/wallet-profile";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { DomainEvents } from "../../platform/events/domain-events.ts";
import { noCrash, type CrashPoint } from "../../platform/crash/crash-points.ts";
import type { PaymentGateway, PaymentSource } from "../../platform/payments/payment-gateway.ts";
import type { TaxCalculator } from "../../platform/tax/tax-calculator.ts";
import type { LedgerHold, PointsPort, WalletPort } from "../wallet/wallet.port.ts";
import { checkoutErrors } from "./checkout-errors.ts";
import { cardTenders, type CheckoutDraft } from "./checkout-view.ts";
import { claimPlacement, releasePlacement, type ClaimedCheckout } from "./checkout.repository.ts";
import type { CheckoutService } from "./checkout.service.ts";
import { orderAccessKey } from "./order-access-key.ts";
import { ORDER_BINDING } from "./order-binding.ts";
import { findOrder, findOrderByCart, setTaxTransaction, type OrderRow } from "./order.repository.ts";
import { insertAttempt, markFailed, markSettled, sourceFingerprint } from "./payment-attempt.repository.ts";
import { OrderCommit, type OrderCommitDeps } from "./order-commit.ts";
import type { Attempt, PlaceOrderInput } from "./placement-attempt.ts";
import { PLACEMENT_LEASE_MS, PlacementRecovery, type HoldExpiryPayload } from "./placement-recovery.ts";

export type { CartCompletion } from "./order-commit.ts";
export { HOLD_EXPIRY_JOB, type HoldExpiryPayload } from "./placement-recovery.ts";
export type { PlaceOrderInput } from "./placement-attempt.ts";

/** The capture job of orders placed before decision 093 (authorised, captured after the order): still run, no longer enqueued. */
export const CAPTURE_JOB = "checkout.capture-payment";
export { RECORD_TAX_JOB } from "./order-commit.ts";

/** How long a second attempt of the same cart waits for the first before answering `order_being_placed`. */
const PLACEMENT_WAIT_MS = 20_000;
const PLACEMENT_POLL_MS = 50;

const toSource = (payment: PaymentInput): PaymentSource =>
  payment.kind === "card"
    ? { kind: "card", number: payment.number.replaceAll(" ", ""), expMonth: payment.exp_month, expYear: payment.exp_year, cvc: payment.cvc, name: payment.name }
    : { kind: "token", token: payment.token };

/**
 * Places the order of a checkout in plain steps, each with its undo (ARCHITECTURE "One-of-a-kind
 * items"): hold the items and the gift-card amounts → take the payment in one sale (authorised and
 * captured by one gateway call, decision 093) → in one transaction, while every hold is still ours,
 * sell the items, post the wallet holds, write the order born paid, close the cart and record the
 * e-mail. Any failure releases the holds and refunds the sale (a declined card took nothing).
 * A retry of the same cart returns the order already placed.
 */
export class OrderPlacementService {
  constructor(
    private readonly deps: OrderCommitDeps & {
      db: Db;
      logger: Logger;
      checkout: CheckoutService;
      wallet: WalletPort & PointsPort;
      gateway: PaymentGateway;
      tax: TaxCalculator;
      events: DomainEvents;
      /** The crash test's named points (decision 075); inert unless CRASH_AT names one. */
      crash?: CrashPoint;
    },
  ) {
    this.recovery = new PlacementRecovery(deps);
    this.orderCommit = new OrderCommit(deps);
  }

  private readonly recovery: PlacementRecovery;
  private readonly orderCommit: OrderCommit;

  /** The hold-expiry job (placement-recovery.ts), for attempts written before the sweep. */
  expireHolds(payload: HoldExpiryPayload): Promise<void> {
    return this.recovery.expireHolds(payload);
  }

  /** The checkout's sweep of attempts left unsettled past their holds' lapse (placement-recovery.ts). */
  sweepLapsedAttempts(): Promise<number> {
    return this.recovery.sweepLapsedAttempts();
  }

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
  private async takePlacement(token: string, lease: string): Promise<{ checkout: ClaimedCheckout } | { order: OrderRow }> {
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

  private async placeWithLease(input: PlaceOrderInput, checkout: ClaimedCheckout, lease: { givenBack: boolean }): Promise<CheckoutCompleteResponse> {
    const { db } = this.deps;
    const attemptId = newId("att");
    // The earlier attempts of this cart that died between their holds and their order (or their undo):
    // this attempt holds the lease they held, so they are taken over first — none can place an order any
    // more, their wallet holds go back — and their authorisations are reused or voided below, before the
    // gateway is asked again (issue 18: never a charge plus a hold). The lease's row counted them: none, nothing to take over.
    const stranded = checkout.unsettled_attempts > 0 ? await this.recovery.takeOver(input.token) : [];
    // Priced once: the same cart and draft are carried into the order transaction, never read again.
    const { draft, cart } = await this.priced(input, checkout).catch(async (error: unknown) => {
      if (stranded.length > 0) await this.recovery.settleStranded(stranded, null, null).catch((failure: unknown) => this.recovery.cleanupLeft(input.token, failure));
      throw error;
    });
    const charged = draft.totals.totalCents > 0;
    const source = charged ? toSource(input.payment!) : null;
    const wanted = source
      ? { amountCents: draft.totals.totalCents, fingerprint: sourceFingerprint(this.deps.secret, source), save: draft.state.lines.some((l) => l.kind === "membership") }
      : null;
    const reused = stranded.length > 0 ? await this.recovery.settleStranded(stranded, wanted, null) : null;
    const key = `checkout:${input.token}:${input.idempotencyKey}:${attemptId}`;
    const attempt: Attempt = {
      id: attemptId,
      token: input.token,
      actor: input.actor,
      key,
      paymentKey: charged ? (reused?.payment_key ?? key) : null,
      reused,
      amountCents: draft.totals.totalCents,
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
      // or releasing them, a retry of the cart or the sweep finds it, releases the holds and refunds (or reuses) the sale.
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
        // Past it, if this attempt is left unsettled, the checkout's sweep settles it (decision 098: no job per attempt).
        hold_expires_at: expiresAt,
      });
      // The dead attempt's authorisation is this one's from now on (if this transaction fails, it stays the dead one's to void).
      if (attempt.reused) await markSettled(tx.db, attempt.reused.id, nowIso, attempt.id);
    }).catch(async (error: unknown) => {
      // Nothing was held (an item sold meanwhile, a balance too small): the authorisation meant to be reused is voided now.
      if (attempt.reused) await this.recovery.settleStranded([attempt.reused], null, null).catch((failure: unknown) => this.recovery.cleanupLeft(input.token, failure));
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
          // A sale (decision 093): the money is taken before the order's transaction; if the order cannot be written, it is refunded.
          capture: true,
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
        // A reused authorisation made before sales (decision 093) answers uncaptured: it is captured here, so that every order is born paid.
        if (!result.captured) {
          await this.deps.gateway.capture(result.reference, `capture:${attempt.paymentKey}`);
          attempt.payment = { ...result, captured: true };
        }
      }
    } catch (error) {
      await this.undo(attempt, true);
      throw error;
    }

    let placed: { order: OrderRow; created: boolean };
    try {
      // Its audit rows and outbox messages (several per piece) go in one INSERT each at the end.
      placed = await inTransaction(db, (tx) => this.orderCommit.write(tx, attempt, draft, cart, input), { batchAppends: true });
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
    // The order is committed and paid; the request's Idempotency-Key has not stored its answer yet.
    (this.deps.crash ?? noCrash)("checkout.after_order");
    return this.response(placed.order);
  }

  /**
   * Captures the authorised payment of a placed order (idempotent; its job retries it). Since decision
   * 093 a completion is a sale and its order is born paid: this is left for the capture jobs of orders
   * placed before it (authorised, not yet captured).
   */
  async capture(orderId: string): Promise<void> {
    const order = await findOrder(this.deps.db.kysely, orderId);
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

  /**
   * Releases what an attempt holds and gives back its payment: voids an authorisation, refunds a sale
   * (decision 093: the money was taken before the order); never throws over the original failure.
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
      if (voidPayment && attempt.payment) {
        if (attempt.payment.captured) await this.deps.gateway.refund(attempt.payment.reference, attempt.amountCents, `refund:${attempt.paymentKey}`);
        else await this.deps.gateway.void(attempt.payment.reference, `void:${attempt.payment.reference}`);
      }
      // Settled when nothing can be open under its key; else (the gateway's answer was lost) the sweep or the
      // next retry asks the gateway by the key.
      if (!attempt.paymentKey || attempt.declined || (voidPayment && attempt.payment)) await markSettled(this.deps.db.kysely, attempt.id, this.deps.clock.now().toISOString());
    } catch (error) {
      this.deps.logger.error({ err: error, token: attempt.token }, "checkout undo failed; the sweep cleans up");
    }
  }

  /** The draft, checked ready to place (priced once: carried into the order transaction, never read again). */
  private async priced(input: PlaceOrderInput, checkout: ClaimedCheckout): Promise<Awaited<ReturnType<CheckoutService["draft"]>>> {
    const priced = await this.deps.checkout.draft(input.token, input.buyer, { checkout });
    this.assertReady(priced.draft, input);
    // A card applied to the cart but spent meanwhile (another checkout took it) is not silently replaced by the payment card.
    if (priced.cart.appliedGiftCards.some((card) => card.balanceCents <= 0)) throw checkoutErrors.giftCardShort();
    return priced;
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
