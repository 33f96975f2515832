import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CancelOrderRequest, OpsOrderDetail, OpsOrderList, OpsOrderListQuery, OpsOrderParams, ShipOrderRequest } from "@maison/contracts/ops-orders";
import type { TimelineEntry } from "@maison/contracts/lifecycle";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireStaff } from "../../http/auth.ts";
import type { OrderConsoleService } from "../checkout/order-console.service.ts";
import type { OrderFulfilmentService } from "../checkout/order-fulfilment.service.ts";
import { OPS_REFUSALS } from "./ops.routes.ts";

/** The staff member doing it (fulfilment capability). */
const packer = (request: FastifyRequest) => requireStaff(request, "fulfilment");

/** The packing desk's calls under /api/ops/orders/: lists, one order, and its moves. */
export async function opsOrdersRoutes(api: ApiInstance, orders: { console: OrderConsoleService; fulfilment: OrderFulfilmentService; named: <T extends { timeline: TimelineEntry[] }>(detail: T) => Promise<T> }): Promise<void> {
  await api.register(async (child) => {
    // Outsiders and staff without the capability are refused before their input is looked at.
    child.addHook("preValidation", async (request) => {
      requireStaff(request, "fulfilment");
    });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const tags = ["ops"];

    scope.get(
      "/ops/orders/",
      { schema: { tags, summary: "Orders to ship, shipped, delivered, cancelled or all, with a search; 25 a page.", querystring: OpsOrderListQuery, response: { 200: OpsOrderList, ...OPS_REFUSALS } } },
      async (request) => {
        requireStaff(request, "fulfilment");
        return orders.console.list(request.query);
      },
    );

    scope.get(
      "/ops/orders/:id/",
      { schema: { tags, summary: "One order: lines, buyer, address, method, payment, totals, pieces, timeline and the moves allowed now.", params: OpsOrderParams, response: { 200: OpsOrderDetail, ...OPS_REFUSALS } } },
      async (request) => orders.named(await orders.console.detail(request.params.id, requireStaff(request, "fulfilment"))),
    );

    scope.post(
      "/ops/orders/:id/pack/",
      { schema: { tags, summary: "Packed: a paid order's pieces were picked and packed.", params: OpsOrderParams, response: { 200: OpsOrderDetail, ...OPS_REFUSALS } } },
      async (request) => {
        const by = packer(request);
        await orders.fulfilment.pack(request.params.id, by);
        return orders.named(await orders.console.detail(request.params.id, by));
      },
    );

    scope.post(
      "/ops/orders/:id/ship/",
      { schema: { tags, summary: "Shipped with a carrier and a tracking number of its format; the buyer is e-mailed.", params: OpsOrderParams, body: ShipOrderRequest, response: { 200: OpsOrderDetail, ...OPS_REFUSALS } } },
      async (request) => {
        const by = packer(request);
        await orders.fulfilment.ship(request.params.id, by, request.body);
        return orders.named(await orders.console.detail(request.params.id, by));
      },
    );

    scope.post(
      "/ops/orders/:id/deliver/",
      { schema: { tags, summary: "Delivered: the carrier confirmed delivery.", params: OpsOrderParams, response: { 200: OpsOrderDetail, ...OPS_REFUSALS } } },
      async (request) => {
        const by = packer(request);
        await orders.fulfilment.deliver(request.params.id, by);
        return orders.named(await orders.console.detail(request.params.id, by));
      },
    );

    scope.post(
      "/ops/orders/:id/cancel/",
      { schema: { tags, summary: "Cancelled before shipment: pieces back on sale, wallet money returned, card payment voided or refunded.", params: OpsOrderParams, body: CancelOrderRequest, response: { 200: OpsOrderDetail, ...OPS_REFUSALS } } },
      async (request) => {
        const by = packer(request);
        await orders.fulfilment.cancel(request.params.id, by, request.body.reason);
        return orders.named(await orders.console.detail(request.params.id, by));
      },
    );
  });
}
