import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import { PurchaseParams } from "@maison/contracts/checkout";
import {
  CalculateReturnRequest,
  CancelPurchaseRequest,
  OpenReturnRequest,
  OpsReturn,
  OpsReturnList,
  OpsReturnListQuery,
  OpsReturnParams,
  OrderNumberParams,
  PurchaseReturns,
  RejectReturnRequest,
  ReturnCalculation,
  ReturnList,
  ReturnView,
} from "@maison/contracts/returns";
import type { ApiInstance } from "../../http/api-scope.ts";
import { fileResponse } from "../../http/file-response.ts";
import { actorOf } from "../../http/actor.ts";
import { requireStaff, requireUser } from "../../http/auth.ts";
import type { ReturnsConsoleService } from "./returns-console.service.ts";
import type { ReturnsService } from "./returns.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

/**
 * The buyer's cancel and returns (spec 2 §7 under /v6/my-account) and the console's returns under
 * /api/ops/returns/ (capability `returns`).
 */
export async function returnsRoutes(api: ApiInstance, s: { returns: ReturnsService; console: ReturnsConsoleService }): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const tags = ["account"];

    scope.post(
      "/v6/my-account/cancel-order/",
      { schema: { tags, summary: "Cancels the user's order before it ships: pieces back on sale, payment voided or refunded, wallet money given back.", body: CancelPurchaseRequest, response: { 200: z.object({ order: z.string(), state: z.literal("cancelled") }), ...REFUSALS } } },
      async (request) => {
        await s.returns.cancel(requireUser(request).userId, request.body, actorOf(request));
        return { order: request.body.order, state: "cancelled" as const };
      },
    );

    scope.get(
      "/v6/my-account/purchases/:number/returns/",
      { schema: { tags, summary: "A purchase's returns and what the user may do now (cancel, return which pieces, until when).", params: PurchaseParams, response: { 200: PurchaseReturns, ...REFUSALS } } },
      async (request) => s.returns.purchaseReturns(requireUser(request).userId, request.params.number),
    );

    scope.post(
      "/v6/my-account/:order/calculate-return/",
      { schema: { tags, summary: "Per piece, the return fee and the refund; the refund's split across what paid.", params: OrderNumberParams, body: CalculateReturnRequest, response: { 200: ReturnCalculation, ...REFUSALS } } },
      async (request) => s.returns.calculate(requireUser(request).userId, request.params.order, request.body),
    );

    scope.post(
      "/v6/my-account/:order/return/",
      { schema: { tags, summary: "Opens a return of the pieces, a reason each; the prepaid label is e-mailed.", params: OrderNumberParams, body: OpenReturnRequest, response: { 200: ReturnView, ...REFUSALS } } },
      async (request) => s.returns.open(requireUser(request).userId, request.params.order, request.body, actorOf(request)),
    );

    scope.get(
      "/v6/my-account/returns/",
      { schema: { tags, summary: "The user's returns, newest first.", response: { 200: ReturnList, ...REFUSALS } } },
      async (request) => ({ returns: await s.returns.returnsOf(requireUser(request).userId) }),
    );

    scope.get(
      "/v6/my-account/returns/:id/label/",
      { schema: { tags, summary: "The printable prepaid label of the user's return (HTML).", params: OpsReturnParams, response: { 200: fileResponse("The label, as a printable page.", ["text/html"]), ...REFUSALS } } },
      async (request, reply) => {
        return reply.type("text/html; charset=utf-8").send(await s.returns.label(requireUser(request).userId, request.params.id));
      },
    );
  });

  await api.register(async (child) => {
    child.addHook("preValidation", async (request) => {
      requireStaff(request, "returns");
    });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const tags = ["ops"];
    const staff = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, "returns");

    scope.get(
      "/ops/returns/",
      { schema: { tags, summary: "Returns to receive, to inspect, to decide, rejected or closed, with each queue's count.", querystring: OpsReturnListQuery, response: { 200: OpsReturnList, ...REFUSALS } } },
      async (request) => s.console.list(request.query.queue, staff(request)),
    );
    scope.get(
      "/ops/returns/:id/",
      { schema: { tags, summary: "One return with the moves allowed now.", params: OpsReturnParams, response: { 200: OpsReturn, ...REFUSALS } } },
      async (request) => s.console.detail(request.params.id, staff(request)),
    );
    for (const action of ["in_transit", "receive", "inspect", "refund", "ship_back"] as const) {
      scope.post(
        `/ops/returns/:id/${action.replace("_", "-")}/`,
        { schema: { tags, summary: `The return: ${action.replace("_", " ")}.`, params: OpsReturnParams, response: { 200: OpsReturn, ...REFUSALS } } },
        async (request) => {
          const by = staff(request);
          if (action === "in_transit") return s.console.inTransit(request.params.id, by);
          if (action === "receive") return s.console.receive(request.params.id, by);
          if (action === "inspect") return s.console.inspect(request.params.id, by);
          if (action === "refund") return s.console.refund(request.params.id, by);
          return s.console.shipBack(request.params.id, by);
        },
      );
    }
    scope.post(
      "/ops/returns/:id/reject/",
      { schema: { tags, summary: "Refused with a reason; the buyer is e-mailed and the pieces are shipped back.", params: OpsReturnParams, body: RejectReturnRequest, response: { 200: OpsReturn, ...REFUSALS } } },
      async (request) => s.console.reject(request.params.id, staff(request), request.body.reason),
    );
  });
}
