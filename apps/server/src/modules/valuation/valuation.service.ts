import { CommonErrorCode } from "@maison/contracts/error";
import {
  ValuationErrorCode,
  type Appraisal,
  type AppraiseRequest,
  type HermesLeatherTypes,
  type HermesSizesCm,
  type SellCatalogLevel,
  type SellCatalogQuery,
  type SellSearchQuery,
  type SellSearchResult,
  type SellSkuView,
} from "@maison/contracts/valuation";
import { slugify } from "@maison/domain/shared/slug";
import { DomainError } from "@maison/domain/shared/domain-error";
import { appraise } from "@maison/domain/valuation/appraise";
import type { Comparable } from "@maison/domain/valuation/comparable";
import { HERMES_EXOTIC_LEATHERS, HERMES_REGULAR_LEATHERS, HERMES_SIZES_CM } from "@maison/domain/valuation/hermes";
import { SELLER_CONDITION_KEYS, sellerConditionFromKey } from "@maison/domain/valuation/item-description";
import type { SellerStanding } from "@maison/domain/valuation/seller-incentive";
import type { SellSku } from "@maison/domain/valuation/sell-sku";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { toAppraisal } from "./appraisal-view.ts";
import type { ComparablePieceSource } from "./comparable-piece-source.ts";
import { mergeComparables } from "./comparables.ts";
import { findSalesOf } from "./sale-record.repository.ts";
import type { SellCatalogService } from "./sell-catalog.service.ts";

export type { SellerStanding };

/** The item details of spec 2 §3 as the selling module holds them; `sku` null for a piece not in the seller's catalog. */
export type ItemDescriptionInput = Omit<AppraiseRequest, "sku"> & { sku: string | null };

const leatherOptions = (names: readonly string[]) => names.map((name) => ({ value: slugify(name), label: name }));

/**
 * The seller's catalog (item types → designers → models → styles → sizes, and text search) and the
 * offer engine: an appraisal of one piece from Maison's own sold and listed comparables, with its
 * explanation (decision 040).
 */
export class ValuationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: SellCatalogService,
    private readonly pieces: ComparablePieceSource,
  ) {}

  /** The levels chosen so far, the next level's options and, once a model is chosen, its skus. */
  catalogLevels(query: SellCatalogQuery): Promise<SellCatalogLevel> {
    return this.catalog.levels(query);
  }

  /** Skus whose words start with the typed ones, a page at a time (spec 2 §5 has_more). */
  search(query: SellSearchQuery): Promise<SellSearchResult> {
    return this.catalog.search(query);
  }

  /** The sku with this code, or null. */
  skuByCode(code: string): Promise<SellSkuView | null> {
    return this.catalog.skuByCode(code);
  }

  /**
   * Appraises one piece as of `now`: an instant offer, a quote by a specialist, or a photo submission
   * for a piece not in the catalog (`sku` null). The seller's tier adds its capped incentive to the
   * outright offers. Throws `sku_not_found` (404 on `sku`) for an unknown code and a 400 on
   * `condition_key` for a grade sellers cannot choose.
   */
  async appraise(item: ItemDescriptionInput, seller: SellerStanding | null, now: Date = this.clock.now()): Promise<Appraisal> {
    const condition = sellerConditionFromKey(item.condition_key);
    if (!condition) {
      throw new DomainError("invalid", CommonErrorCode.enum.invalid_request, `condition_key must be one of ${SELLER_CONDITION_KEYS.join(", ")}.`, "condition_key");
    }
    const found = item.sku === null ? null : await this.catalog.skuFor(item.sku);
    if (item.sku !== null && !found) {
      throw new DomainError("not_found", ValuationErrorCode.enum.sku_not_found, "This piece is not in our catalog: search again or send us photos.", "sku");
    }
    const description = {
      sku: found?.sku ?? null,
      condition,
      accessories: item.accessories,
      color: item.color,
      serialNumberPresent: typeof item.serial_number === "boolean" ? item.serial_number : item.serial_number.trim().length > 0,
    };
    const comparables = found ? await this.comparablesFor(found.sku) : [];
    return toAppraisal(appraise(description, comparables, seller, now), found?.view ?? null);
  }

  /** Every comparable the engine may use for a sku: its designer's recorded sales and catalog pieces of its item type. */
  async comparablesFor(sku: Pick<SellSku, "designer" | "category">): Promise<Comparable[]> {
    const [sales, pieces] = await Promise.all([findSalesOf(this.db.kysely, sku.designer, sku.category), this.pieces.piecesOf(sku.designer, sku.category)]);
    return mergeComparables(sales, pieces);
  }

  /** The Hermès leathers, regular and exotic (spec 2 §7). */
  hermesLeatherTypes(): HermesLeatherTypes {
    return { regular: leatherOptions(HERMES_REGULAR_LEATHERS), exotic: leatherOptions(HERMES_EXOTIC_LEATHERS) };
  }

  /** The Hermès sizes in centimetres (spec 2 §7). */
  hermesSizesCm(): HermesSizesCm {
    return { sizes_cm: [...HERMES_SIZES_CM] };
  }
}
