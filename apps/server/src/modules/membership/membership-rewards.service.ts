import type { BalanceProjectionResponse, MembershipPlansResponse, RewardsActivityResponse, RewardsWalletResponse } from "@maison/contracts/membership";
import { projectBalance } from "@maison/domain/membership/balance-projection";
import { MONTHLY_BONUS_PERCENT, nextChargeDate, PAYMENT_DELAY_DAYS } from "@maison/domain/membership/billing";
import { CANCELLATION_REASONS } from "@maison/domain/membership/cancellation-reasons";
import { amountCents, CUSTOM_ONE_OFF_MAX_DOLLARS, CUSTOM_ONE_OFF_MIN_DOLLARS, defaultPaymentType, isAllowedAmount, ONE_OFF_AMOUNTS, type PaymentType } from "@maison/domain/membership/plans";
import { membershipPlans } from "@maison/domain/cart/special-lines";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { membershipErrors } from "./membership-errors.ts";
import * as repo from "./membership.repository.ts";
import type { MembershipService } from "./membership.service.ts";
import { dollars, ledgerTotals } from "./membership-view.ts";

const ACTIVITY_TEXT = { contribution: "Contribution", bonus: "Bonus credit", forfeit: "Bonus forfeited", refund: "Contribution refunded" } as const;
const MEMO_LIMIT = 200;

/** The read side of membership: plans, balance projections (memoised), the rewards activity and the wallet's membership view. */
export class MembershipRewardsService {
  private readonly memo = new Map<string, BalanceProjectionResponse>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallet: WalletService,
    private readonly memberships: MembershipService,
    private readonly includeTestPlans: boolean,
  ) {}

  plans(): MembershipPlansResponse {
    return {
      plans: membershipPlans({ includeTestPlans: this.includeTestPlans }).map((p) => ({
        amount: p.amountDollars,
        rewards_billing_cycle: p.billingCycle ?? "monthly",
        merchandiseId: `gid://shopify/ProductVariant/${p.variantId}`,
        sellingPlanId: p.sellingPlanId ?? "",
        title: p.title,
      })),
      one_off_amounts: [...ONE_OFF_AMOUNTS],
      custom_one_off: { min: CUSTOM_ONE_OFF_MIN_DOLLARS, max: CUSTOM_ONE_OFF_MAX_DOLLARS },
      bonus_percent: MONTHLY_BONUS_PERCENT,
      payment_delay_days: PAYMENT_DELAY_DAYS,
      cancellation_reasons: CANCELLATION_REASONS.map((r) => ({ key: r.key, label: r.label })),
    };
  }

  /** A newcomer's projection: it depends only on the amount, type and month, so it is memoised per day. */
  projectNew(amountDollars: number, paymentType: PaymentType): BalanceProjectionResponse {
    this.assertAmount(amountDollars, paymentType);
    const today = this.clock.now().toISOString().slice(0, 10);
    const key = `${today}:${paymentType}:${amountDollars}`;
    const cached = this.memo.get(key);
    if (cached) return cached;
    const result = this.project(amountCents(amountDollars), paymentType, 0);
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, result);
    return result;
  }

  /** A member's projection, from their rewards credit now; the type defaults to their plan's, else the cycle rule. */
  async projectExisting(userId: string, amountDollars: number, paymentType: PaymentType | undefined): Promise<BalanceProjectionResponse> {
    const sub = await repo.findLatestSubscription(this.db.kysely, userId);
    const type = paymentType ?? (sub && sub.status !== "cancelled" && sub.payment_type !== "one_off" ? defaultPaymentType(amountDollars) : defaultPaymentType(amountDollars));
    this.assertAmount(amountDollars, type);
    const balance = await this.rewardsBalance(sub ?? null);
    return this.project(amountCents(amountDollars), type, balance);
  }

  async activity(userId: string): Promise<RewardsActivityResponse> {
    const rows = await repo.ledgerOfUser(this.db.kysely, userId);
    const totals = ledgerTotals(rows);
    const sub = await repo.findLatestSubscription(this.db.kysely, userId);
    const balance = await this.rewardsBalance(sub ?? null);
    const used = Math.max(0, totals.contributions + totals.bonus - totals.forfeits - totals.refunds - balance);
    const activity: RewardsActivityResponse["activity"] = rows.map((r) => ({
      id: r.id,
      date: r.created_at,
      type: r.kind,
      amount: (r.kind === "contribution" || r.kind === "bonus" ? 1 : -1) * dollars(Number(r.amount_cents)),
      contract_id: r.membership_id,
      description: r.cycle_index === null ? ACTIVITY_TEXT[r.kind] : `${ACTIVITY_TEXT[r.kind]}, cycle ${r.cycle_index + 1}`,
    }));
    if (used > 0) activity.push({ id: `spent-${userId}`, date: this.clock.now().toISOString(), type: "spend", amount: -dollars(used), contract_id: null, description: "Spent on orders" });
    activity.reverse();
    return { activity, total_contribution: dollars(totals.contributions - totals.refunds), total_bonus: dollars(totals.bonus - totals.forfeits), credits_used: dollars(used), balance: dollars(balance) };
  }

  async walletView(userId: string): Promise<RewardsWalletResponse> {
    const sub = await repo.findLatestSubscription(this.db.kysely, userId);
    const summary = await this.activity(userId);
    return {
      rewards_credit: {
        membership_plan: sub && sub.status !== "cancelled" ? { amount: dollars(sub.plan_amount_cents), rewards_billing_cycle: sub.payment_type } : null,
        total_contribution: summary.total_contribution,
        credits_used: summary.credits_used,
        total_bonus: summary.total_bonus,
        balance: summary.balance,
      },
      membership: sub ? await this.memberships.view(sub) : null,
    };
  }

  private async rewardsBalance(sub: repo.SubscriptionRow | null): Promise<number> {
    if (!sub?.rewards_account_id) return 0;
    return (await this.wallet.findGiftCardById(sub.rewards_account_id))?.availableCents ?? 0;
  }

  private project(amount: number, type: PaymentType, start: number): BalanceProjectionResponse {
    const now = this.clock.now();
    let date = now;
    return {
      balance_projection: projectBalance({ amountCents: amount, paymentType: type, startBalanceCents: start }).map((p) => {
        date = nextChargeDate(date, "monthly", now.getUTCDate());
        return { month: p.month, date: date.toISOString().slice(0, 10), contribution: dollars(p.contributionCents), bonus: dollars(p.bonusCents), balance: dollars(p.balanceCents) };
      }),
    };
  }

  private assertAmount(amountDollars: number, type: PaymentType): void {
    if (!isAllowedAmount(amountDollars, type, { includeTestPlans: this.includeTestPlans })) {
      throw membershipErrors.amount(`${amountDollars} dollars is not a ${type.replace("_", "-")} contribution we offer.`);
    }
  }
}
