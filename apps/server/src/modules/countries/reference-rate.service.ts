import type { ReferenceRate } from "@maison/contracts/country";
import type { Clock } from "../../db/clock.ts";
import { isoNow } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { BundledReferenceRateFeed, type ReferenceRateFeed } from "./reference-rate-feed.ts";
import { countReferenceRates, findReferenceRate, upsertReferenceRates } from "./reference-rate.repository.ts";

/** The job that reads the configured feed into the table. */
export const REFERENCE_RATES_REFRESH_JOB = "countries.reference-rates.refresh";
/** A rate read more than a day after it was written asks for a refresh (at most one a day). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The reference rates table (decision 063): read for the approximate local figures, seeded from the
 * bundled ECB file the first time it is read empty, refreshed from the configured feed: with a live
 * feed, a rate read more than a day after it was written enqueues the refresh job (once a day).
 */
export class ReferenceRateService {
  private seeded: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly feed: ReferenceRateFeed,
    private readonly options: { bundled?: ReferenceRateFeed; refreshJobs?: JobRunner } = {},
  ) {}

  /** The rate of `currency` per US dollar; null for the dollar itself and for a currency without a rate. */
  async rateFor(currency: string): Promise<ReferenceRate | null> {
    if (currency === "USD") return null;
    await this.ensureSeeded();
    const row = await findReferenceRate(this.db.kysely, currency);
    if (!row) return null;
    await this.refreshIfStale(row.updated_at);
    const units = Number(row.units_per_usd);
    if (!Number.isFinite(units) || units <= 0) return null;
    return { currency: row.currency, units_per_usd: units, as_of: row.as_of, source: row.source };
  }

  /** Reads the feed's latest publication into the table; a rate is never replaced by an older one. */
  async refresh(): Promise<{ as_of: string; currencies: number }> {
    const rates = await this.feed.latest();
    await upsertReferenceRates(this.db.kysely, rates, isoNow(this.clock), false);
    return { as_of: rates.asOf, currencies: Object.keys(rates.perUsd).length };
  }

  private async refreshIfStale(updatedAt: string): Promise<void> {
    const jobs = this.options.refreshJobs;
    const now = this.clock.now();
    if (!jobs || now.getTime() - Date.parse(updatedAt) < STALE_AFTER_MS) return;
    await jobs.enqueue(this.db, REFERENCE_RATES_REFRESH_JOB, {}, { uniqueKey: `reference-rates-refresh:${now.toISOString().slice(0, 10)}` });
  }

  private ensureSeeded(): Promise<void> {
    this.seeded ??= this.seedIfEmpty().catch((error: unknown) => {
      this.seeded = null;
      throw error;
    });
    return this.seeded;
  }

  private async seedIfEmpty(): Promise<void> {
    if ((await countReferenceRates(this.db.kysely)) > 0) return;
    await upsertReferenceRates(this.db.kysely, await (this.options.bundled ?? new BundledReferenceRateFeed()).latest(), isoNow(this.clock), true);
  }
}
