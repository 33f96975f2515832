import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Order, OrderParams, OrderQuery, PurchaseList, PurchaseParams, PurchasesQuery } from "@maison/contracts/checkout";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import { buyerOf } from "./checkout-buyer.ts";
import type { OrderService } from "./order.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const PURCHASES_PATH = "/api/v6/my-account/purchases/";

/** Orders: the thank-you and order pages' data, and the purchases of spec 2 §7 (under /v6/my-account). */
export async function orderRoutes(api: ApiInstance, orders: OrderService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/orders/:id/",
      {
        schema: {
          tags: ["checkout"],
          summary: "An order, for its owner or for a guest with the order's access key (?key=).",
          params: OrderParams,
          querystring: OrderQuery,
          response: { 200: Order, ...REFUSALS },
        },
      },
      async (request) => orders.get(request.params.id, { userId: buyerOf(request).userId, key: request.query.key }),
    );

    scope.get(
      "/v6/my-account/purchases/",
      { schema: { tags: ["account"], summary: "The user's orders, newest first, paged.", querystring: PurchasesQuery, response: { 200: PurchaseList, ...REFUSALS } } },
      async (request) => orders.purchases(requireUser(request).userId, request.query.page, PURCHASES_PATH),
    );

    scope.get(
      "/v6/my-account/purchases/:number/",
      { schema: { tags: ["account"], summary: "One of the user's orders by its number.", params: PurchaseParams, response: { 200: Order, ...REFUSALS } } },
      async (request) => orders.purchase(requireUser(request).userId, request.params.number),
    );
  });
}
