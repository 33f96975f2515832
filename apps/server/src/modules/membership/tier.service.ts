import { randomBytes } from "node:crypto";
import type { DiscountCodeRule } from "@maison/domain/cart/discount-code";
import { DomainError } from "@maison/domain/shared/domain-error";
import { isValidMonthDay, specialDayWindow, TIER_BENEFITS, tierForSpend, tierSpendWindowStart, type Tier } from "@maison/domain/membership/tier";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { findSpecialDay, findSpecialDayDiscount, insertSpecialDayDiscount, saveSpecialDay } from "./special-day.repository.ts";
import { ContentErrorCode } from "@maison/contracts/content";

/** The orders service as tiers read it: item spend since a date, orders not cancelled. */
export interface SpendSource {
  spendSince(userId: string, since: Date, db?: Tx["db"]): Promise<number>;
}

/** The cart's discount codes as the special-day discount writes one. */
export interface PersonalCodeIssuer {
  issuePersonalCode(tx: Tx, rule: DiscountCodeRule, ownerUserId: string): Promise<boolean>;
}

/** The special-day discount as the profile shows it (spec 2 §3: tier.special_discount). */
export interface SpecialDiscount {
  percentage: number;
  code: string;
  expiration_date: string;
}

export interface TierFacts {
  tier: Tier;
  spendCents: number;
  specialDiscount: SpecialDiscount | null;
}

/** Eight characters of an unambiguous alphabet: the personal part of a special-day code. */
function specialDayCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return `DAY-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

/**
 * Tiers from the trailing 12 months of real orders (spec 2 §9) and the special-day discount: a member
 * who gave their special day gets one personal code a year, usable once from 7 days before the day to
 * 14 days after it, at their tier's percentage (decision 028).
 */
export class TierService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly orders: SpendSource,
    private readonly codes: PersonalCodeIssuer,
  ) {}

  async spendOf(userId: string, db: Tx["db"] = this.db.kysely): Promise<number> {
    return this.orders.spendSince(userId, tierSpendWindowStart(this.clock.now()), db);
  }

  async tierOf(userId: string, db: Tx["db"] = this.db.kysely): Promise<Tier> {
    return tierForSpend(await this.spendOf(userId, db));
  }

  /** Search's and the promotions' rank gate (TierRankSource). */
  async rankOf(userId: string): Promise<number> {
    return (await this.tierOf(userId)).rank;
  }

  /**
   * The user's tier, spend and special-day discount. With `issue` (outside any transaction) a member
   * inside their special day's window gets the year's code written now; otherwise an issued code is only read.
   */
  async tierFacts(userId: string, input: { isMember: boolean; issue: boolean; db?: Tx["db"] }): Promise<TierFacts> {
    const db = input.db ?? this.db.kysely;
    const spendCents = await this.spendOf(userId, db);
    const tier = tierForSpend(spendCents);
    const specialDiscount = input.isMember ? await this.specialDiscount(userId, tier, input.issue, db) : null;
    return { tier, spendCents, specialDiscount };
  }

  /** Saves the member's special day (month 1-12, day of that month; 29 February allowed). */
  async setSpecialDay(userId: string, month: number, day: number): Promise<void> {
    if (!isValidMonthDay(month, day)) throw new DomainError("invalid", ContentErrorCode.enum.special_day_invalid, "Please choose a day of the calendar.", "day");
    await saveSpecialDay(this.db.kysely, userId, month, day, this.clock.now().toISOString());
  }

  async specialDayOf(userId: string): Promise<{ month: number; day: number } | null> {
    return (await findSpecialDay(this.db.kysely, userId)) ?? null;
  }

  private async specialDiscount(userId: string, tier: Tier, issue: boolean, db: Tx["db"]): Promise<SpecialDiscount | null> {
    const now = this.clock.now();
    const special = await findSpecialDay(db, userId);
    const window = special ? specialDayWindow(special.month, special.day, now) : null;
    if (!window) return null;
    const existing = await findSpecialDayDiscount(db, userId, window.year);
    if (existing) return Date.parse(existing.expires_at) > now.getTime() ? shown(existing) : null;
    if (!issue) return null;
    const percentage = TIER_BENEFITS[tier.key].specialDayPercent;
    const row = { user_id: userId, year: window.year, code: specialDayCode(), percentage, expires_at: window.expiresAt.toISOString(), created_at: now.toISOString() };
    const issued = await inTransaction(this.db, async (tx) => {
      if (!(await insertSpecialDayDiscount(tx.db, row))) return findSpecialDayDiscount(tx.db, userId, window.year);
      await this.codes.issuePersonalCode(
        tx,
        {
          code: row.code,
          title: `Special-day ${percentage}% off`,
          kind: "percent",
          value: percentage,
          minSubtotalCents: 0,
          usageLimit: 1,
          usedCount: 0,
          startsAt: null,
          endsAt: row.expires_at,
          status: "active",
        },
        userId,
      );
      return row;
    });
    return issued ? shown(issued) : null;
  }
}

function shown(row: { percentage: number; code: string; expires_at: string }): SpecialDiscount {
  return { percentage: row.percentage, code: row.code, expiration_date: row.expires_at };
}
