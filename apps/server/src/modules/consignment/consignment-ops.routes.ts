import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { OpsConsignmentDetail, OpsConsignmentList, OpsConsignmentListQuery, OpsConsignmentParams, OpsReturnInput, OpsReviewInput, OpsTweakInput } from "@maison/contracts/consignment";
import { ErrorBody } from "@maison/contracts/error";
import type { Actor, Capability } from "@maison/domain/actor/actor";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireStaff } from "../../http/auth.ts";
import type { ConsignmentConsoleService } from "./consignment-console.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

/** The console's consignments under /api/ops/consignments/ (decision 046): any staff reads; each move needs its capability. */
export async function consignmentOpsRoutes(api: ApiInstance, console: ConsignmentConsoleService): Promise<void> {
  await api.register(async (child) => {
    child.addHook("preValidation", async (request) => {
      requireStaff(request);
    });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const tags = ["ops"];

    scope.get(
      "/ops/consignments/",
      { schema: { tags, summary: "Consignments by queue: to review, to list, listed, sold (return window), to ship back, closed.", querystring: OpsConsignmentListQuery, response: { 200: OpsConsignmentList, ...REFUSALS } } },
      async (request) => console.list(request.query.queue),
    );

    scope.get(
      "/ops/consignments/:id/",
      { schema: { tags, summary: "One consignment: prices, earning, price proposals, timeline and the moves allowed now.", params: OpsConsignmentParams, response: { 200: OpsConsignmentDetail, ...REFUSALS } } },
      async (request) => console.detail(request.params.id, requireStaff(request)),
    );

    const move = <B extends z.ZodType>(path: string, capability: Capability, summary: string, body: B | null, run: (id: string, body: z.infer<B>, by: Actor) => Promise<void>) =>
      scope.post(
        `/ops/consignments/:id/${path}/`,
        { schema: { tags, summary, params: OpsConsignmentParams, ...(body ? { body } : {}), response: { 200: OpsConsignmentDetail, ...REFUSALS } } },
        async (request) => {
          const by = requireStaff(request, capability);
          await run(request.params.id, request.body as z.infer<B>, by);
          return console.detail(request.params.id, by);
        },
      );

    move("review", "listing", "Reviews an authenticated piece and sets its list price; the submission item is handed to consignment.", OpsReviewInput, (id, b, by) => console.review(id, b, by));
    move("list", "listing", "Puts the reviewed piece on sale now through the catalogue's listing.", null, (id, _b, by) => console.putOnSale(id, by));
    move("tweak", "listing", "Proposes a new price to the consignor, replacing any proposal still open.", OpsTweakInput, (id, b, by) => console.proposeTweak(id, b, by));
    move("return", "returns", "Records a buyer's return of the delivered piece: back on sale, the earning back to nothing.", OpsReturnInput, (id, b, by) => console.recordReturn(id, b.reason, by));
    move("release", "payouts", "Releases the earning before the return window closes: credited to the seller's cash now.", null, (id, _b, by) => console.releaseEarning(id, by));
    move("ship-back", "receiving", "The delisted piece was shipped back to its consignor.", null, (id, _b, by) => console.shipBack(id, by));
  });
}
