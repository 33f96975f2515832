import { TIER_BENEFITS, type TierKey } from "@maison/domain/membership/tier";

/** The benefits of a tier, said as a list of short lines (spec 1 §3 tier config, spec 2 §1 perks). */
export function tierBenefitLines(key: TierKey): string[] {
  const b = TIER_BENEFITS[key];
  const lines: string[] = [];
  if (b.freeShipping) lines.push("Free US Standard shipping and returns");
  if (b.sellerIncentivePercent > 0) lines.push(`${b.sellerIncentivePercent}% extra when you sell with us`);
  lines.push(`Up to ${b.lpItemLimit} ${b.lpItemLimit === 1 ? "piece" : "pieces"} at a time in the loan program`);
  if (b.specialDayPercent > 0) lines.push(`${b.specialDayPercent}% special-day discount`);
  return lines;
}
