import type { RecentlyViewedRecorded, RecentlyViewedResponse } from "@maison/contracts/account-lists";
import { RECENTLY_VIEWED_KEEP, RECENTLY_VIEWED_MINIMUM, recentlyViewedToShow, showsRecentlyViewed } from "@maison/domain/favorites/recently-viewed";
import { DomainError } from "@maison/domain/shared/domain-error";
import { isoNow, type Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { Viewer } from "../catalog/product-mapper.ts";
import { findViewedIds, trimViews, upsertView } from "./recently-viewed.repository.ts";
import { CatalogErrorCode } from "@maison/contracts/catalog";

/**
 * Recently viewed products. Signed-in users' views are stored (the newest 50); visitors keep theirs
 * in the browser and ask for the cards of those ids (decision 012).
 */
export class RecentlyViewedService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly products: ProductLookupService,
  ) {}

  /** Records that `userId` (null: a visitor, nothing is stored) looked at a listed product. */
  async record(userId: string | null, productId: string): Promise<RecentlyViewedRecorded> {
    return inTransaction(this.db, async (tx) => {
      if (!(await this.products.listedIds([productId], tx)).has(productId)) {
        throw new DomainError("not_found", CatalogErrorCode.enum.product_not_found, "This product does not exist.", "store_front_id");
      }
      if (userId === null) return { store_front_id: productId, recorded: false, viewed_at: null };
      const viewedAt = isoNow(this.clock);
      await upsertView(tx.db, userId, productId, viewedAt);
      await trimViews(tx.db, userId, RECENTLY_VIEWED_KEEP);
      return { store_front_id: productId, recorded: true, viewed_at: viewedAt };
    });
  }

  /** Stored product ids of a user, newest first (For You reads them as taste). */
  async viewedIds(userId: string): Promise<string[]> {
    return findViewedIds(this.db.kysely, userId, RECENTLY_VIEWED_KEEP);
  }

  /**
   * The carousel's cards, newest first, without the product on screen: the user's stored views, or
   * for a visitor the ids their browser sent. `show_carousel` applies spec 2 §5's minimum of 2.
   */
  async list(
    userId: string | null,
    query: { ids?: string[]; exclude?: string; limit: number },
    viewer: Viewer,
  ): Promise<RecentlyViewedResponse> {
    const newestFirst = userId === null ? [...new Set(query.ids ?? [])] : await this.viewedIds(userId);
    const wanted = recentlyViewedToShow(newestFirst, query.exclude, RECENTLY_VIEWED_KEEP);
    const listed = await this.products.listedByIds(wanted, viewer);
    const products = wanted.flatMap((id) => listed.get(id)?.card ?? []).slice(0, query.limit);
    return { count: products.length, minimum: RECENTLY_VIEWED_MINIMUM, show_carousel: showsRecentlyViewed(products.length), products };
  }
}
