import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { RecentlyViewedCreate, RecentlyViewedQuery, RecentlyViewedRecorded, RecentlyViewedResponse } from "@maison/contracts/account-lists";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { viewerOf } from "../favorites/viewer-of.ts";
import type { RecentlyViewedService } from "./recently-viewed.service.ts";

const REFUSALS = { 400: ErrorBody, 404: ErrorBody };

/** The signed-in user behind a request, or null for a visitor (and for a session still confirming its e-mail). */
function signedInUserId(request: FastifyRequest): string | null {
  const principal = request.principal;
  return principal.kind === "user" && principal.sessionKind === "full" ? principal.userId : null;
}

/** GET/POST /v6/shop/recently-viewed/ (spec 2 §7): open to visitors, stored only for signed-in users. */
export async function recentlyViewedRoutes(api: ApiInstance, recentlyViewed: RecentlyViewedService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/shop/recently-viewed/",
      {
        schema: {
          tags: ["account"],
          summary: "Recently viewed cards, newest first: the user's stored views, or a visitor's `ids`; shown from 2.",
          querystring: RecentlyViewedQuery,
          response: { 200: RecentlyViewedResponse, ...REFUSALS },
        },
      },
      async (request) => recentlyViewed.list(signedInUserId(request), request.query, viewerOf(request.principal)),
    );

    scope.post(
      "/v6/shop/recently-viewed/",
      {
        schema: {
          tags: ["account"],
          summary: "Records a product view {store_front_id}; visitors' views are not stored (recorded: false).",
          body: RecentlyViewedCreate,
          response: { 200: RecentlyViewedRecorded, ...REFUSALS },
        },
      },
      async (request) => recentlyViewed.record(signedInUserId(request), request.body.store_front_id),
    );
  });
}
