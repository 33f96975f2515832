import { ErrorBody } from "@maison/contracts/error";
import {
  AppraiseRequest,
  AppraiseResponse,
  HermesLeatherTypes,
  HermesSizesCm,
  SellCatalogLevel,
  SellCatalogQuery,
  SellSearchQuery,
  SellSearchResult,
  SellSkuView,
  SkuCode,
  ValuationErrorCode,
} from "@maison/contracts/valuation";
import { DomainError } from "@maison/domain/shared/domain-error";
import { z } from "zod";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import { toAppraiseResponse } from "./appraisal-view.ts";
import type { SellerTierSource } from "./seller-tier-source.ts";
import type { ValuationService } from "./valuation.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const NO_QUERY = z.object({}).strict();

/** The seller's catalog, its search and the appraisal under /api/v6/sell/; the Hermès lists of spec 2 §7. */
export async function valuationRoutes(api: ApiInstance, valuation: ValuationService, tiers: SellerTierSource): Promise<void> {
  api.get(
    "/v6/sell/catalog/",
    {
      schema: {
        tags: ["selling"],
        summary: "The sell flow's levels: item types → designers → models → styles → sizes for the choices made, and the matching skus.",
        querystring: SellCatalogQuery,
        response: { 200: SellCatalogLevel, ...REFUSALS },
      },
    },
    async (request) => valuation.catalogLevels(request.query),
  );

  api.get(
    "/v6/sell/search/",
    {
      schema: {
        tags: ["selling"],
        summary: "Skus of the seller's catalog by text, 20 a page (search_results, search_results_total, has_more).",
        querystring: SellSearchQuery,
        response: { 200: SellSearchResult, ...REFUSALS },
      },
    },
    async (request) => valuation.search(request.query),
  );

  api.get(
    "/v6/sell/sku/:code/",
    {
      schema: {
        tags: ["selling"],
        summary: "One sku of the seller's catalog by its code (a CLAIR code, decision 059): designer, model, style and size.",
        params: z.object({ code: SkuCode }),
        response: { 200: SellSkuView, ...REFUSALS },
      },
    },
    async (request) => {
      const sku = await valuation.skuByCode(request.params.code);
      if (!sku) throw new DomainError("not_found", ValuationErrorCode.enum.sku_not_found, "This piece is not in our catalog.", "code");
      return sku;
    },
  );

  api.post(
    "/v6/sell/appraise/",
    {
      schema: {
        tags: ["selling"],
        summary: "The value of a signed-in seller's piece: an instant offer with its comparables, a quote, or photos (prediction, offers, other_offers, sku_price_evolution_list).",
        body: AppraiseRequest,
        response: { 200: AppraiseResponse, ...REFUSALS },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const tier = await tiers.tierOf(user.userId);
      return toAppraiseResponse(await valuation.appraise(request.body, { tierKey: tier.key }));
    },
  );

  api.get(
    "/v6/my-account/hermes_leather_types/",
    { schema: { tags: ["selling"], summary: "The Hermès leathers a seller names: regular and exotic.", querystring: NO_QUERY, response: { 200: HermesLeatherTypes, ...REFUSALS } } },
    async (request) => {
      requireUser(request);
      return valuation.hermesLeatherTypes();
    },
  );

  api.get(
    "/v6/my-account/hermes_sizes_cm/",
    { schema: { tags: ["selling"], summary: "The Hermès sizes in centimetres.", querystring: NO_QUERY, response: { 200: HermesSizesCm, ...REFUSALS } } },
    async (request) => {
      requireUser(request);
      return valuation.hermesSizesCm();
    },
  );
}
