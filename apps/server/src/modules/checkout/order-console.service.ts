import { CheckoutErrorCode } from "@maison/contracts/checkout";
import type { OpsOrderAction, OpsOrderDetail, OpsOrderList, OpsOrderListQuery, OpsOrderSummary } from "@maison/contracts/ops-orders";
import type { Actor } from "@maison/domain/actor/actor";
import { isCarrierCode } from "@maison/domain/checkout/carriers";
import { fulfilmentRefusal, isShippedLine, OPS_ORDERS_PAGE_SIZE, ORDER_QUEUE_STATES } from "@maison/domain/checkout/order-fulfilment";
import { orderLifecycle, type OrderState } from "@maison/domain/checkout/order-lifecycle";
import { eventsFrom } from "@maison/domain/lifecycle/define-lifecycle";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Db } from "../../db/database.ts";
import { timelineEntryOf } from "../../platform/lifecycle/timeline-entry.ts";
import { auditTrailOf } from "../../platform/lifecycle/audit.repository.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import { countOrders, findOrdersPage, type OrderListFilter } from "./order-fulfilment.repository.ts";
import { toOrder } from "./order-mapper.ts";
import { findOrder, findOrderLines, type OrderLineRow, type OrderRow } from "./order.repository.ts";

const ACTIONS: readonly OpsOrderAction[] = ["pack", "ship", "deliver", "cancel"];

/** The console's reading of orders: the lists by state with a search, and one order with its timeline. */
export class OrderConsoleService {
  constructor(
    private readonly db: Db,
    private readonly inventory: Pick<InventoryService, "states">,
  ) {}

  async list(query: OpsOrderListQuery): Promise<OpsOrderList> {
    const filter: OrderListFilter = {
      states: ORDER_QUEUE_STATES[query.state],
      shipsOnly: query.state === "to_ship",
      q: query.q && query.q.length > 0 ? query.q : null,
      oldestFirst: query.state === "to_ship",
    };
    const offset = (query.page - 1) * OPS_ORDERS_PAGE_SIZE;
    const [count, rows] = await Promise.all([countOrders(this.db.kysely, filter), findOrdersPage(this.db.kysely, filter, OPS_ORDERS_PAGE_SIZE, offset)]);
    const lines = await findOrderLines(this.db.kysely, rows.map((r) => r.id));
    return {
      state: query.state,
      q: filter.q,
      count,
      page: query.page,
      page_size: OPS_ORDERS_PAGE_SIZE,
      orders: rows.map((row) => summaryOf(row, lines.filter((l) => l.order_id === row.id))),
    };
  }

  async detail(orderId: string, actor: Actor): Promise<OpsOrderDetail> {
    const row = await findOrder(this.db.kysely, orderId);
    if (!row) throw new DomainError("not_found", CheckoutErrorCode.enum.order_not_found, "This order does not exist.", "id");
    const lines = await findOrderLines(this.db.kysely, [orderId]);
    const productIds = [...new Set(lines.filter((l) => isShippedLine(l.kind)).map((l) => l.product_id))];
    const [states, trail] = await Promise.all([this.inventory.states(productIds), auditTrailOf(this.db.kysely, "order", [orderId])]);
    const order = toOrder(row, lines);
    return {
      order,
      buyer: { user_id: row.user_id, email: row.email, name: shipToOf(row) },
      payment: { status: order.payment.status, reference: row.payment_reference, brand: row.payment_brand, last4: row.payment_last4 },
      pieces: productIds.map((id) => ({ product_id: id, state: states.get(id) ?? null })),
      cancel_reason: row.cancel_reason,
      actions: actionsFor(row, lines, actor),
      timeline: trail.map(timelineEntryOf),
    };
  }
}

/** The moves the actor may make now: allowed by the lifecycle from this state and by the order's contents. */
function actionsFor(row: OrderRow, lines: OrderLineRow[], actor: Actor): OpsOrderAction[] {
  const shape = { shipsSomething: lines.some((l) => isShippedLine(l.kind)), hasMembership: lines.some((l) => l.kind === "membership") };
  const allowed = new Set<string>(eventsFrom(orderLifecycle, row.state as OrderState, actor));
  return ACTIONS.filter((action) => allowed.has(action) && fulfilmentRefusal(action, shape) === null);
}

function shipToOf(row: OrderRow): string | null {
  if (row.shipping_address === null) return null;
  const address = JSON.parse(row.shipping_address) as { first_name?: string; last_name?: string };
  return `${address.first_name ?? ""} ${address.last_name ?? ""}`.trim() || null;
}

function summaryOf(row: OrderRow, lines: OrderLineRow[]): OpsOrderSummary {
  return {
    id: row.id,
    number: row.number,
    state: row.state as OrderState,
    created_at: row.created_at,
    email: row.email,
    ship_to: shipToOf(row),
    item_count: lines.filter((l) => l.kind !== "shipping_protection").reduce((sum, l) => sum + l.quantity, 0),
    total_cents: row.total_cents,
    shipping_method: row.shipping_method,
    carrier: row.carrier !== null && isCarrierCode(row.carrier) ? row.carrier : null,
    tracking_number: row.tracking_number,
  };
}

