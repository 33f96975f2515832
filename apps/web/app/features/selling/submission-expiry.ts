import { expiryLabel } from "@maison/domain/selling/offer-expiry";
import type { SubmissionItem } from "@maison/contracts/selling";

export interface ExpiryNote {
  label: string;
  /** Today or tomorrow: the seller should act now. */
  urgent: boolean;
}

/**
 * How a pending offer's expiry reads on the account ("Expires today / in one day / in N days"),
 * counted at `now`; the server's own label when the item carries no date. Null once nothing is
 * pending or it expired.
 */
export function itemExpiry(item: Pick<SubmissionItem, "state" | "expires_at" | "expiry_label">, now: Date): ExpiryNote | null {
  if (item.state !== "quoted") return null;
  const label = item.expires_at ? expiryLabel(item.expires_at, now) : item.expiry_label;
  if (!label) return null;
  return { label, urgent: label === "Expires today" || label === "Expires in one day" };
}
