import type {
  Appraisal,
  AppraiseRequest,
  HermesLeatherTypes,
  HermesSizesCm,
  SellCatalogLevel,
  SellCatalogQuery,
  SellSearchQuery,
  SellSearchResult,
  SellSkuView,
} from "@maison/contracts/valuation";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";

/** Who sells: their tier's seller incentive is added to the outright offers (null: no incentive). */
export interface SellerStanding {
  tierKey: string | null;
}

/** The item details of spec 2 §3 as the selling module holds them; `sku` null for a piece not in the seller's catalog. */
export type ItemDescriptionInput = Omit<AppraiseRequest, "sku"> & { sku: string | null };

/**
 * The seller's catalog (item types → designers → models → styles → sizes, and text search) and the
 * offer engine: an appraisal of one piece from Maison's own sold and listed comparables, with its
 * explanation (decision 040).
 */
export class ValuationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The levels chosen so far, the next level's options and, once a model is chosen, its skus. */
  async catalogLevels(query: SellCatalogQuery): Promise<SellCatalogLevel> {
    void query;
    throw new Error("ValuationService.catalogLevels is being built");
  }

  /** Skus whose words start with the typed ones, a page at a time (spec 2 §5 has_more). */
  async search(query: SellSearchQuery): Promise<SellSearchResult> {
    void query;
    throw new Error("ValuationService.search is being built");
  }

  /** The sku with this code, or null. */
  async skuByCode(code: string): Promise<SellSkuView | null> {
    void code;
    throw new Error("ValuationService.skuByCode is being built");
  }

  /**
   * Appraises one piece as of `now`: an instant offer, a quote by a specialist, or a photo submission
   * for a piece not in the catalog. Throws `sku_not_found` for an unknown sku code.
   */
  async appraise(item: ItemDescriptionInput, seller: SellerStanding | null, now: Date = this.clock.now()): Promise<Appraisal> {
    void item;
    void seller;
    void now;
    void this.db;
    throw new Error("ValuationService.appraise is being built");
  }

  /** The Hermès leathers, regular and exotic (spec 2 §7). */
  hermesLeatherTypes(): HermesLeatherTypes {
    throw new Error("ValuationService.hermesLeatherTypes is being built");
  }

  /** The Hermès sizes in centimetres (spec 2 §7). */
  hermesSizesCm(): HermesSizesCm {
    throw new Error("ValuationService.hermesSizesCm is being built");
  }
}
