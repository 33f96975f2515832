/**
 * How ledger movements read in the wallet's histories (spec 2 §3): each transaction has a date, a
 * formatted date, an amount, a type, a status (positive/negative), whether it is pending, a ticket and
 * an order. Site-credit history uses the six types of spec 2 §3.
 */
export const SITE_CREDIT_TYPES = {
  credit: "added",
  cancel: "cancelled",
  debit: "used",
  refund: "refunded",
  expired: "expired",
  redeemed: "redeemed",
} as const;
export type SiteCreditType = keyof typeof SITE_CREDIT_TYPES;

export const HISTORY_KINDS = ["points", "cash", "credit"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Rows per page of a history. */
export const HISTORY_PAGE_SIZE = 20;

/** "Nov 18, 2026" in UTC, as the histories show dates. */
export function formattedDate(iso: string): string {
  const date = new Date(iso);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * The site-credit type of a movement: a credit is `credit` (or `refund` when it gives back a spend),
 * a posted spend `debit`, a released spend `cancel`, a spend of an expired card `expired`, a gift card
 * redeemed into the wallet `redeemed`.
 */
export function siteCreditType(movement: { kind: string; state: string; signed: number; reference: string }): SiteCreditType {
  if (movement.kind === "spend") return movement.state === "voided" ? "cancel" : "debit";
  if (/^refund|^return|cancelled order/i.test(movement.reference)) return "refund";
  if (/^expired/i.test(movement.reference)) return "expired";
  if (/^redeem/i.test(movement.reference)) return "redeemed";
  return movement.signed < 0 ? "debit" : "credit";
}

/** What a movement's reference says to its owner: "Cash-out", "Order #1042", "Seller earning"… */
export function describeMovement(reference: string): string {
  if (reference.startsWith("cash-out-return")) return "Cash-out returned";
  if (reference.startsWith("cash-out")) return "Cash-out";
  const order = /order[: #]+([A-Z0-9-]+)/i.exec(reference);
  if (order) return `Order ${order[1]}`;
  if (/consign/i.test(reference)) return "Seller earning";
  if (/membership|contribution/i.test(reference)) return "Membership contribution";
  if (/adjust/i.test(reference)) return "Adjustment";
  if (/demo/i.test(reference)) return "Welcome credit";
  return reference.length > 60 ? `${reference.slice(0, 57)}…` : reference;
}
