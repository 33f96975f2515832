import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ForYouFilters,
  ForYouFiltersUpdate,
  ForYouHomepage,
  PersonalizedRecommendationsQuery,
  PersonalizedRecommendationsResponse,
} from "@maison/contracts/account-lists";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import { viewerOf } from "../favorites/viewer-of.ts";
import type { ForYouService } from "./for-you.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** For You: saved filters, the personalized list and the homepage strip. */
export async function forYouRoutes(api: ApiInstance, forYou: ForYouService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/my-account/for-you-filters/",
      { schema: { tags: ["account"], summary: "The saved For You filters (designers, categories, color, condition).", response: { 200: ForYouFilters, ...REFUSALS } } },
      async (request) => forYou.filters(requireUser(request).userId),
    );

    scope.put(
      "/v6/my-account/for-you-filters/",
      {
        schema: {
          tags: ["account"],
          summary: "Replaces the saved For You filters; a filter left out is cleared.",
          body: ForYouFiltersUpdate,
          response: { 200: ForYouFilters, ...REFUSALS },
        },
      },
      async (request) => forYou.saveFilters(requireUser(request).userId, request.body),
    );

    scope.get(
      "/v6/shop/personalized-recommendations/",
      {
        schema: {
          tags: ["account"],
          summary: "The signed-in user's For You list; with_vip_preview adds VIP preview items for members.",
          querystring: PersonalizedRecommendationsQuery,
          response: { 200: PersonalizedRecommendationsResponse, ...REFUSALS },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { with_vip_preview, limit } = request.query;
        return forYou.recommendations(user.userId, user.roles, { withVipPreview: with_vip_preview, limit }, viewerOf(user));
      },
    );

    scope.get(
      "/v6/meta/for-you-homepage/",
      { schema: { tags: ["account"], summary: "The homepage For You strip: 14 cards and the View All link.", response: { 200: ForYouHomepage, ...REFUSALS } } },
      async (request) => {
        const principal = request.principal;
        const user = principal.kind === "user" && principal.sessionKind === "full" ? { userId: principal.userId, roles: principal.roles } : null;
        return forYou.homepage(user, viewerOf(principal));
      },
    );
  });
}
