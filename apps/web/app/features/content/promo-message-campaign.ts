/**
 * The paid-campaign flag (spec 1 §3 session storage "paid-campaign flags"; spec 2 §5: paid-promo
 * messages appear only when it is on). A shopper who lands from a paid campaign — `utm_medium` cpc,
 * ppc, cpm, cpv or any medium starting with "paid" (paid, paid_social, paidsearch…) — has it on for
 * the rest of the browser session: the landing page reads it from its own address, and a session
 * cookie (no expiry, so it ends with the session) carries it to every later page, whose loaders pass
 * it to the promo call as `paid_promo=true` (decision 031).
 */
export const PAID_CAMPAIGN_COOKIE = "paid_campaign";

const PAID_MEDIUMS = new Set(["cpc", "ppc", "cpm", "cpv"]);

/** Whether a `utm_medium` value names a paid campaign. */
export function isPaidCampaignMedium(medium: string | null | undefined): boolean {
  const value = (medium ?? "").trim().toLowerCase();
  return PAID_MEDIUMS.has(value) || value.startsWith("paid");
}

/** Whether an address (its query string, with or without "?") is a paid-campaign landing. */
export function isPaidCampaignLanding(search: string): boolean {
  return isPaidCampaignMedium(new URLSearchParams(search).get("utm_medium"));
}

/** Whether a Cookie header (or document.cookie) carries the session's paid-campaign flag. */
export function hasPaidCampaignCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => {
    const [name, value] = part.split("=", 2).map((s) => s.trim());
    return name === PAID_CAMPAIGN_COOKIE && value === "1";
  });
}

/** The flag for a page: a paid landing right now, or the session's cookie from an earlier one. */
export function paidCampaignOf(page: { search: string; cookieHeader: string | null | undefined }): boolean {
  return isPaidCampaignLanding(page.search) || hasPaidCampaignCookie(page.cookieHeader);
}

/** The flag for a loader's request. */
export function paidCampaignOfRequest(request: Request): boolean {
  return paidCampaignOf({ search: new URL(request.url).search, cookieHeader: request.headers.get("cookie") });
}

/** The session cookie that keeps the flag (document.cookie form): no expiry, the whole site. */
export const PAID_CAMPAIGN_COOKIE_VALUE = `${PAID_CAMPAIGN_COOKIE}=1; Path=/; SameSite=Lax`;

/** The query of GET /v6/shop/promo-message/ for a placement, the page's tags and the flag. */
export function promoMessageQuery(placement: "pdp" | "plp" | "cart", tags: readonly string[], paidPromo: boolean): string {
  const query = new URLSearchParams({ placement });
  if (tags.length > 0) query.set("tags", tags.join(","));
  if (paidPromo) query.set("paid_promo", "true");
  return query.toString();
}

/** The promo call's path. */
export const PROMO_MESSAGE_PATH = "/api/v6/shop/promo-message/";
