import { orderLifecycle } from "@maison/domain/checkout/order-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** An order's state is `orders.state`; checkout owns the table and fires its events. */
export const ORDER_BINDING = {
  lifecycle: orderLifecycle,
  table: "orders",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, undefined>;
