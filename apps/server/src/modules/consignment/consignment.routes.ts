import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import { ConsignmentDetail, ConsignmentHistory, ConsignmentId, ConsignmentLists, DelistInput, DelistResult, TweakResponseInput } from "@maison/contracts/consignment";
import type { ApiInstance } from "../../http/api-scope.ts";
import { actorOf } from "../../http/actor.ts";
import { requireUser } from "../../http/auth.ts";
import { IDEMPOTENCY_HEADER, replyIdempotently, type IdempotencyStore } from "../../http/idempotency.ts";
import type { ConsignmentService } from "./consignment.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ["consignment"];
const Params = z.object({ id: ConsignmentId });
const KeyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() });

/**
 * The consignor's calls under `/api/v6/my-account/consignment/` (spec 2 §7, decision 046). Every
 * call needs a signed-in user; another user's consignment or proposal answers 404.
 */
export async function consignmentRoutes(api: ApiInstance, s: { consignments: ConsignmentService; idempotency: IdempotencyStore }): Promise<void> {
  const scope = api.withTypeProvider<ZodTypeProvider>();

  scope.get(
    "/v6/my-account/consignment/",
    { schema: { tags, summary: "The consignor's pieces in three lists (sold, active, inactive) with their progress steps, and their cash balance.", response: { 200: ConsignmentLists, ...REFUSALS } } },
    async (request) => s.consignments.lists(requireUser(request).userId),
  );

  scope.get(
    "/v6/my-account/consignment/details/:id/",
    { schema: { tags, summary: "One consigned piece: steps, prices, the earning and when it clears, the price proposals.", params: Params, response: { 200: ConsignmentDetail, ...REFUSALS } } },
    async (request) => s.consignments.detail(requireUser(request).userId, request.params.id),
  );

  scope.get(
    "/v6/my-account/consignment/history/:id/",
    { schema: { tags, summary: "What happened to a consigned piece, oldest first.", params: Params, response: { 200: ConsignmentHistory, ...REFUSALS } } },
    async (request) => s.consignments.history(requireUser(request).userId, request.params.id),
  );

  scope.put(
    "/v6/my-account/consignment/update-tweak/:id/",
    { schema: { tags, summary: "Accepts or declines a price change staff proposed (client_response: accept | decline); accepting reprices the listing.", params: Params, body: TweakResponseInput, response: { 200: ConsignmentDetail, ...REFUSALS } } },
    async (request) => {
      const user = requireUser(request);
      return s.consignments.respondToTweak(user.userId, actorOf(request), request.params.id, request.body);
    },
  );

  scope.post(
    "/v6/my-account/consignment/delist/",
    {
      schema: {
        tags,
        summary: "Delists a piece (Idempotency-Key header recommended): off sale at once; answers the hosted payment page for its insured return shipping to the address.",
        headers: KeyHeaders,
        body: DelistInput,
        response: { 200: DelistResult, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return (await replyIdempotently(s.idempotency, request, reply, { route: "consignment.delist" }, async () => ({ body: await s.consignments.delist(user.userId, actorOf(request), request.body) }))) as DelistResult;
    },
  );
}
