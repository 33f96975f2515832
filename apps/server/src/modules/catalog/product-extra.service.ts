import { CatalogErrorCode, type ProductExtraResponse } from "@maison/contracts/catalog";
import { CATEGORY_TITLES, categoryCollectionHandle, isCategory } from "@maison/domain/catalog/category";
import { isExoticMaterial } from "@maison/domain/catalog/material";
import { showsEstimatedRetail, showsOriginalPrice } from "@maison/domain/catalog/price-display";
import { isFirstLook } from "@maison/domain/catalog/product-flags";
import { restrictionReasons } from "@maison/domain/catalog/restricted-product";
import { productHref } from "@maison/domain/content/navigation";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { findDetails, findListedProductById, findTags } from "./catalog.repository.ts";
import { canSeeFirstLook, detailValue, restrictionMaterials, type Viewer } from "./product-mapper.ts";

/**
 * GET /v6/shop/extra/{id}/: what the product page shows around the product — breadcrumbs, shipping
 * restrictions, which reference prices to show, and whether this viewer may shop a VIP preview piece.
 */
export class ProductExtraService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async extra(productId: string, viewer: Viewer): Promise<ProductExtraResponse> {
    const db = this.db.kysely;
    const now = this.clock.now();
    const row = await findListedProductById(db, productId);
    if (!row) throw new DomainError("not_found", CatalogErrorCode.enum.product_not_found, "This product does not exist.", "id");
    if (!isCategory(row.category)) throw new Error(`Product ${row.id} has unknown category "${row.category}"`);
    const [tagMap, details] = await Promise.all([findTags(db, [row.id]), findDetails(db, row.id)]);
    const tags = tagMap.get(row.id) ?? [];
    const materials = restrictionMaterials(row, details);
    const reasons = restrictionReasons({ materials, tags });
    const firstLook = isFirstLook(tags, row.first_look_ends_at, now);
    return {
      product_id: row.id,
      breadcrumbs: [
        { title: "Home", url: "/" },
        { title: `All ${CATEGORY_TITLES[row.category]}`, url: `/collections/${categoryCollectionHandle(row.category)}` },
        { title: row.title, url: productHref(row.handle) },
      ],
      is_restricted: reasons.length > 0,
      restriction_reasons: reasons,
      ships_internationally: row.is_exotic !== 1 && !materials.some(isExoticMaterial),
      shows_original_price: showsOriginalPrice(row.price_cents, row.original_price_cents),
      shows_estimated_retail_price: showsEstimatedRetail(row.price_cents, row.estimated_retail_cents),
      first_look: {
        is_first_look: firstLook,
        ends_at: firstLook ? row.first_look_ends_at : null,
        can_shop: !firstLook || canSeeFirstLook(viewer),
      },
      size_and_fit_image: detailValue(details, "size_and_fit_image"),
      vault_article_link: detailValue(details, "vault_article_link"),
    };
  }
}
