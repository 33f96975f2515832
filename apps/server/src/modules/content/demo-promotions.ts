import { HOMEPAGE_SALE_TIERS } from "@maison/domain/content/sale-tiers";
import { REFERRAL_CREDIT_DELAY_DAYS } from "@maison/domain/content/promo-disclaimers";
import { formatWholeUsd } from "@maison/domain/money/cents";
import { SUBSCRIPTION_DISCOUNT_THRESHOLDS } from "@maison/domain/membership/member-pricing";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { insertBanner, insertDisclaimer, insertPromoMessage, insertRewardsOffer, insertSale } from "./content.repository.ts";

const DAY_MS = 86_400_000;

/** "5% off with a minimum of $50 and a maximum of $300 per item", from the thresholds themselves (decision 028). */
export function memberPricingDisclaimerText(): string {
  const [below, band, above] = SUBSCRIPTION_DISCOUNT_THRESHOLDS;
  return `Member pricing: ${band!.discountAmount}% off each item, with a minimum of ${formatWholeUsd(below!.discountAmount)} and a maximum of ${formatWholeUsd(above!.discountAmount)} per item. Members and carts with a membership only.`;
}

const flags = (on: boolean) => (on ? 1 : 0);

/**
 * The demo promotions (README): the sale's message for everyone, the WELCOME10 welcome offer for
 * newcomers (rank 0, never members), one for Gold and above, one only for Silver, one b2b, one paid-campaign; a sale banner; the member-pricing and referral disclaimers; the
 * rewards offers of spec 1 §6; and the homepage sale of spec 2 §9 running from a day ago for 30 days.
 * Adds only what is missing; returns how many rows it wrote.
 */
export async function seedDemoPromotions(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const from = new Date(now.getTime() - DAY_MS).toISOString();
  const until = new Date(now.getTime() + 30 * DAY_MS).toISOString();
  const message = (id: string, position: number, text: string, o: Partial<{ pdp: boolean; plp: boolean; cart: boolean; tier: string; only: boolean; b2b: boolean; paid: boolean; code: string; tag: string }>) => ({
    id,
    position,
    message: text,
    tag: o.tag ?? null,
    discount_code: o.code ?? null,
    show_in_pdp: flags(o.pdp ?? true),
    show_in_plp: flags(o.plp ?? true),
    show_in_cart: flags(o.cart ?? true),
    tier: o.tier ?? null,
    applies_only_to_selected_tier: flags(o.only ?? false),
    is_b2b: flags(o.b2b ?? false),
    is_paid_promo: flags(o.paid ?? false),
    start_date: from,
    end_date: until,
    created_at: at,
  });
  return inTransaction(db, async (tx) => {
    const written = [
      await insertSale(tx.db, { id: "sale-homepage", title: "Homepage sale", startsAt: from, endsAt: until, tiers: HOMEPAGE_SALE_TIERS }, at),
      await insertPromoMessage(tx.db, message("promo-sale", 1, "Sale: $30 off $500+, $60 off $1,000+, $125 off $2,000+, $250 off $3,500+. Applied at checkout.", {})),
      await insertPromoMessage(tx.db, message("promo-gold", 2, "Gold and Diamond: free express shipping on this week's arrivals.", { tier: "gold" })),
      await insertPromoMessage(tx.db, message("promo-welcome", 3, "New here? WELCOME10 takes 10% off your first bag over $100.", { code: "WELCOME10", cart: false, tier: "new", only: true })),
      await insertPromoMessage(tx.db, message("promo-silver", 4, "Silver members: double points this month.", { tier: "silver", only: true })),
      await insertPromoMessage(tx.db, message("promo-b2b", 5, "Wholesale partners: new reduced pieces in the wholesale collection.", { b2b: true })),
      await insertPromoMessage(tx.db, message("promo-paid", 6, "Welcome from our partners: free returns on your first order.", { paid: true })),
      await insertBanner(tx.db, {
        id: "banner-sale",
        position: 1,
        is_active: 1,
        title: "The sale is on",
        description: "Up to $250 off, automatically at checkout.",
        images: JSON.stringify([]),
        href: "/collections/all-bags",
        can_dismiss: 1,
        show_countdown: 1,
        countdown_prefix: "Ends in",
        is_paid_promo: 0,
        start_date: from,
        end_date: until,
        created_at: at,
      }),
      await insertDisclaimer(tx.db, { id: "disclaimer-member-pricing", message: memberPricingDisclaimerText(), min_tier: null, start_date: from, end_date: new Date(now.getTime() + 365 * DAY_MS).toISOString(), created_at: at }),
      await insertDisclaimer(tx.db, {
        id: "disclaimer-referral",
        message: `Referral credit is added ${REFERRAL_CREDIT_DELAY_DAYS} days after your friend's order ships.`,
        min_tier: "shopper",
        start_date: from,
        end_date: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
        created_at: at,
      }),
      await insertRewardsOffer(tx.db, { id: "offer-first-order", position: 1, title: "RBNEW: $50 off your first order", description: "For new customers.", new_customer_only: 1, starting_tier: null, logged_in_only: 0, created_at: at }),
      await insertRewardsOffer(tx.db, { id: "offer-gold-preview", position: 2, title: "Gold early access", description: "Shop sales a day early.", new_customer_only: 0, starting_tier: "gold", logged_in_only: 1, created_at: at }),
      await insertRewardsOffer(tx.db, { id: "offer-points", position: 3, title: "Double points weekend", description: "Earn twice the points.", new_customer_only: 0, starting_tier: null, logged_in_only: 1, created_at: at }),
      await insertRewardsOffer(tx.db, { id: "offer-newsletter", position: 4, title: "Join the newsletter", description: "First looks in your inbox.", new_customer_only: 0, starting_tier: null, logged_in_only: 0, created_at: at }),
    ];
    return written.filter(Boolean).length;
  });
}
