import type { DomainEvents } from "../../platform/events/domain-events.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { ORDER_EMAILS_SUBSCRIBER, type OrderEmailSubscribers } from "./order-email-subscribers.ts";
import { RETURN_PAYMENT_JOB, type OrderFulfilmentService } from "./order-fulfilment.service.ts";
import { CAPTURE_JOB, HOLD_EXPIRY_JOB, type HoldExpiryPayload, type OrderPlacementService } from "./order-placement.service.ts";

/**
 * The checkout's timed work: lapsed item holds are deleted and the wallet holds of placements that
 * never completed are released; a capture that failed after the order committed is retried; a
 * cancelled order's card payment is given back until the gateway answers.
 */
export function registerCheckoutJobs(
  jobs: JobRunner,
  deps: { placement: OrderPlacementService; fulfilment: OrderFulfilmentService; events: DomainEvents; emails: OrderEmailSubscribers },
): void {
  jobs.register(HOLD_EXPIRY_JOB, async (payload) => {
    await deps.placement.expireHolds(payload as HoldExpiryPayload);
  });
  jobs.register(CAPTURE_JOB, async (payload) => {
    await deps.placement.capture((payload as { orderId: string }).orderId);
  });
  jobs.register(RETURN_PAYMENT_JOB, async (payload) => {
    await deps.fulfilment.returnPayment((payload as { orderId: string }).orderId);
  });
  // The delivery timer moves the order only: its pieces follow in the same transaction.
  deps.events.subscribeInTransaction("order.delivered", "checkout-pieces", (tx, event) => deps.fulfilment.onDelivered(tx, event));
  deps.events.subscribeOnce("order.shipped", ORDER_EMAILS_SUBSCRIBER, deps.emails.shipped);
  deps.events.subscribeOnce("order.cancelled", ORDER_EMAILS_SUBSCRIBER, deps.emails.cancelled);
}
