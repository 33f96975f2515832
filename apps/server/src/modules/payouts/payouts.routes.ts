import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AchProfileInput, CheckProfileInput, PayoutProfile, PayoutProfileId, PayoutProfilePreference, PayoutProfiles } from "@maison/contracts/payouts";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import type { PayoutProfileService } from "./payout-profile.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ["payouts"];
const Params = z.object({ id: PayoutProfileId });

/** Payout profiles: the self-check-in calls of spec 1 §7 and the account's payment tab of spec 2 §7. Errors carry `detail`. */
export async function payoutsRoutes(api: ApiInstance, profiles: PayoutProfileService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    for (const path of ["/v6/self-check-in/payments/profiles/", "/v6/my-account/payments/profiles/"]) {
      scope.get(path, { schema: { tags, summary: "The user's payout profiles by kind, with the preferred ones.", response: { 200: PayoutProfiles, ...REFUSALS } } }, async (request) =>
        profiles.list(requireUser(request).userId),
      );
    }
    scope.post(
      "/v6/self-check-in/payments/create_profile/ach/",
      { schema: { tags, summary: "Adds a bank account for ACH payouts (the numbers go to the payout provider; the last four are kept).", body: AchProfileInput, response: { 201: PayoutProfile, ...REFUSALS } } },
      async (request, reply) => reply.code(201).send(await profiles.createAch(requireUser(request).userId, request.body)),
    );
    scope.post(
      "/v6/self-check-in/payments/create_profile/check/",
      { schema: { tags, summary: "Adds a saved address that checks are mailed to.", body: CheckProfileInput, response: { 201: PayoutProfile, ...REFUSALS } } },
      async (request, reply) => reply.code(201).send(await profiles.createCheck(requireUser(request).userId, request.body)),
    );
    scope.put(
      "/v6/my-account/payments/profile/:id/",
      { schema: { tags, summary: "Makes a profile the preferred one for payouts or for the wallet's cash-out.", params: Params, body: PayoutProfilePreference, response: { 200: PayoutProfile, ...REFUSALS } } },
      async (request) => profiles.prefer(requireUser(request).userId, request.params.id, request.body),
    );
    scope.delete(
      "/v6/my-account/payments/profile/:id/",
      { schema: { tags, summary: "Removes a bank account or check address.", params: Params, response: { 204: z.null(), ...REFUSALS } } },
      async (request, reply) => {
        await profiles.remove(requireUser(request).userId, request.params.id);
        return reply.code(204).send(null);
      },
    );
  });
}
