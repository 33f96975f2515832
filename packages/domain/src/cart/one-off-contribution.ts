import { CUSTOM_ONE_OFF_MAX_DOLLARS, CUSTOM_ONE_OFF_MIN_DOLLARS } from "../membership/plans.ts";
import { dollarsToCents, type Cents } from "../money/cents.ts";

/** The line attribute carrying a one-off contribution's amount in whole dollars ("350"); private (`_`), as Shopify hides it at checkout. */
export const ONE_OFF_AMOUNT_ATTRIBUTE = "_membership_amount";

/** Said when the amount is missing or not allowed. */
export const ONE_OFF_AMOUNT_MESSAGE = `Choose a one-off contribution in whole dollars from $${CUSTOM_ONE_OFF_MIN_DOLLARS} to $${CUSTOM_ONE_OFF_MAX_DOLLARS.toLocaleString("en-US")}.`;

/**
 * The amount (whole dollars) a one-off contribution line asks for, or null when its attribute is
 * missing, not plain digits (no sign, decimals or exponent), or outside the bounds of the one-off
 * contribution (spec 1 §9 custom amount; bounds in membership/plans.ts, decision 030).
 */
export function oneOffAmountDollars(attributes: ReadonlyArray<{ key: string; value: string }>): number | null {
  const values = attributes.filter((a) => a.key === ONE_OFF_AMOUNT_ATTRIBUTE).map((a) => a.value.trim());
  if (values.length !== 1 || !/^[1-9][0-9]{0,6}$/.test(values[0]!)) return null;
  const dollars = Number(values[0]);
  return dollars >= CUSTOM_ONE_OFF_MIN_DOLLARS && dollars <= CUSTOM_ONE_OFF_MAX_DOLLARS ? dollars : null;
}

/** The line's price in cents, or null when its amount is not allowed. */
export function oneOffPriceCents(attributes: ReadonlyArray<{ key: string; value: string }>): Cents | null {
  const dollars = oneOffAmountDollars(attributes);
  return dollars === null ? null : dollarsToCents(dollars);
}

/** How the line is titled: "$350 once". */
export function oneOffLineTitle(dollars: number): string {
  return `$${dollars.toLocaleString("en-US")} once`;
}
