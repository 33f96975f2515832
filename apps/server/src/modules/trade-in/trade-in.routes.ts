import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import {
  AcceptAndFinalizeInput,
  ClientResponseInput,
  OpsReviseTradeInInput,
  OpsTradeIn,
  OpsTradeInList,
  OpsTradeInListQuery,
  OpsTradeInParams,
  SubmissionItemId,
  TradeIn,
  TradeInId,
  TradeInList,
  TradeInPayInput,
  TradeInPayResponse,
} from "@maison/contracts/trade-in";
import type { ApiInstance } from "../../http/api-scope.ts";
import { actorOf } from "../../http/actor.ts";
import { requireStaff, requireUser } from "../../http/auth.ts";
import { IDEMPOTENCY_HEADER, replyIdempotently, type IdempotencyStore } from "../../http/idempotency.ts";
import type { TradeInConsoleService } from "./trade-in-console.service.ts";
import type { TradeInService } from "./trade-in.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ["trade-in"];

/**
 * The seller's trade-in calls under `/api/v6/my-account/trade-in/` (spec 2 §7; decision 050) and the
 * console's under `/api/ops/trade-ins/`. Every account call needs the signed-in seller; another
 * seller's trade-in answers 404. The console's need staff, and each move its capability.
 */
export async function tradeInRoutes(api: ApiInstance, s: { tradeIns: TradeInService; console: TradeInConsoleService; idempotency: IdempotencyStore }): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/my-account/trade-in/",
      { schema: { tags, summary: "The seller's trade-ins, newest first, and the bag's total the cart applies (tradesApplied).", response: { 200: TradeInList, ...REFUSALS } } },
      async (request) => s.tradeIns.list(requireUser(request).userId),
    );

    scope.get(
      "/v6/my-account/trade-in/:id/",
      { schema: { tags, summary: "One trade-in: its status, value (prices.instant_trade_in.value), what the purchase used and what is due.", params: z.object({ id: TradeInId }), response: { 200: TradeIn, ...REFUSALS } } },
      async (request) => s.tradeIns.detail(requireUser(request).userId, request.params.id),
    );

    scope.post(
      "/v6/my-account/trade-in/accept-and-finalize/",
      { schema: { tags, summary: "Accepts the offered trade-in: its value goes into the bag and comes off the next purchase.", body: AcceptAndFinalizeInput, response: { 200: TradeIn, ...REFUSALS } } },
      async (request) => s.tradeIns.acceptAndFinalize(requireUser(request).userId, actorOf(request), request.body),
    );

    scope.put(
      "/v6/my-account/trade-in/client-response/:order_item_id/",
      {
        schema: {
          tags,
          summary: "The seller's answer to a revised offer after inspection (accepted or declined); a difference owed waits for payment.",
          params: z.object({ order_item_id: SubmissionItemId }),
          body: ClientResponseInput,
          response: { 200: TradeIn, ...REFUSALS },
        },
      },
      async (request) => s.tradeIns.respond(requireUser(request).userId, actorOf(request), request.params.order_item_id, request.body),
    );

    scope.post(
      "/v6/my-account/trade-in/pay/",
      {
        schema: {
          tags,
          summary: "Pays what is due on a trade-in through the hosted payment page (Idempotency-Key header recommended): answers its checkout_web_url.",
          headers: z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() }),
          body: TradeInPayInput,
          response: { 200: TradeInPayResponse, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return (await replyIdempotently(s.idempotency, request, reply, { route: "trade-in.pay" }, async () => ({
          status: 200,
          body: await s.tradeIns.pay(user.userId, actorOf(request), request.body),
        }))) as TradeInPayResponse;
      },
    );
  });

  await api.register(async (child) => {
    child.addHook("preValidation", async (request) => {
      requireStaff(request);
    });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const ops = ["ops"];
    scope.get(
      "/ops/trade-ins/",
      { schema: { tags: ops, summary: "Trade-ins by queue: arriving, to inspect, with the seller, closed.", querystring: OpsTradeInListQuery, response: { 200: OpsTradeInList, ...REFUSALS } } },
      async (request) => s.console.list(request.query.queue),
    );
    scope.get(
      "/ops/trade-ins/:id/",
      { schema: { tags: ops, summary: "One trade-in with its seller.", params: OpsTradeInParams, response: { 200: OpsTradeIn, ...REFUSALS } } },
      async (request) => s.console.detail(request.params.id),
    );
    scope.post(
      "/ops/trade-ins/:id/credit/",
      { schema: { tags: ops, summary: "The piece is as described: credited at the amount offered (pricing).", params: OpsTradeInParams, response: { 200: OpsTradeIn, ...REFUSALS } } },
      async (request) => s.console.credit(request.params.id, requireStaff(request, "pricing")),
    );
    scope.post(
      "/ops/trade-ins/:id/revise/",
      { schema: { tags: ops, summary: "Inspection found the piece not as described: a lower amount for the seller to answer (pricing).", params: OpsTradeInParams, body: OpsReviseTradeInInput, response: { 200: OpsTradeIn, ...REFUSALS } } },
      async (request) => s.console.revise(request.params.id, requireStaff(request, "pricing"), request.body),
    );
  });
}
