import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import { CreateLeadInput, CreatePartnerInput, PartnerAccount, PartnerLead, PartnerLeadList, PartnerLocations } from "@maison/contracts/partners";
import type { ApiInstance } from "../../http/api-scope.ts";
import { actorOf } from "../../http/actor.ts";
import { requireUser } from "../../http/auth.ts";
import { IDEMPOTENCY_HEADER, replyIdempotently, type IdempotencyStore } from "../../http/idempotency.ts";
import { partnerFormLocations } from "./partner-locations.ts";
import type { PartnerProgramService } from "./partner-program.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ["partners"];
const KeyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() });
const LeadParams = z.object({ id: z.string().regex(/^lead_[a-z0-9]{10,60}$/, "must be a lead id") });

/** Partners (decision 062): the signup (`create-partner/` → blm_partner_code), its locations, and its leads. */
export async function partnersRoutes(api: ApiInstance, s: { program: PartnerProgramService; idempotency: IdempotencyStore }): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get("/v6/locations-for-partner-form/", { schema: { tags, summary: "The locations a partner picks on its form: Maison's boutiques.", response: { 200: PartnerLocations } } }, async () => partnerFormLocations());

    scope.post(
      "/v6/create-partner/",
      { schema: { tags, summary: "Signs the account up as a partner: answers its partner code (blm_partner_code).", body: CreatePartnerInput, response: { 201: PartnerAccount, ...REFUSALS } } },
      async (request, reply) => reply.code(201).send(await s.program.create(requireUser(request).userId, actorOf(request), request.body)),
    );

    scope.get("/v6/partner/", { schema: { tags, summary: "The signed-in partner's account and code.", response: { 200: PartnerAccount, ...REFUSALS } } }, async (request) =>
      s.program.account(requireUser(request).userId),
    );

    scope.post(
      "/v6/partner-leads/",
      { schema: { tags, summary: "A partner's lead: a customer with pieces to sell, submitted to Maison credited to the partner's code (Idempotency-Key header recommended).", headers: KeyHeaders, body: CreateLeadInput, response: { 201: PartnerLead, ...REFUSALS } } },
      async (request, reply) => {
        const user = requireUser(request);
        return (await replyIdempotently(s.idempotency, request, reply, { route: "partners.lead" }, async () => ({
          status: 201,
          body: await s.program.createLead(user.userId, actorOf(request), request.body),
        }))) as PartnerLead;
      },
    );

    scope.get("/v6/partner-leads/", { schema: { tags, summary: "The partner's leads, newest first, each with its submission's outcome.", response: { 200: PartnerLeadList, ...REFUSALS } } }, async (request) =>
      s.program.leads(requireUser(request).userId),
    );

    scope.get("/v6/partner-leads/:id/", { schema: { tags, summary: "One of the partner's leads; another partner's is 404.", params: LeadParams, response: { 200: PartnerLead, ...REFUSALS } } }, async (request) =>
      s.program.lead(requireUser(request).userId, request.params.id),
    );
  });
}
