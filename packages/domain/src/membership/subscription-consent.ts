import { isOneOffMembershipVariant, type BillingCycle } from "../cart/special-lines.ts";
import type { Cents } from "../money/cents.ts";
import { planOfVariant } from "./plans.ts";

/**
 * Consent to the recurring charge (decision 044): joining the membership on a plan that renews asks the
 * buyer to authorise the charges in so many words, the checkout refuses the order without it (400 on
 * `subscription_consent`), and the words agreed to are kept on the subscription.
 */

/** The field of the checkout's completion that carries the buyer's consent. */
export const SUBSCRIPTION_CONSENT_FIELD = "subscription_consent";

/** The line attribute the one-off checkout puts on a plan line: that line is a single contribution, not a subscription. */
export const ONE_OFF_PAYMENT_TYPE_ATTRIBUTE = "_membership_payment_type";

/** A plan that renews: what is charged and how often. */
export interface RecurringPlan {
  amountCents: Cents;
  cycle: BillingCycle;
}

const EVERY: Record<BillingCycle, string> = { monthly: "every month", yearly: "every year", daily: "every day" };

/**
 * The plan a membership line renews on, or null: not a membership plan, or a one-off contribution (its
 * own variant, or a plan line the one-off checkout marked), which is charged once.
 */
export function recurringPlanOf(
  line: { variantId: string; priceCents: Cents; attributes: ReadonlyArray<{ key: string; value: string }> },
  options: { includeTestPlans: boolean },
): RecurringPlan | null {
  if (isOneOffMembershipVariant(line.variantId)) return null;
  if (line.attributes.some((a) => a.key === ONE_OFF_PAYMENT_TYPE_ATTRIBUTE && a.value === "one_off")) return null;
  const plan = planOfVariant(line.variantId, options);
  return plan?.billingCycle ? { amountCents: line.priceCents, cycle: plan.billingCycle } : null;
}

/** "$1,000.00": a contribution as the consent, the e-mails and the order pages write it. */
export const formatContribution = (cents: Cents) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const usd = formatContribution;

/** The words the buyer agrees to, and the subscription keeps. */
export function subscriptionConsentTerms(plan: RecurringPlan): string {
  return (
    `I authorise Maison to charge ${usd(plan.amountCents)} to this card ${EVERY[plan.cycle]} until I cancel. ` +
    "Each charge becomes store credit in my Maison wallet. I can skip a payment, change the amount or cancel at any time in my account."
  );
}

/** What the checkout says when the box was left unticked. */
export function subscriptionConsentMissing(plan: RecurringPlan): string {
  return `Please confirm that Maison may charge ${usd(plan.amountCents)} ${EVERY[plan.cycle]} for your membership.`;
}

/** Billing dates are read on the store's clock (New York), as the membership pages write them. */
export const BILLING_TIME_ZONE = "America/New_York";

/** "August 14, 2026": a charge date as the thank-you page and the e-mails write it. */
export function formatBillingDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: BILLING_TIME_ZONE, year: "numeric", month: "long", day: "numeric" }).format(new Date(iso));
}

/** "$50.00 every month", "$1,000.00 every year": a contribution and how often it is charged. */
export function contributionCadence(amountCents: Cents, cycle: BillingCycle): string {
  return `${usd(amountCents)} ${EVERY[cycle]}`;
}
