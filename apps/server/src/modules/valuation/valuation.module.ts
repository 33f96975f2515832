import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ComparablePieceSource } from "./comparable-piece-source.ts";
import { SaleHistoryService, type SoldPieceEvent } from "./sale-history.service.ts";
import { SellCatalogService } from "./sell-catalog.service.ts";
import type { SellerTierSource } from "./seller-tier-source.ts";
import { valuationRoutes } from "./valuation.routes.ts";
import { ValuationService } from "./valuation.service.ts";

export interface ValuationModuleServices {
  /** The seller's catalog and the offer engine (decision 040). */
  valuation: ValuationService;
  saleHistory: SaleHistoryService;
}

export interface ValuationModuleDeps {
  /** The catalog's pieces, sold and listed: comparables, and what a sold piece was. */
  pieces: ComparablePieceSource;
  /** Membership's tiers: the seller incentive of the appraising user's tier. */
  tiers: SellerTierSource;
}

/** The seller's catalog, the offer engine and Maison's sales history, fed by every `item.sold`. */
export function createValuationModule(platform: Platform, deps: ValuationModuleDeps): AppModule<ValuationModuleServices> {
  const { db, clock } = platform;
  const valuation = new ValuationService(db, clock, new SellCatalogService(db, clock), deps.pieces);
  const saleHistory = new SaleHistoryService(db, clock, deps.pieces);
  return {
    name: "valuation",
    services: { valuation, saleHistory },
    apiRoutes: (api) => valuationRoutes(api, valuation, deps.tiers),
    subscriptions: [
      {
        event: "item.sold",
        subscriber: "valuation",
        mode: "after-commit",
        handler: async (event) => {
          await saleHistory.recordSold(event.payload as unknown as SoldPieceEvent, event.occurredAt);
        },
      },
    ],
  };
}
