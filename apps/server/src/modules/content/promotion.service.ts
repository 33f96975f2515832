import type { BannersResponse, PromoDisclaimersResponse, PromoMessageResponse, RewardsOffersResponse, SaleResponse } from "@maison/contracts/content";
import { bannerShows } from "@maison/domain/content/banners";
import { visibleDisclaimers } from "@maison/domain/content/promo-disclaimers";
import { visiblePromoMessages, type PromoPlacement } from "@maison/domain/content/promo-messages";
import { applicableRewardsOffers } from "@maison/domain/content/rewards-offers";
import type { Sale } from "@maison/domain/content/sale-tiers";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { Tx } from "../../db/transaction.ts";
import { findBanners, findDisclaimers, findPromoMessages, findRewardsOffers, findRunningSale } from "./content.repository.ts";

/** Who the promotions are for: visitors have rank 0 and are not b2b. */
export interface PromoViewer {
  signedIn: boolean;
  tierRank: number;
  isB2b: boolean;
  isMember: boolean;
  hasSpecialDayDiscount: boolean;
}

/**
 * Promotions as data (decision 029): promo messages by the display rule of spec 2 §5, banners, dated
 * disclaimers by minimum tier, rewards offers by rank (spec 1 §6), and the running sale whose tiers the
 * cart applies as an automatic discount (the cart's AutomaticDiscountSource).
 */
export class PromotionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async promoMessages(viewer: PromoViewer, input: { placement: PromoPlacement; tags: string[] | null; paidPromo: boolean }): Promise<PromoMessageResponse> {
    const messages = await findPromoMessages(this.db.kysely);
    const shown = visiblePromoMessages(messages, { ...viewer, ...input, now: this.clock.now() });
    return {
      results: shown.map((m) => ({
        id: m.id,
        message: m.message,
        tag: m.tag,
        discount_code: m.discountCode,
        show_in_pdp: m.showInPdp,
        show_in_plp: m.showInPlp,
        show_in_cart: m.showInCart,
        tier: m.tier,
        applies_only_to_selected_tier: m.appliesOnlyToSelectedTier,
        is_b2b: m.isB2b,
        is_paid_promo: m.isPaidPromo,
        start_date: m.startDate,
        end_date: m.endDate,
      })),
    };
  }

  async banners(paidPromo: boolean): Promise<BannersResponse> {
    const now = this.clock.now();
    const banners = (await findBanners(this.db.kysely)).filter((b) => bannerShows(b, { paidPromo, now }));
    return {
      results: banners.map((b) => ({
        id: b.id,
        is_active: b.isActive,
        title: b.title,
        description: b.description,
        images: [...b.images],
        href: b.href,
        can_dismiss: b.canDismiss,
        show_countdown: b.showCountdown,
        countdown_prefix: b.countdownPrefix,
        is_paid_promo: b.isPaidPromo,
        end_date: b.endDate,
      })),
    };
  }

  async disclaimers(tierRank: number): Promise<PromoDisclaimersResponse> {
    const shown = visibleDisclaimers(await findDisclaimers(this.db.kysely), tierRank, this.clock.now());
    return { results: shown.map((d) => ({ id: d.id, start_date: d.startDate, end_date: d.endDate, message: d.message, min_tier: d.minTier })) };
  }

  async rewardsOffers(viewer: { signedIn: boolean; tierRank: number }): Promise<RewardsOffersResponse> {
    const offers = applicableRewardsOffers(await findRewardsOffers(this.db.kysely), viewer);
    return {
      results: offers.map((o) => ({
        id: o.id,
        title: o.title,
        description: o.description,
        new_customer_only: o.newCustomerOnly,
        starting_tier: o.startingTier,
        logged_in_only: o.loggedInOnly,
      })),
    };
  }

  /** The sale running at `now` (the cart reads it inside its transaction). */
  async runningSale(now: Date, tx?: Tx): Promise<Sale | null> {
    return findRunningSale(tx?.db ?? this.db.kysely, now.toISOString());
  }

  async currentSale(): Promise<SaleResponse> {
    const sale = await this.runningSale(this.clock.now());
    return {
      sale: sale && {
        id: sale.id,
        title: sale.title,
        starts_at: sale.startsAt,
        ends_at: sale.endsAt,
        tiers: sale.tiers.map((t) => ({ min_subtotal_cents: t.minSubtotalCents, amount_off_cents: t.amountOffCents })),
      },
    };
  }
}
