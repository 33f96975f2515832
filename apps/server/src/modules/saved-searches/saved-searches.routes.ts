import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  SavedSearch,
  SavedSearchCreate,
  SavedSearchList,
  SavedSearchParams,
  SavedSearchUpdate,
  SavedSku,
  SavedSkuCreate,
  SavedSkuList,
  SavedSkuParams,
} from "@maison/contracts/saved-searches";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import type { SavedSearchesService } from "./saved-searches.service.ts";
import type { SavedSkusService } from "./saved-skus.service.ts";
import { actorOf } from "../../http/actor.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Saved searches and saved skus of the signed-in user (spec 2 §7, under /v6/my-account). */
export async function savedSearchesRoutes(api: ApiInstance, searches: SavedSearchesService, skus: SavedSkusService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/my-account/saved-search/",
      { schema: { tags: ["account"], summary: "The user's saved searches, newest first.", response: { 200: SavedSearchList, ...REFUSALS } } },
      async (request) => searches.list(requireUser(request).userId),
    );

    scope.post(
      "/v6/my-account/saved-search/",
      {
        schema: {
          tags: ["account"],
          summary: "Saves a search {bc_url, search_text}: 201 new, 200 when the page was saved before (its text is updated).",
          body: SavedSearchCreate,
          response: { 200: SavedSearch, 201: SavedSearch, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const { search, created } = await searches.save(requireUser(request).userId, actorOf(request), request.body);
        return reply.code(created ? 201 : 200).send(search);
      },
    );

    scope.put(
      "/v6/my-account/saved-search/:id/",
      {
        schema: {
          tags: ["account"],
          summary: "Changes a saved search's address or text.",
          params: SavedSearchParams,
          body: SavedSearchUpdate,
          response: { 200: SavedSearch, ...REFUSALS },
        },
      },
      async (request) => searches.update(requireUser(request).userId, actorOf(request), request.params.id, request.body),
    );

    scope.delete(
      "/v6/my-account/saved-search/:id/",
      { schema: { tags: ["account"], summary: "Deletes a saved search.", params: SavedSearchParams, response: { 204: z.null(), ...REFUSALS } } },
      async (request, reply) => {
        await searches.remove(requireUser(request).userId, actorOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    scope.get(
      "/v6/my-account/saved-skus/",
      { schema: { tags: ["account"], summary: "The user's saved skus, newest first.", response: { 200: SavedSkuList, ...REFUSALS } } },
      async (request) => skus.list(requireUser(request).userId),
    );

    scope.post(
      "/v6/my-account/saved-skus/",
      {
        schema: {
          tags: ["account"],
          summary: "Saves a sku {sku_id}: 201 new, 200 when saved before.",
          body: SavedSkuCreate,
          response: { 200: SavedSku, 201: SavedSku, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const { sku, created } = await skus.save(requireUser(request).userId, actorOf(request), request.body.sku_id);
        return reply.code(created ? 201 : 200).send(sku);
      },
    );

    scope.delete(
      "/v6/my-account/saved-skus/:id/",
      { schema: { tags: ["account"], summary: "Deletes a saved sku.", params: SavedSkuParams, response: { 204: z.null(), ...REFUSALS } } },
      async (request, reply) => {
        await skus.remove(requireUser(request).userId, actorOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  });
}
