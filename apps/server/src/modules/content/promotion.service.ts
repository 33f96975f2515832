import type { BannersResponse, PromoDisclaimersResponse, PromoMessageResponse, RewardsOffersResponse, SaleResponse } from "@maison/contracts/content";
import { bannerShows } from "@maison/domain/content/banners";
import { visibleDisclaimers } from "@maison/domain/content/promo-disclaimers";
import { visiblePromoMessages, type PromoPlacement } from "@maison/domain/content/promo-messages";
import { applicableRewardsOffers } from "@maison/domain/content/rewards-offers";
import type { Sale } from "@maison/domain/content/sale-tiers";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { Tx } from "../../db/transaction.ts";
import type { RawBuilder } from "kysely";
import { findBanners, findDisclaimers, findPromoMessages, findRewardsOffers, loadSales, runningSaleIn, salesStampExpression } from "./content.repository.ts";

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
  /**
   * The sales not ended at `from`, as read at change stamp `stamp` (decision 095). Used only when the
   * caller brings the stamp it read in its own statement and it is this one, for a time at or after
   * `from`: a write to `sales` by anyone moves the stamp, so the next read after it loads them again.
   */
  private sales: { stamp: number; from: string; sales: readonly Sale[] } | null = null;
  private loads = 0;

  /** The sales' change stamp, for a caller's own statement to select (the cart's read of the cart). */
  readonly saleStamp: RawBuilder<number | null> = salesStampExpression;

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

  /**
   * The sale running at `now` (the cart reads it inside its transaction). With `stamp`, the sales'
   * change stamp the caller selected in its own statement (`saleStamp`): when the sales in memory were
   * read at that stamp, no statement is run; otherwise (and without a stamp) they are read again.
   */
  async runningSale(now: Date, tx?: Tx, stamp?: number | null): Promise<Sale | null> {
    const at = now.toISOString();
    const kept = this.sales;
    if (stamp !== undefined && stamp !== null && kept !== null && Number(stamp) === kept.stamp && at >= kept.from) return runningSaleIn(kept.sales, at);
    const loaded = await loadSales(tx?.db ?? this.db.kysely, at);
    this.loads += 1;
    const sales = loaded.sales.map((sale) => Object.freeze({ ...sale, tiers: Object.freeze(sale.tiers.map((tier) => Object.freeze({ ...tier }))) })) as readonly Sale[];
    this.sales = loaded.stamp === null ? null : { stamp: loaded.stamp, from: at, sales };
    return runningSaleIn(sales, at);
  }

  /** How many times the sales were read (the memory copy's tests count it). */
  get saleLoads(): number {
    return this.loads;
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
