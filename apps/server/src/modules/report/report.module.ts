import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { reportRoutes } from "./report.routes.ts";
import { ResaleReportService } from "./resale-report.service.ts";
import type { ListingDateSource, SoldPieceFactsSource } from "./sold-piece-sources.ts";

export interface ReportModuleServices {
  /** The Clair Report (decision 068). */
  resaleReports: ResaleReportService;
}

export interface ReportModuleDeps {
  /** The catalog's facts of a sold piece: designer, model, category, price and retail. */
  pieces: SoldPieceFactsSource;
  /** Inventory's provenance: when the piece was listed. */
  listings: ListingDateSource;
}

/** The Clair Report: Maison's sales with retail and listing dates, fed by every `item.sold`, and the yearly report. */
export function createReportModule(platform: Platform, deps: ReportModuleDeps): AppModule<ReportModuleServices> {
  const { db, clock } = platform;
  const resaleReports = new ResaleReportService(db, clock, deps.pieces, deps.listings);
  return {
    name: "report",
    services: { resaleReports },
    apiRoutes: (api) => reportRoutes(api, resaleReports),
    subscriptions: [
      {
        event: "item.sold",
        subscriber: "report",
        mode: "after-commit",
        handler: async (event) => {
          await resaleReports.recordSold((event.payload as { subjectId: string }).subjectId, event.occurredAt);
        },
      },
    ],
  };
}
