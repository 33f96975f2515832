import { paymentRequestLifecycle } from "@maison/domain/payment-requests/payment-request-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A payment request's state is `payment_requests.state` (decision 052). */
export const PAYMENT_REQUEST_BINDING = {
  lifecycle: paymentRequestLifecycle,
  table: "payment_requests",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, undefined>;
