import { systemActor } from "@maison/domain/actor/actor";
import type { PaidOrderEvent, PlacedOrderEvent } from "@maison/domain/checkout/order-events";
import { orderLifecycle } from "@maison/domain/checkout/order-lifecycle";
import type { Clock } from "../../db/clock.ts";
import { newId } from "../../db/id.ts";
import type { Tx } from "../../db/transaction.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { EMAIL_TOPIC } from "../../platform/mail/message.ts";
import type { CartView } from "../cart/cart.port.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { WalletPort } from "../wallet/wallet.port.ts";
import { checkoutErrors } from "./checkout-errors.ts";
import type { CheckoutDraft } from "./checkout-view.ts";
import { markCheckoutCompleted } from "./checkout.repository.ts";
import { hashAccessKey, orderAccessKey } from "./order-access-key.ts";
import { orderConfirmationEmail } from "./order-emails.ts";
import { orderNumber, orderRowsOf, tradeInsPaid } from "./order-rows.ts";
import { findOrderByCart, insertOrder, type OrderRow } from "./order.repository.ts";
import { markPlaced } from "./payment-attempt.repository.ts";
import type { Attempt, PlaceOrderInput } from "./placement-attempt.ts";

/** What the cart does inside the order transaction: close the cart and redeem its discount codes. */
export interface CartCompletion {
  /**
   * Closes the cart (as the checkout priced it) for the order: false when it was completed already (by
   * another order); throws, and so stops the order, when its discount can no longer be used.
   */
  completeCart(tx: Tx, cart: CartView, orderId: string): Promise<boolean>;
}

/** Who moves a born-paid order from placed to paid: the sale that took its money (decision 093). */
const SALE_ACTOR = "checkout.sale";
/** Records a placed order's tax with the tax provider (decision 044); retried until it answers. */
export const RECORD_TAX_JOB = "checkout.record-tax";

/** Where the buyer sees the order: a guest's link carries the order's access key. */
export function orderPath(secret: string, order: OrderRow): string {
  const key = order.user_id ? "" : `?key=${orderAccessKey(secret, order.id)}`;
  return `/orders/${order.id}${key}`;
}

/** What the order's transaction works with (a part of what the placement service is given). */
export interface OrderCommitDeps {
  clock: Clock;
  wallet: WalletPort;
  cartCompletion: CartCompletion;
  outbox: Outbox;
  jobs: JobRunner;
  secret: string;
  publicBaseUrl: string;
  inventory: InventoryService;
  transitions: Transitions;
}

/**
 * The order's transaction of a placement (split out of order-placement.service.ts): while every hold is
 * still the attempt's, the cart is closed, the pieces sold, the wallet holds posted, the order written
 * born paid with its lines and its two lifecycle moves, the checkout closed, the attempt marked placed
 * and the confirmation e-mail recorded. Throws to roll it all back.
 */
export class OrderCommit {
  constructor(private readonly deps: OrderCommitDeps) {}

  async write(tx: Tx, attempt: Attempt, draft: CheckoutDraft, cart: CartView, input: PlaceOrderInput): Promise<{ order: OrderRow; created: boolean }> {
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

    const { order, lines } = orderRowsOf({ id, token: attempt.token, userId: input.buyer.userId, draft, walletHoldIds: attempt.walletHolds.map((h) => h.holdId), payment: attempt.payment, accessKeyHash: input.buyer.userId ? null : hashAccessKey(orderAccessKey(this.deps.secret, id)), nowIso });
    // A number drawn already (one in a million) is drawn again: the unique column refuses it.
    while (!(await insertOrder(tx.db, order, lines))) order.number = orderNumber();
    const payment = attempt.payment ? { reference: attempt.payment.reference, brand: attempt.payment.brand, last4: attempt.payment.last4, savedPaymentMethodId: attempt.payment.savedPaymentMethodId ?? null } : null;
    const consent = draft.subscriptionTerms ? { terms: draft.subscriptionTerms, at: nowIso } : null;
    const placed: PlacedOrderEvent = { orderId: id, cartToken: attempt.token, userId: input.buyer.userId, lines: lines.map((l) => ({ kind: l.kind, variantId: l.variant_id, priceCents: l.price_cents })), payment, subscriptionConsent: consent, tradeIns: tradeInsPaid(draft) };
    // Born paid (decision 093): the money was taken by the sale before this transaction. The lifecycle
    // still reads placed → paid, each with its audit row and its event, and order.paid's in-transaction
    // subscribers (membership, points) run in this transaction, after order.placed's.
    const sold = attempt.payment !== null;
    await this.deps.transitions.created(tx, orderLifecycle, id, sold ? "placed" : (order.state as "paid"), attempt.actor, { emits: "order.placed", data: { ...placed } });
    if (sold) {
      const paid: PaidOrderEvent = { orderId: id, paymentReference: attempt.payment!.reference, userId: input.buyer.userId };
      await this.deps.transitions.recorded(tx, orderLifecycle, id, "capture", "placed", systemActor(SALE_ACTOR), { data: { ...paid } });
    }
    await markCheckoutCompleted(tx.db, attempt.token, id, nowIso);
    // Last: a later attempt (or the sweep) that took this one over while it ran wins, and this order rolls back.
    if (!(await markPlaced(tx.db, attempt.id, id, nowIso))) throw checkoutErrors.beingPlaced();
    const url = `${this.deps.publicBaseUrl}${orderPath(this.deps.secret, order)}`;
    await this.deps.outbox.record(tx, EMAIL_TOPIC, orderConfirmationEmail(order, lines, url));
    // The provider keeps its own record of the tax charged (Stripe Tax: a transaction from the calculation).
    if (order.tax_calculation_id) await this.deps.jobs.enqueue(tx, RECORD_TAX_JOB, { orderId: id }, { uniqueKey: `record-tax:${id}` });
    return { order, created: true };
  }
}
