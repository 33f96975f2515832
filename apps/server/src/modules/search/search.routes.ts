import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import {
  AutocompleteQuery,
  AutocompleteResponse,
  PopularBagsResponse,
  SearchRequest,
  SearchResponse,
  TrackEventRequest,
  TrackEventResponse,
  TrendingSearchesResponse,
} from "@maison/contracts/search";
import type { ApiInstance } from "../../http/api-scope.ts";
import { assertMayBrowseCollection } from "../catalog/wholesale-gate.ts";
import { countryCurrency } from "@maison/domain/content/country-currency";
import { requestCountryCode } from "../../http/request-country.ts";
import type { SearchMetaService } from "./search-meta.service.ts";
import { searchViewerOf, type TierRankSource } from "./search-viewer.ts";
import type { SearchService } from "./search.service.ts";

const NoQuery = z.object({});

/** Search under /api: the search provider call, autocomplete, trending searches, popular bags, search events (spec 2 §7). */
export async function searchRoutes(api: ApiInstance, search: SearchService, meta: SearchMetaService, ranks: TierRankSource): Promise<void> {
  api.post(
    "/v6/search/",
    {
      schema: {
        tags: ["search"],
        summary: "Search: text, refinements, sorts and paging; answers records, counts per filter value and the total.",
        body: SearchRequest,
        response: { 200: SearchResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      // Without a currency, the request's country decides (decision 063): the price filter is USD only.
      const currency = request.body.currency ?? countryCurrency(requestCountryCode(request)).currency;
      const viewer = await searchViewerOf(request.principal, currency, ranks);
      assertMayBrowseCollection(request.body.pageCategories[0], viewer);
      return search.search({ ...request.body, currency }, viewer);
    },
  );

  api.get(
    "/v6/search/autocomplete/",
    {
      schema: {
        tags: ["search"],
        summary: "Completions (8, with their brands), suggested designers (8) and the 3 top-matching products.",
        querystring: AutocompleteQuery,
        response: { 200: AutocompleteResponse, 400: ErrorBody },
      },
    },
    async (request) => search.autocomplete(request.query.q, await searchViewerOf(request.principal, "USD", ranks)),
  );

  api.get(
    "/v6/meta/trending-searches/",
    {
      schema: {
        tags: ["search"],
        summary: "Trending searches and designers, from recent searches and the catalog.",
        querystring: NoQuery,
        response: { 200: TrendingSearchesResponse },
      },
    },
    async () => meta.trending(),
  );

  api.get(
    "/v6/meta/popular-bags/",
    {
      schema: {
        tags: ["search"],
        summary: "Available bags with the most favorites.",
        querystring: NoQuery,
        response: { 200: PopularBagsResponse },
      },
    },
    async (request) => meta.popularBags(await searchViewerOf(request.principal, "USD", ranks)),
  );

  api.post(
    "/v6/track/event/",
    {
      schema: {
        tags: ["search"],
        summary: "Records a client event; search events feed trending searches.",
        body: TrackEventRequest,
        response: { 200: TrackEventResponse, 400: ErrorBody },
      },
    },
    async (request) => meta.track(request.body, await searchViewerOf(request.principal, "USD", ranks)),
  );
}
