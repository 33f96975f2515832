import { CommonErrorCode } from "@maison/contracts/error";
import type { ResaleReportView } from "@maison/contracts/report";
import { resaleReport, type ResaleReport, type SaleFact } from "@maison/domain/report/resale-report";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { findResaleSalesBetween, findSaleYears, insertResaleSaleOnce } from "./resale-sale.repository.ts";
import type { ResaleSaleRow } from "./report.table.ts";
import type { ListingDateSource, SoldPieceFactsSource } from "./sold-piece-sources.ts";

const startOf = (year: number) => `${String(year).padStart(4, "0")}-01-01T00:00:00.000Z`;

function toFact(row: ResaleSaleRow): SaleFact {
  return {
    designer: row.designer,
    model: row.model,
    category: row.category,
    retailCents: row.retail_cents,
    priceCents: row.price_cents,
    listedAt: row.listed_at,
    soldAt: row.sold_at,
  };
}

export function toReportView(report: ResaleReport, years: number[]): ResaleReportView {
  return {
    year: report.year,
    sales: report.sales,
    designers: report.designers.map((d) => ({ name: d.name, designer: d.designer, sales: d.sales, retention_permille: d.retentionPermille })),
    models: report.models.map((m) => ({ name: m.name, designer: m.designer, sales: m.sales, retention_permille: m.retentionPermille })),
    fastest_sellers: report.fastestSellers.map((f) => ({ name: f.name, designer: f.designer, sales: f.sales, median_days: f.medianDays })),
    price_movements: report.priceMovements.map((m) => ({
      category: m.category,
      sales: m.sales,
      mean_price_cents: m.meanPriceCents,
      previous_sales: m.previousSales,
      previous_mean_price_cents: m.previousMeanPriceCents,
      change_permille: m.changePermille,
    })),
    years,
  };
}

/** The Clair Report (decision 068): Maison's sales with their retail and listing dates, and the yearly report computed from them. */
export class ResaleReportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly pieces: SoldPieceFactsSource,
    private readonly listings: ListingDateSource,
  ) {}

  /** Every year with a sale, newest first. */
  async years(): Promise<number[]> {
    return findSaleYears(this.db.kysely);
  }

  /** The report of `year`, computed now from that year's and the year before's sales; not_found for a year without sales. */
  async report(year: number): Promise<ResaleReportView> {
    const rows = await findResaleSalesBetween(this.db.kysely, startOf(year - 1), startOf(year + 1));
    const report = resaleReport(rows.map(toFact), year);
    if (!report) throw new DomainError("not_found", CommonErrorCode.enum.not_found, `There is no Clair Report for ${year}: Maison has no sales recorded that year.`, "year");
    return toReportView(report, await this.years());
  }

  /**
   * Records the piece of an `item.sold` event, read through the catalog and inventory, at its price and
   * the event's time. A piece without a model, a retail price or a listing date is not one the report
   * can rank and is left out; a redelivered event changes nothing. Returns whether a row was written.
   */
  async recordSold(productId: string, occurredAt: string): Promise<boolean> {
    const piece = await this.pieces.pieceFacts(productId);
    if (!piece) throw new Error(`item.sold for an unknown piece ${productId}`);
    const provenance = await this.listings.provenance(productId);
    if (!piece.model || !piece.retailCents || piece.retailCents <= 0 || !provenance?.listed_at) return false;
    return insertResaleSaleOnce(this.db.kysely, {
      id: newId("rsale"),
      product_id: piece.id,
      designer: piece.designer,
      model: piece.model,
      category: piece.category,
      retail_cents: piece.retailCents,
      price_cents: piece.priceCents,
      listed_at: provenance.listed_at,
      sold_at: occurredAt,
      source: "order",
      created_at: this.clock.now().toISOString(),
    });
  }
}
