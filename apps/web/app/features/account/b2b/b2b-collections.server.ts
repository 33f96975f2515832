import { data, type AppLoadContext } from "react-router";
import { B2bCollectionFavoritesResponse, B2bCollectionList } from "@maison/contracts/b2b";
import { CommonErrorCode } from "@maison/contracts/error";
import { FavoritesViewResponse } from "@maison/contracts/favorites";
import { credentialHeaders } from "../../identity/viewer.server.ts";
import { FAVORITES_API } from "../../favorites/favorites-paths.ts";
import { ACCOUNT_API } from "../account-paths.ts";

/** What a business page's call came back with: the data, nobody signed in, or not a business account. */
export type B2bRead<T> = { kind: "ok"; data: T } | { kind: "signed-out" } | { kind: "not-business" };

async function b2bGet<T>(context: AppLoadContext, request: Request, path: string, schema: { parse(value: unknown): T }): Promise<B2bRead<T>> {
  const response = await context.api(path, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
  if (response.status === 401) return { kind: "signed-out" };
  if (response.status === 403) return { kind: "not-business" };
  const body = await response.json().catch(() => null);
  // Another user's list, one deleted since, or a malformed id: the page's not-found state.
  if (response.status === 404 || response.status === 400) throw data(body, { status: 404 });
  if (!response.ok) throw data({ code: CommonErrorCode.enum.upstream_error, message: `The account service answered ${response.status}.` }, { status: 502 });
  return { kind: "ok", data: schema.parse(body) };
}

export function loadCollections(context: AppLoadContext, request: Request): Promise<B2bRead<B2bCollectionList>> {
  return b2bGet(context, request, ACCOUNT_API.b2bCollections, B2bCollectionList);
}

/** One list's pieces (a page of 48) and the account's available favorites, to add from. */
export async function loadCollection(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<B2bRead<{ collection: B2bCollectionFavoritesResponse; favorites: FavoritesViewResponse | null }>> {
  const pageParam = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(pageParam) && pageParam >= 1 && pageParam <= 1000 ? pageParam : 1;
  const collection = await b2bGet(context, request, ACCOUNT_API.b2bCollectionFavorites(id, page), B2bCollectionFavoritesResponse);
  if (collection.kind !== "ok") return collection;
  const favorites = await b2bGet(context, request, FAVORITES_API.view, FavoritesViewResponse);
  return { kind: "ok", data: { collection: collection.data, favorites: favorites.kind === "ok" ? favorites.data : null } };
}
