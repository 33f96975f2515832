import type { ErrorCode } from "@maison/contracts/error-codes";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { RateLimitedError } from "./rate-limited-error.ts";

/** At most `limit` events per `windowMs` for one key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateHit {
  /** Events counted in the current window, this one included. */
  count: number;
  allowed: boolean;
  retryAfterSeconds: number;
  /** The window the event was counted in (to give it back with `release`). */
  windowStart: string;
}

/** Ended windows are deleted lazily, once per this many counted events in a process. */
export const PRUNE_EVERY_HITS = 500;

/**
 * Fixed-window counters in the database, so every process shares them and concurrent requests are
 * counted exactly (one atomic upsert per event). Used for request rate limits and login lock-out.
 */
export class RateLimiter {
  /** Events counted by this process since it last deleted ended windows. */
  private hitsSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private window(rule: RateRule): { start: string; endMs: number } {
    const now = this.clock.now().getTime();
    const startMs = Math.floor(now / rule.windowMs) * rule.windowMs;
    return { start: new Date(startMs).toISOString(), endMs: startMs + rule.windowMs };
  }

  private retryAfter(endMs: number): number {
    return Math.max(1, Math.ceil((endMs - this.clock.now().getTime()) / 1000));
  }

  /** Counts one event and says whether it is within the limit; now and then deletes ended windows. */
  async hit(key: string, rule: RateRule): Promise<RateHit> {
    if (++this.hitsSincePrune >= PRUNE_EVERY_HITS) {
      this.hitsSincePrune = 0;
      await this.prune();
    }
    const { start, endMs } = this.window(rule);
    const row = await this.db.kysely
      .insertInto("rate_limit_counters")
      .values({ key, window_start: start, count: 1, expires_at: new Date(endMs).toISOString() })
      .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limit_counters.count", "+", 1) })))
      .returning("count")
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    return { count, allowed: count <= rule.limit, retryAfterSeconds: this.retryAfter(endMs), windowStart: start };
  }

  /** Counts one event and refuses it with a 429 carrying `code` and `message` when over the limit. */
  async enforce(key: string, rule: RateRule, refusal: { code: ErrorCode; message: string }): Promise<RateHit> {
    const hit = await this.hit(key, rule);
    if (!hit.allowed) throw new RateLimitedError(refusal.code, refusal.message, hit.retryAfterSeconds);
    return hit;
  }

  /** Takes back one counted event (an attempt that turned out not to count, e.g. a right password). */
  async release(key: string, windowStart: string): Promise<void> {
    await this.db.kysely
      .updateTable("rate_limit_counters")
      .set((eb) => ({ count: eb("count", "-", 1) }))
      .where("key", "=", key)
      .where("window_start", "=", windowStart)
      .where("count", ">", 0)
      .execute();
  }

  /** The current window's count, without counting anything. */
  async peek(key: string, rule: RateRule): Promise<RateHit> {
    const { start, endMs } = this.window(rule);
    const row = await this.db.kysely
      .selectFrom("rate_limit_counters")
      .select("count")
      .where("key", "=", key)
      .where("window_start", "=", start)
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    return { count, allowed: count < rule.limit, retryAfterSeconds: this.retryAfter(endMs), windowStart: start };
  }

  /** Forgets a key's current window (e.g. failed logins after a successful password reset). */
  async reset(key: string): Promise<void> {
    await this.db.kysely.deleteFrom("rate_limit_counters").where("key", "=", key).execute();
  }

  /** Deletes counters whose window has ended (every PRUNE_EVERY_HITS events, or when called). */
  async prune(): Promise<number> {
    const result = await this.db.kysely
      .deleteFrom("rate_limit_counters")
      .where("expires_at", "<", this.clock.now().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
