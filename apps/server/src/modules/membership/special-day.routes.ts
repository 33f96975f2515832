import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SpecialDayRequest, SpecialDayResponse } from "@maison/contracts/content";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import type { TierService } from "./tier.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The member's special day (spec 2 §3: tier.special_discount): read it, or set the month and day. */
export async function specialDayRoutes(api: ApiInstance, tiers: TierService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/my-account/special-day/",
      { schema: { tags: ["account"], summary: "The member's special day and its discount code, if one is due.", response: { 200: SpecialDayResponse, ...REFUSALS } } },
      async (request) => specialDayOf(requireUser(request), tiers),
    );

    scope.put(
      "/v6/my-account/special-day/",
      {
        schema: { tags: ["account"], summary: "Sets the member's special day (month, day).", body: SpecialDayRequest, response: { 200: SpecialDayResponse, ...REFUSALS } },
      },
      async (request) => {
        const user = requireUser(request);
        await tiers.setSpecialDay(user.userId, request.body.month, request.body.day);
        return specialDayOf(user, tiers);
      },
    );
  });
}

async function specialDayOf(user: { userId: string; roles: readonly string[] }, tiers: TierService): Promise<SpecialDayResponse> {
  const day = await tiers.specialDayOf(user.userId);
  const facts = await tiers.tierFacts(user.userId, { isMember: user.roles.includes("member"), issue: true });
  return { month: day?.month ?? null, day: day?.day ?? null, special_discount: facts.specialDiscount };
}
