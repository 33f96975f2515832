import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OpsAskInput, OpsPayInput, OpsQuoteInput, OpsReasonInput, OpsSubmissionDetail, OpsSubmissionList, OpsSubmissionListQuery, OpsSubmissionParams } from "@maison/contracts/ops-submissions";
import type { Actor, Capability } from "@maison/domain/actor/actor";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireStaff } from "../../http/auth.ts";
import type { SellingConsoleService } from "../selling/selling-console.service.ts";
import { OPS_REFUSALS } from "./ops.routes.ts";

type Named = (detail: OpsSubmissionDetail) => Promise<OpsSubmissionDetail>;

/** The console's seller queues under /api/ops/submissions/ (decision 042): any staff reads; each move needs its capability. */
export async function opsSubmissionsRoutes(api: ApiInstance, selling: SellingConsoleService, named: Named): Promise<void> {
  await api.register(async (child) => {
    child.addHook("preValidation", async (request) => {
      requireStaff(request);
    });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const tags = ["ops"];
    const detail = async (request: FastifyRequest, id: string, by: Actor) => named(await selling.detail(id, by));

    scope.get(
      "/ops/submissions/",
      { schema: { tags, summary: "Submitted pieces by queue (to quote, awaiting the seller, inbound, to authenticate, to pay, to send back, closed); 30 a page.", querystring: OpsSubmissionListQuery, response: { 200: OpsSubmissionList, ...OPS_REFUSALS } } },
      async (request) => selling.list(request.query),
    );

    scope.get(
      "/ops/submissions/:id/",
      { schema: { tags, summary: "One submitted piece: the seller's description and photos, the engine's appraisal, questions asked, shipping, timeline and the moves allowed now.", params: OpsSubmissionParams, response: { 200: OpsSubmissionDetail, ...OPS_REFUSALS } } },
      async (request) => detail(request, request.params.id, requireStaff(request)),
    );

    const move = <B extends z.ZodType>(path: string, capability: Capability, summary: string, body: B | null, run: (id: string, body: z.infer<B>, by: Actor) => Promise<void>) =>
      scope.post(
        `/ops/submissions/:id/${path}/`,
        { schema: { tags, summary, params: OpsSubmissionParams, ...(body ? { body } : {}), response: { 200: OpsSubmissionDetail, ...OPS_REFUSALS } } },
        async (request) => {
          const by = requireStaff(request, capability);
          await run(request.params.id, request.body as z.infer<B>, by);
          return detail(request, request.params.id, by);
        },
      );

    move("quote", "pricing", "Quotes the piece: the cash offer (trade-in is worth 10% more) and, with the expected resale, the consignment estimate; valid 7 days.", OpsQuoteInput, (id, b, by) => selling.quote(id, b, by));
    move("ask", "pricing", "Asks the seller questions (choice keys) and for photo sets before quoting.", OpsAskInput, (id, b, by) => selling.ask(id, b, by));
    move("reject", "pricing", "Maison will not buy the piece; the reason goes to the seller.", OpsReasonInput, (id, b, by) => selling.reject(id, b.reason, by));
    move("receive", "receiving", "The piece arrived: checked in as a piece in intake, still the seller's.", null, (id, _b, by) => selling.receive(id, by));
    move("authenticate", "authentication", "The piece is genuine and as described.", null, (id, _b, by) => selling.authenticate(id, by));
    move("fail-authentication", "authentication", "The piece is not genuine or not as described; it goes back to the seller.", OpsReasonInput, (id, b, by) => selling.failAuthentication(id, b.reason, by));
    move("return-to-seller", "receiving", "The piece was sent back to the seller.", null, (id, _b, by) => selling.returnToSeller(id, by));
    move("pay", "payouts", "Pays the seller the accepted offer: store credit now, or cash to their preferred payout profile; the piece becomes Maison's.", OpsPayInput, (id, b, by) => selling.pay(id, b, by));
  });
}
