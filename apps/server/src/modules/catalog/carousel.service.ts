import { CatalogErrorCode, type CarouselResponse } from "@maison/contracts/catalog";
import { showsMoreMatchesCard } from "@maison/domain/catalog/carousel";
import { categoryCollectionHandle, isCategory } from "@maison/domain/catalog/category";
import { FIRST_LOOK_SCOPE_COLLECTION } from "@maison/domain/catalog/first-look-page";
import { dropsGeneralViewFilter, MUST_SHOW_NAVBAR_MESSAGE } from "@maison/domain/catalog/first-look-query";
import { CAROUSEL_PAGE_SIZE } from "@maison/domain/catalog/paging";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { findImages, findListedProductById, findTags, type FirstLookScope } from "./catalog.repository.ts";
import type { ProductRow } from "./catalog.table.ts";
import { findNewArrivalsForSale, findOthersYouMayLike, findSimilarItems, type CarouselRows } from "./carousel.repository.ts";
import { canSeeFirstLook, toProductCard, type Viewer } from "./product-mapper.ts";

/**
 * The product page's carousels (Similar Items, Others You May Like; spec 2 §2) and the new-arrivals
 * pop-up: up to 20 cards each, with the total and a View All link for the 'More Matches Available' card.
 */
export class CarouselService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mustShowNavbarMessage: boolean = MUST_SHOW_NAVBAR_MESSAGE,
  ) {}

  /** Same category and item type, near the price, the same designer first. */
  async similarItems(productId: string, withVipPreview: boolean, viewer: Viewer): Promise<CarouselResponse> {
    const now = this.clock.now();
    const product = await this.product(productId);
    const found = await findSimilarItems(this.db.kysely, product, { limit: CAROUSEL_PAGE_SIZE, firstLook: this.scope(withVipPreview, viewer, now) });
    return this.shape(found, categoryLink(product), viewer, now);
  }

  /** The same category from other designers, the most favourited first. */
  async othersYouMayLike(productId: string, withVipPreview: boolean, viewer: Viewer): Promise<CarouselResponse> {
    const now = this.clock.now();
    const product = await this.product(productId);
    const found = await findOthersYouMayLike(this.db.kysely, product, { limit: CAROUSEL_PAGE_SIZE, firstLook: this.scope(withVipPreview, viewer, now) });
    return this.shape(found, `${categoryLink(product)}?sort=most-popular`, viewer, now);
  }

  /**
   * The new-arrivals pop-up: the homepage query of spec 1 §7 (new arrivals for sale, newest first, 20),
   * general view only unless the viewer has can_see_first_look and the navbar message is on.
   */
  async newArrivalsPopUp(viewer: Viewer): Promise<CarouselResponse> {
    const now = this.clock.now();
    const early = dropsGeneralViewFilter({ canSeeFirstLook: canSeeFirstLook(viewer), mustShowNavbarMessage: this.mustShowNavbarMessage });
    const found = await findNewArrivalsForSale(this.db.kysely, {
      limit: CAROUSEL_PAGE_SIZE,
      ...(early ? {} : { generalOnly: { only: "general", now: now.toISOString() } }),
    });
    return this.shape(found, `/collections/${FIRST_LOOK_SCOPE_COLLECTION}`, viewer, now);
  }

  /** First-look pieces join a product-page carousel only when asked for (with_vip_preview=1) by a member. */
  private scope(withVipPreview: boolean, viewer: Viewer, now: Date): FirstLookScope | undefined {
    return withVipPreview && canSeeFirstLook(viewer) ? undefined : { only: "general", now: now.toISOString() };
  }

  private async product(productId: string): Promise<ProductRow> {
    const product = await findListedProductById(this.db.kysely, productId);
    if (!product) throw new DomainError("not_found", CatalogErrorCode.enum.product_not_found, "This product does not exist.", "id");
    return product;
  }

  private async shape(found: CarouselRows, seeAllUrl: string, viewer: Viewer, now: Date): Promise<CarouselResponse> {
    const ids = found.rows.map((r) => r.id);
    const [tags, images] = await Promise.all([findTags(this.db.kysely, ids), findImages(this.db.kysely, ids, true)]);
    return {
      products: found.rows.map((row) => toProductCard(row, tags.get(row.id) ?? [], images.get(row.id)?.[0], viewer, now)),
      total: found.total,
      see_all_url: seeAllUrl,
      more_matches_available: showsMoreMatchesCard(found.total, seeAllUrl),
    };
  }
}

function categoryLink(product: ProductRow): string {
  if (!isCategory(product.category)) throw new Error(`Product ${product.id} has unknown category "${product.category}"`);
  return `/collections/${categoryCollectionHandle(product.category)}`;
}
