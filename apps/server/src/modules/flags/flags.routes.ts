import { ErrorBody } from "@maison/contracts/error";
import { FlagValues, FlagValuesQuery, OpsFlag, OpsFlagInput, OpsFlagList, OpsFlagParams } from "@maison/contracts/flags";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireStaff } from "../../http/auth.ts";
import type { FeatureFlagService } from "./feature-flags.service.ts";
import { flagViewerOf } from "./flag-identity.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The storefront's evaluated flags (only the keys a page names) and the console's `/ops/flags/` (flags capability). */
export async function flagsRoutes(api: ApiInstance, flags: FeatureFlagService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.get(
      "/v6/flags/",
      { schema: { tags: ["flags"], summary: "The named flags' values for the asking visitor (never the flags' rules).", querystring: FlagValuesQuery, response: { 200: FlagValues, 400: ErrorBody } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return { flags: await flags.values(request.query.keys, flagViewerOf(request)) };
      },
    );
  });

  await api.register(async (child) => {
    child.addHook("preValidation", async (request) => {
      requireStaff(request);
    });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.get("/ops/flags/", { schema: { tags: ["ops"], summary: "Every flag with its value, switch and rules, and the latest changes.", response: { 200: OpsFlagList, ...REFUSALS } } }, async (request) =>
      flags.opsList(requireStaff(request, "flags")),
    );
    scope.put(
      "/ops/flags/:key/",
      { schema: { tags: ["ops"], summary: "Changes a flag's default value, switch and rules; every evaluation after it sees the change.", params: OpsFlagParams, body: OpsFlagInput, response: { 200: OpsFlag, ...REFUSALS } } },
      async (request) => flags.update(request.params.key, request.body, requireStaff(request, "flags")),
    );
  });
}
