import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import {
  BannersQuery,
  BannersResponse,
  PromoDisclaimersResponse,
  PromoMessageQuery,
  PromoMessageResponse,
  RewardsOffersResponse,
  SaleResponse,
} from "@maison/contracts/content";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { PromotionService, PromoViewer } from "./promotion.service.ts";
import type { ViewerTierSource } from "./viewer-tier-source.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The promotions' audience: visitors rank 0; users their rank from real spend, b2b, membership and special-day discount. */
async function promoViewerOf(request: FastifyRequest, tiers: ViewerTierSource): Promise<PromoViewer> {
  const principal = request.principal;
  if (principal.kind !== "user" || principal.sessionKind !== "full") return { signedIn: false, tierRank: 0, isB2b: false, isMember: false, hasSpecialDayDiscount: false };
  const isMember = principal.roles.includes("member");
  const facts = await tiers.tierFacts(principal.userId, { isMember, issue: false });
  return { signedIn: true, tierRank: facts.tier.rank, isB2b: principal.roles.includes("b2b"), isMember, hasSpecialDayDiscount: facts.specialDiscount !== null };
}

/** Promotions (spec 2 §7: promo-message, get-banners, promo disclaimers, rewards offers, the sale). */
export async function contentRoutes(api: ApiInstance, promotions: PromotionService, tiers: ViewerTierSource): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/shop/promo-message/",
      {
        schema: {
          tags: ["content"],
          summary: "Promo messages for a product page, list page or cart: tier, b2b, paid-promo and dates decide; at most 2 (1 with a special-day discount).",
          querystring: PromoMessageQuery,
          response: { 200: PromoMessageResponse, ...REFUSALS },
        },
      },
      async (request) => {
        const tags = request.query.tags?.split(",").map((t) => t.trim()).filter((t) => t !== "") ?? null;
        return promotions.promoMessages(await promoViewerOf(request, tiers), {
          placement: request.query.placement,
          tags,
          paidPromo: request.query.paid_promo ?? false,
        });
      },
    );

    scope.get(
      "/v6/get-banners/",
      {
        schema: { tags: ["content"], summary: "Active banners within their dates; paid-promo ones only with paid_promo.", querystring: BannersQuery, response: { 200: BannersResponse, ...REFUSALS } },
      },
      async (request) => promotions.banners(request.query.paid_promo ?? false),
    );

    scope.get(
      "/v6/shop/promo-disclaimers/",
      { schema: { tags: ["content"], summary: "Dated disclaimers whose minimum tier the user reaches.", response: { 200: PromoDisclaimersResponse, ...REFUSALS } } },
      async (request) => promotions.disclaimers((await promoViewerOf(request, tiers)).tierRank),
    );

    scope.get(
      "/v6/shop/rewards-offers/",
      { schema: { tags: ["content"], summary: "Rewards offers for the user's rank (spec 1 §6); visitors see those not flagged logged-in-only.", response: { 200: RewardsOffersResponse, ...REFUSALS } } },
      async (request) => promotions.rewardsOffers(await promoViewerOf(request, tiers)),
    );

    scope.get(
      "/v6/shop/sale/",
      { schema: { tags: ["content"], summary: "The sale running now, whose tiers every cart applies automatically; null when none.", response: { 200: SaleResponse } } },
      async () => promotions.currentSale(),
    );
  });
}
