const DAY_MS = 86_400_000;

/** How far back the catalogue's listings go. */
export const CATALOG_SPAN_DAYS = 548;
/** The newest share of the catalogue is tagged as new arrivals. */
export const NEW_ARRIVALS_SHARE = 0.15;
/** The newest few listings are in this week's VIP preview (first look). */
export const FIRST_LOOK_SHARE = 0.006;
export const FIRST_LOOK_MIN = 3;
/** Members see a VIP preview for a day before everyone else (spec 2 §9: 24 hours). */
export const FIRST_LOOK_HOURS = 24;

/**
 * When each listing went live. Listing n of N: number 1 is the oldest, about 18 months before `now`;
 * the last few are this week's VIP drop, listed a few hours ago and still in first look.
 */
export class Timeline {
  readonly firstLookCount: number;
  readonly firstLookStart: Date;
  readonly firstLookEnd: Date;
  private readonly regular: number;

  constructor(
    readonly total: number,
    readonly now: Date,
  ) {
    this.firstLookCount = Math.min(total, Math.max(FIRST_LOOK_MIN, Math.round(total * FIRST_LOOK_SHARE)));
    this.regular = total - this.firstLookCount;
    const hour = 3_600_000;
    this.firstLookStart = new Date(Math.floor((now.getTime() - 3 * hour) / hour) * hour);
    this.firstLookEnd = new Date(this.firstLookStart.getTime() + FIRST_LOOK_HOURS * hour);
  }

  isFirstLook(n: number): boolean {
    return n > this.regular;
  }

  isNewArrival(n: number): boolean {
    return n > this.total * (1 - NEW_ARRIVALS_SHARE);
  }

  /** Strictly increasing with n, so "newest" and id order agree; `jitter` in [0, 1) spreads listings within their slot. */
  publishedAt(n: number, jitter: number): Date {
    if (this.isFirstLook(n)) return new Date(this.firstLookStart.getTime() + (n - this.regular) * 1000);
    const span = CATALOG_SPAN_DAYS * DAY_MS;
    const slot = span / Math.max(1, this.regular);
    const ageMs = 4 * 3_600_000 + slot * (this.regular - n) + slot * 0.8 * jitter;
    return new Date(Math.floor((this.now.getTime() - ageMs) / 1000) * 1000);
  }

  ageDays(published: Date): number {
    return (this.now.getTime() - published.getTime()) / DAY_MS;
  }

  /** A moment between `from` and now (a later price change or sale). */
  between(from: Date, fraction: number): Date {
    const ms = from.getTime() + (this.now.getTime() - from.getTime()) * fraction;
    return new Date(Math.floor(ms / 1000) * 1000);
  }
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(Math.floor((date.getTime() - days * DAY_MS) / 1000) * 1000);
}
