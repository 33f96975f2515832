import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import {
  B2bCollection,
  B2bCollectionCreate,
  B2bCollectionExportQuery,
  B2bCollectionFavoritesResponse,
  B2bCollectionList,
  B2bCollectionParams,
  B2bCollectionUpdate,
} from "@maison/contracts/b2b";
import { FavoritesViewQuery } from "@maison/contracts/favorites";
import type { ApiInstance } from "../../http/api-scope.ts";
import { fileResponse } from "../../http/file-response.ts";
import { requireRole } from "../../http/auth.ts";
import type { B2bCollectionsService } from "./b2b-collections.service.ts";
import { viewerOf } from "../favorites/viewer-of.ts";
import { actorOf } from "../../http/actor.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const B2B = ["b2b"] as const;
const BASE = "/v6/my-account/b2b-collections/";

/** Business users' named favorites lists (spec 2 §7 "B2B collections"); shoppers get 403. */
export async function b2bCollectionsRoutes(api: ApiInstance, collections: B2bCollectionsService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      BASE,
      { schema: { tags: ["b2b"], summary: "The user's favorites lists with their product ids.", response: { 200: B2bCollectionList, ...REFUSALS } } },
      async (request) => collections.list(requireRole(request, B2B).userId),
    );

    scope.post(
      BASE,
      {
        schema: {
          tags: ["b2b"],
          summary: "Makes a list {name}: 'Please name your list' when empty (400), the duplicate message when taken (409).",
          body: B2bCollectionCreate,
          response: { 201: B2bCollection, ...REFUSALS },
        },
      },
      async (request, reply) => reply.code(201).send(await collections.create(requireRole(request, B2B).userId, actorOf(request), request.body.name)),
    );

    scope.put(
      `${BASE}:id/`,
      {
        schema: {
          tags: ["b2b"],
          summary: "{product_id} adds a product to the list, {remove_product_id} takes one out.",
          params: B2bCollectionParams,
          body: B2bCollectionUpdate,
          response: { 200: B2bCollection, ...REFUSALS },
        },
      },
      async (request) => collections.update(requireRole(request, B2B).userId, actorOf(request), request.params.id, request.body),
    );

    scope.delete(
      `${BASE}:id/`,
      { schema: { tags: ["b2b"], summary: "Deletes a list.", params: B2bCollectionParams, response: { 204: z.null(), ...REFUSALS } } },
      async (request, reply) => {
        await collections.remove(requireRole(request, B2B).userId, actorOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    scope.get(
      `${BASE}:id/favorites-p/`,
      {
        schema: {
          tags: ["b2b"],
          summary: "The list's products with cards: favorites.count and favorites.results, 48 a page.",
          params: B2bCollectionParams,
          querystring: FavoritesViewQuery,
          response: { 200: B2bCollectionFavoritesResponse, ...REFUSALS },
        },
      },
      async (request) => {
        const user = requireRole(request, B2B);
        return collections.favorites(user.userId, request.params.id, request.query, viewerOf(user));
      },
    );

    scope.get(
      `${BASE}:id/favorites/export/`,
      {
        schema: {
          tags: ["b2b"],
          summary: "The whole list as a CSV download, in the chosen sort.",
          params: B2bCollectionParams,
          querystring: B2bCollectionExportQuery,
          // The body is CSV, not JSON; errors answer the usual JSON bodies.
          response: { 200: fileResponse("The list as CSV.", ["text/csv"]), ...REFUSALS },
        },
      },
      async (request, reply) => {
        const user = requireRole(request, B2B);
        const { fileName, csv } = await collections.exportCsv(user.userId, request.params.id, request.query.sort, viewerOf(user));
        return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${fileName}"`).send(csv);
      },
    );
  });
}
