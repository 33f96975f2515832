import { describe, expect, it } from "vitest";
import { bannerShows, type Banner } from "./banners.ts";
import { disclaimerShows } from "./promo-disclaimers.ts";
import { promoMessageShows, visiblePromoMessages, type PromoAudience, type PromoMessage } from "./promo-messages.ts";
import { rewardsOfferApplies, type RewardsOffer } from "./rewards-offers.ts";
import { HOMEPAGE_SALE_TIERS, isSaleRunning, saleDiscountCents, saleTierProblems } from "./sale-tiers.ts";

const now = new Date("2025-05-10T12:00:00Z");
const message = (o: Partial<PromoMessage> = {}): PromoMessage => ({
  id: "m",
  message: "m",
  tag: null,
  discountCode: null,
  showInPdp: true,
  showInPlp: true,
  showInCart: true,
  tier: null,
  appliesOnlyToSelectedTier: false,
  isB2b: false,
  isPaidPromo: false,
  startDate: null,
  endDate: null,
  ...o,
});
const audience = (o: Partial<PromoAudience> = {}): PromoAudience => ({ placement: "pdp", tierRank: 0, isB2b: false, isMember: false, paidPromo: false, hasSpecialDayDiscount: false, tags: null, now, ...o });

describe("the promo message rule (spec 2 §5)", () => {
  it("needs the tier rank at or below the user's, or equal for the selected tier only", () => {
    expect(promoMessageShows(message({ tier: "silver" }), audience({ tierRank: 3 }))).toBe(true);
    expect(promoMessageShows(message({ tier: "silver" }), audience({ tierRank: 4 }))).toBe(true);
    expect(promoMessageShows(message({ tier: "silver" }), audience({ tierRank: 2 }))).toBe(false);
    expect(promoMessageShows(message({ tier: "silver", appliesOnlyToSelectedTier: true }), audience({ tierRank: 4 }))).toBe(false);
    expect(promoMessageShows(message({ tier: "silver", appliesOnlyToSelectedTier: true }), audience({ tierRank: 3 }))).toBe(true);
  });
  it("needs its dates, a matching b2b status, the paid-promo flag for paid promos, its placement and its tag (any case)", () => {
    expect(promoMessageShows(message({ startDate: "2025-05-11T00:00:00Z" }), audience())).toBe(false);
    expect(promoMessageShows(message({ endDate: "2025-05-10T12:00:00Z" }), audience())).toBe(false);
    expect(promoMessageShows(message({ isB2b: true }), audience())).toBe(false);
    expect(promoMessageShows(message(), audience({ isB2b: true }))).toBe(false);
    expect(promoMessageShows(message({ isPaidPromo: true }), audience())).toBe(false);
    expect(promoMessageShows(message({ isPaidPromo: true }), audience({ paidPromo: true }))).toBe(true);
    expect(promoMessageShows(message({ showInCart: false }), audience({ placement: "cart" }))).toBe(false);
    expect(promoMessageShows(message({ tag: "Hermes" }), audience({ tags: ["hermes", "bag"] }))).toBe(true);
    expect(promoMessageShows(message({ tag: "Hermes" }), audience({ tags: ["chanel"] }))).toBe(false);
    // A welcome offer (the new-customer tier alone): visitors and customers who never bought, never members.
    const welcome = message({ tier: "new", appliesOnlyToSelectedTier: true });
    expect(promoMessageShows(welcome, audience())).toBe(true);
    expect(promoMessageShows(welcome, audience({ tierRank: 1 }))).toBe(false);
    expect(promoMessageShows(welcome, audience({ isMember: true }))).toBe(false);
    expect(promoMessageShows(message(), audience({ isMember: true }))).toBe(true);
  });
  it("shows at most 2, or 1 with a special-day discount", () => {
    const all = [message({ id: "a" }), message({ id: "b" }), message({ id: "c" })];
    expect(visiblePromoMessages(all, audience()).map((m) => m.id)).toEqual(["a", "b"]);
    expect(visiblePromoMessages(all, audience({ hasSpecialDayDiscount: true })).map((m) => m.id)).toEqual(["a"]);
  });
});

describe("disclaimers, banners and rewards offers", () => {
  it("a disclaimer needs its dates and its minimum tier", () => {
    const d = { id: "d", message: "x", minTier: "bronze" as const, startDate: "2025-05-01T00:00:00Z", endDate: "2025-06-01T00:00:00Z" };
    expect(disclaimerShows(d, 2, now)).toBe(true);
    expect(disclaimerShows(d, 1, now)).toBe(false);
    expect(disclaimerShows(d, 5, new Date("2025-06-01T00:00:00Z"))).toBe(false);
  });
  it("a banner shows while active and dated, a paid-promo one only with the flag", () => {
    const b: Banner = { id: "b", isActive: true, title: "t", description: "", images: [], href: null, canDismiss: true, showCountdown: false, countdownPrefix: null, isPaidPromo: false, startDate: null, endDate: null };
    expect(bannerShows(b, { paidPromo: false, now })).toBe(true);
    expect(bannerShows({ ...b, isActive: false }, { paidPromo: false, now })).toBe(false);
    expect(bannerShows({ ...b, isPaidPromo: true }, { paidPromo: false, now })).toBe(false);
  });
  it("rewards offers follow spec 1 §6", () => {
    const offer = (o: Partial<RewardsOffer>): RewardsOffer => ({ id: "o", title: "", description: "", newCustomerOnly: false, startingTier: null, loggedInOnly: false, ...o });
    expect(rewardsOfferApplies(offer({ newCustomerOnly: true }), { signedIn: true, tierRank: 0 })).toBe(true);
    expect(rewardsOfferApplies(offer({ newCustomerOnly: true }), { signedIn: true, tierRank: 1 })).toBe(false);
    expect(rewardsOfferApplies(offer({ startingTier: "gold" }), { signedIn: true, tierRank: 4 })).toBe(true);
    expect(rewardsOfferApplies(offer({ startingTier: "gold" }), { signedIn: true, tierRank: 3 })).toBe(false);
    expect(rewardsOfferApplies(offer({}), { signedIn: true, tierRank: 4 })).toBe(true);
    expect(rewardsOfferApplies(offer({}), { signedIn: true, tierRank: 5 })).toBe(false);
    expect(rewardsOfferApplies(offer({ loggedInOnly: true }), { signedIn: false, tierRank: 0 })).toBe(false);
  });
});

describe("the homepage sale tiers (spec 2 §9)", () => {
  it("$30 off $500+, $60 off $1,000+, $125 off $2,000+, $250 off $3,500+", () => {
    expect([499_99, 500_00, 999_99, 1_000_00, 2_000_00, 3_499_99, 3_500_00, 9_000_00].map((c) => saleDiscountCents(c, HOMEPAGE_SALE_TIERS))).toEqual([
      0, 30_00, 30_00, 60_00, 125_00, 125_00, 250_00, 250_00,
    ]);
    expect(saleTierProblems(HOMEPAGE_SALE_TIERS)).toEqual([]);
    expect(saleTierProblems([{ minSubtotalCents: 10_00, amountOffCents: 20_00 }])).not.toEqual([]);
  });
  it("runs from its start to its end", () => {
    const sale = { startsAt: "2025-05-10T12:00:00Z", endsAt: "2025-05-11T00:00:00Z" };
    expect(isSaleRunning(sale, now)).toBe(true);
    expect(isSaleRunning(sale, new Date("2025-05-11T00:00:00Z"))).toBe(false);
  });
});
