import type { AppLoadContext } from "react-router";
import { PersonalizedRecommendationsResponse, type ForYouFiltersUpdate } from "@maison/contracts/account-lists";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { accountGet } from "../account/account-api.server.ts";

export const FOR_YOU_API = {
  recommendations: "/api/v6/shop/personalized-recommendations/?with_vip_preview=1",
  filters: "/api/v6/my-account/for-you-filters/",
} as const;

/** The signed-in shopper's recommendations with their saved filters, or null for a visitor. */
export function loadRecommendations(context: AppLoadContext, request: Request) {
  return accountGet(context, request, FOR_YOU_API.recommendations, PersonalizedRecommendationsResponse);
}

/** Saves the four For You filters (PUT replaces them all); answers whether the API took them. */
export async function saveForYouFilters(context: AppLoadContext, request: Request, filters: ForYouFiltersUpdate): Promise<boolean> {
  const headers = credentialHeaders(request);
  headers.set("content-type", "application/json");
  const response = await context.api(FOR_YOU_API.filters, { method: "PUT", headers, body: JSON.stringify(filters), signal: request.signal });
  if (!response.ok) console.error(`PUT ${FOR_YOU_API.filters} answered ${response.status}`);
  return response.ok;
}
