import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import {
  FavoriteAddRequest,
  FavoriteAddResponse,
  FavoriteIdsResponse,
  FavoriteParams,
  FavoriteState,
  FavoritesShareRequest,
  FavoritesShareResponse,
  FavoritesViewQuery,
  FavoritesViewResponse,
  SharedFavoritesParams,
  SharedFavoritesResponse,
} from "@maison/contracts/favorites";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import type { FavoritesService } from "./favorites.service.ts";
import { viewerOf } from "./viewer-of.ts";
import { actorOf } from "../../http/actor.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Favorites (spec 2 §7): save and remove, the favorites view, and the read-only share link. */
export async function favoritesRoutes(api: ApiInstance, favorites: FavoritesService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/favorites/",
      { schema: { tags: ["favorites"], summary: "Ids of the products the user favors (the hearts).", response: { 200: FavoriteIdsResponse, ...REFUSALS } } },
      async (request) => ({ product_ids: await favorites.productIds(requireUser(request).userId) }),
    );

    scope.post(
      "/v6/favorites/",
      {
        schema: {
          tags: ["favorites"],
          summary: "{product_id} favors a product (201 new, 200 already); {product_ids} syncs up to 15 picked before sign-in.",
          body: FavoriteAddRequest,
          response: { 200: FavoriteAddResponse, 201: FavoriteAddResponse, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const { userId } = requireUser(request);
        const body = request.body;
        if (body.product_ids) return favorites.sync(userId, actorOf(request), body.product_ids);
        const { state, created } = await favorites.add(userId, actorOf(request), body.product_id!);
        return reply.code(created ? 201 : 200).send(state);
      },
    );

    scope.post(
      "/v6/favorites/share/",
      {
        schema: {
          tags: ["favorites"],
          summary: "The user's read-only share link for their favorites (the same link until sharing stops).",
          body: FavoritesShareRequest,
          response: { 200: FavoritesShareResponse, ...REFUSALS },
        },
      },
      async (request) => favorites.share(requireUser(request).userId, actorOf(request)),
    );

    scope.delete(
      "/v6/favorites/share/",
      { schema: { tags: ["favorites"], summary: "Stops sharing: the link answers 404 from now on.", response: { 204: z.null(), ...REFUSALS } } },
      async (request, reply) => {
        await favorites.stopSharing(requireUser(request).userId, actorOf(request));
        return reply.code(204).send(null);
      },
    );

    scope.get(
      "/v6/favorites/shared/:token/",
      {
        schema: {
          tags: ["favorites"],
          summary: "Someone's shared favorites, read-only; anyone holding the link may look.",
          params: SharedFavoritesParams,
          querystring: FavoritesViewQuery,
          response: { 200: SharedFavoritesResponse, ...REFUSALS },
        },
      },
      async (request) => favorites.shared(request.params.token, request.query, viewerOf(request.principal)),
    );

    scope.delete(
      "/v6/favorites/:id/",
      {
        schema: {
          tags: ["favorites"],
          summary: "Removes the product (by its id) from the user's favorites.",
          params: FavoriteParams,
          response: { 200: FavoriteState, ...REFUSALS },
        },
      },
      async (request) => favorites.remove(requireUser(request).userId, actorOf(request), request.params.id),
    );

    scope.get(
      "/v6/my-account/favorites-p/",
      {
        schema: {
          tags: ["favorites"],
          summary: "The favorites view: available then unavailable, in one of four sorts, 48 a page.",
          querystring: FavoritesViewQuery,
          response: { 200: FavoritesViewResponse, ...REFUSALS },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return favorites.view(user.userId, request.query, viewerOf(user));
      },
    );
  });
}
