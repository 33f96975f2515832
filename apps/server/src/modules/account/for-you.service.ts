import type { ForYouFilters, ForYouHomepage, PersonalizedRecommendationsResponse } from "@maison/contracts/account-lists";
import type { Category } from "@maison/domain/catalog/category";
import type { ConditionGrade } from "@maison/domain/catalog/condition";
import {
  favoriteDesigners,
  FOR_YOU_HOMEPAGE_SIZE,
  FOR_YOU_PAGE_PATH,
  FOR_YOU_TITLES,
  hasTaste,
  NO_FOR_YOU_FILTERS,
  rankForYou,
  tasteProfile,
  type TasteSignal,
} from "@maison/domain/favorites/for-you";
import { hasAnyRole, type Role } from "@maison/domain/identity/role";
import { isoNow, type Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { ListedProduct, ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { Viewer } from "../catalog/product-mapper.ts";
import type { FavoritesService } from "../favorites/favorites.service.ts";
import { findForYouFilters, upsertForYouFilters } from "./for-you.repository.ts";
import type { RecentlyViewedService } from "./recently-viewed.service.ts";

/** What For You needs of orders: the items a shopper bought (checkout's OrderService gives them). */
export interface PurchaseHistory {
  purchasedProductIds(userId: string, limit: number): Promise<string[]>;
}

/** How many newest matching products each candidate pool holds before ranking. */
const CANDIDATE_POOL = 300;
/** The designers a shopper leans to most get a pool of their own, so older pieces by them still rank. */
const TASTE_DESIGNERS = 5;
/** Favorites read as taste: the newest 200 say enough. */
const TASTE_FAVORITES = 200;
/** Purchases read as taste: the newest 100 items. */
const TASTE_PURCHASES = 100;

const parse = <T extends string>(json: string): T[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is T => typeof v === "string") : [];
};

export interface ForYouRequest {
  withVipPreview: boolean;
  limit: number;
}

/**
 * The For You list: available products ranked by the shopper's taste (their purchases, favorites and
 * views), narrowed by their saved filters, without what they already favor.
 */
export class ForYouService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly products: ProductLookupService,
    private readonly favorites: FavoritesService,
    private readonly recentlyViewed: RecentlyViewedService,
    private readonly purchases: PurchaseHistory,
  ) {}

  async filters(userId: string): Promise<ForYouFilters> {
    const row = await findForYouFilters(this.db.kysely, userId);
    if (!row) return { ...NO_FOR_YOU_FILTERS };
    return {
      designers: parse(row.designers),
      categories: parse<Category>(row.categories),
      color: parse(row.colors),
      condition: parse<ConditionGrade>(row.conditions),
    };
  }

  /** Replaces the saved filters; repeated values are kept once. */
  async saveFilters(userId: string, filters: ForYouFilters): Promise<ForYouFilters> {
    const unique = <T>(values: T[]) => [...new Set(values)];
    const tidy: ForYouFilters = {
      designers: unique(filters.designers),
      categories: unique(filters.categories),
      color: unique(filters.color),
      condition: unique(filters.condition),
    };
    await inTransaction(this.db, async (tx) => {
      await upsertForYouFilters(tx.db, {
        user_id: userId,
        designers: JSON.stringify(tidy.designers),
        categories: JSON.stringify(tidy.categories),
        colors: JSON.stringify(tidy.color),
        conditions: JSON.stringify(tidy.condition),
        updated_at: isoNow(this.clock),
      });
    });
    return tidy;
  }

  /** GET /v6/shop/personalized-recommendations/: VIP preview items only for members who ask for them. */
  async recommendations(userId: string, roles: readonly Role[], request: ForYouRequest, viewer: Viewer): Promise<PersonalizedRecommendationsResponse> {
    const [filters, favorites, viewedIds, purchasedIds] = await Promise.all([
      this.filters(userId),
      this.favorites.favoritesOf(userId),
      this.recentlyViewed.viewedIds(userId),
      this.purchases.purchasedProductIds(userId, TASTE_PURCHASES),
    ]);
    const favoriteIds = favorites.map((f) => f.product_id);
    const tasteFavorites = favoriteIds.slice(0, TASTE_FAVORITES);
    const known = await this.products.listedByIds([...purchasedIds, ...tasteFavorites, ...viewedIds], viewer);
    // Each product speaks once, through its strongest signal: bought, else favored, else viewed.
    const bought = new Set(purchasedIds);
    const signal = (kind: TasteSignal["kind"]) => (id: string) => (known.has(id) ? [{ kind, product: known.get(id)! }] : []);
    const signals: TasteSignal[] = [
      ...[...bought].flatMap(signal("purchase")),
      ...tasteFavorites.filter((id) => !bought.has(id)).flatMap(signal("favorite")),
      ...viewedIds.filter((id) => !bought.has(id) && !favoriteIds.includes(id)).flatMap(signal("view")),
    ];
    const profile = tasteProfile(signals);

    const base = {
      designers: filters.designers,
      categories: filters.categories,
      conditions: filters.condition,
      colors: filters.color,
      excludeIds: favoriteIds,
      limit: CANDIDATE_POOL,
    };
    const pools = await Promise.all([
      this.products.availableCandidates(base, viewer),
      hasTaste(profile) && filters.designers.length === 0
        ? this.products.availableCandidates({ ...base, designers: favoriteDesigners(profile, TASTE_DESIGNERS) }, viewer)
        : Promise.resolve([]),
    ]);
    const seesVipPreview = request.withVipPreview && hasAnyRole(roles, ["member"]);
    const candidates = new Map<string, ListedProduct>();
    for (const product of pools.flat()) {
      if (!product.firstLook || seesVipPreview) candidates.set(product.id, product);
    }
    const ranked = rankForYou([...candidates.values()], profile, filters, request.limit);
    return { count: ranked.length, personalized: hasTaste(profile), filters, products: ranked.map((p) => p.card) };
  }

  /**
   * GET /v6/meta/for-you-homepage/: 14 cards for the homepage strip. Signed-in users get their For
   * You list (members with the VIP preview); visitors the newest available pieces.
   */
  async homepage(user: { userId: string; roles: readonly Role[] } | null, viewer: Viewer): Promise<ForYouHomepage> {
    if (user) {
      const list = await this.recommendations(user.userId, user.roles, { withVipPreview: true, limit: FOR_YOU_HOMEPAGE_SIZE }, viewer);
      return {
        title: list.personalized ? FOR_YOU_TITLES.personalized : FOR_YOU_TITLES.newest,
        personalized: list.personalized,
        view_all_url: FOR_YOU_PAGE_PATH,
        products: list.products,
      };
    }
    const newest = await this.products.availableCandidates(
      { designers: [], categories: [], conditions: [], colors: [], excludeIds: [], limit: CANDIDATE_POOL },
      viewer,
    );
    const products = newest.filter((p) => !p.firstLook).slice(0, FOR_YOU_HOMEPAGE_SIZE).map((p) => p.card);
    return { title: FOR_YOU_TITLES.newest, personalized: false, view_all_url: FOR_YOU_PAGE_PATH, products };
  }
}
