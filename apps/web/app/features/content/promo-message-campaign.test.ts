import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loadPromoMessages } from "./promo-message-api.server.ts";
import {
  hasPaidCampaignCookie,
  isPaidCampaignLanding,
  isPaidCampaignMedium,
  PAID_CAMPAIGN_COOKIE_VALUE,
  paidCampaignOf,
  paidCampaignOfRequest,
  promoMessageQuery,
} from "./promo-message-campaign.ts";

describe("the paid-campaign flag (spec 1 §3, spec 2 §5)", () => {
  it("names paid mediums: cpc, ppc, cpm, cpv and any medium starting with paid, in any case", () => {
    for (const medium of ["cpc", "CPC", " ppc ", "cpm", "cpv", "paid", "paid_social", "Paid-Search", "paidsocial"]) expect(isPaidCampaignMedium(medium)).toBe(true);
    for (const medium of ["email", "organic", "social", "referral", "unpaid", "", null, undefined]) expect(isPaidCampaignMedium(medium)).toBe(false);
  });

  it("reads a landing's utm_medium", () => {
    expect(isPaidCampaignLanding("?utm_source=google&utm_medium=cpc&utm_campaign=fall")).toBe(true);
    expect(isPaidCampaignLanding("utm_medium=paid")).toBe(true);
    expect(isPaidCampaignLanding("?utm_source=newsletter&utm_medium=email")).toBe(false);
    expect(isPaidCampaignLanding("")).toBe(false);
  });

  it("reads the session cookie it sets, and nothing else", () => {
    expect(PAID_CAMPAIGN_COOKIE_VALUE).toBe("paid_campaign=1; Path=/; SameSite=Lax");
    expect(PAID_CAMPAIGN_COOKIE_VALUE).not.toMatch(/expires|max-age/i);
    expect(hasPaidCampaignCookie("auth_token=abc; paid_campaign=1")).toBe(true);
    expect(hasPaidCampaignCookie("paid_campaign=1")).toBe(true);
    expect(hasPaidCampaignCookie("paid_campaign=0")).toBe(false);
    expect(hasPaidCampaignCookie("not_paid_campaign=1; other=paid_campaign=1")).toBe(false);
    expect(hasPaidCampaignCookie(null)).toBe(false);
  });

  it("is on for a paid landing or a later page of the same session", () => {
    expect(paidCampaignOf({ search: "?utm_medium=cpc", cookieHeader: "" })).toBe(true);
    expect(paidCampaignOf({ search: "", cookieHeader: "paid_campaign=1" })).toBe(true);
    expect(paidCampaignOf({ search: "?utm_medium=email", cookieHeader: "auth_token=x" })).toBe(false);
    expect(paidCampaignOfRequest(new Request("http://shop.test/products/bag?utm_medium=paid_social"))).toBe(true);
    expect(paidCampaignOfRequest(new Request("http://shop.test/cart", { headers: { cookie: "paid_campaign=1" } }))).toBe(true);
    expect(paidCampaignOfRequest(new Request("http://shop.test/cart"))).toBe(false);
  });

  it("builds the promo call's query: placement, tags and paid_promo only when on", () => {
    expect(promoMessageQuery("cart", [], false)).toBe("placement=cart");
    expect(promoMessageQuery("cart", [], true)).toBe("placement=cart&paid_promo=true");
    expect(promoMessageQuery("pdp", ["Hermès", "Bags"], true)).toBe("placement=pdp&tags=Herm%C3%A8s%2CBags&paid_promo=true");
  });
});

describe("the loaders' promo call carries the flag", () => {
  const calls: string[] = [];
  const context = {
    api: async (path: string) => {
      calls.push(path);
      return new Response(JSON.stringify({ results: [] }), { status: 200, headers: { "content-type": "application/json" } });
    },
  } as unknown as AppLoadContext;

  it("asks for paid-promo messages on a paid landing and on later pages with the cookie, not otherwise", async () => {
    calls.length = 0;
    await loadPromoMessages(context, new Request("http://shop.test/products/bag?utm_medium=cpc"), "pdp", ["Bags"]);
    await loadPromoMessages(context, new Request("http://shop.test/cart", { headers: { cookie: "auth_token=a; paid_campaign=1" } }), "cart");
    await loadPromoMessages(context, new Request("http://shop.test/collections/bags?utm_medium=email"), "plp");
    expect(calls).toEqual([
      "/api/v6/shop/promo-message/?placement=pdp&tags=Bags&paid_promo=true",
      "/api/v6/shop/promo-message/?placement=cart&paid_promo=true",
      "/api/v6/shop/promo-message/?placement=plp",
    ]);
  });

  it("shows no message when the call fails", async () => {
    const failing = { api: async () => new Response("{}", { status: 500 }) } as unknown as AppLoadContext;
    expect(await loadPromoMessages(failing, new Request("http://shop.test/cart"), "cart")).toEqual([]);
  });
});
