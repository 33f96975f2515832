import type { PieceState } from "@maison/domain/inventory/piece-lifecycle";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });

/** "$14,250.00" — the console shows cents: it is where prices are set. */
export function formatCents(cents: number | null): string {
  return cents === null ? "—" : usd.format(cents / 100);
}

/** A stored ISO time as New York reads it ("Nov 18, 2026, 7:00 AM"), the store's clock. */
export function formatWhen(iso: string | null): string {
  return iso ? when.format(new Date(iso)) : "—";
}

/** "returned_to_owner" → "Returned to owner". */
export function humanize(word: string): string {
  const spaced = word.replaceAll("_", " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export const STATE_LABELS: Record<PieceState, string> = {
  intake: "Intake",
  received: "Received",
  authenticated: "Authenticated",
  draft: "Draft",
  available: "On sale",
  sold: "Sold",
  shipped: "Shipped",
  delivered: "Delivered",
  returned: "Returned",
  withdrawn: "Withdrawn",
  returned_to_owner: "Returned to owner",
};

/** What each piece event reads as on the timeline. */
export const EVENT_LABELS: Record<string, string> = {
  create: "Created",
  receive: "Received",
  authenticate: "Authenticated",
  prepare_listing: "Listing prepared",
  revise_listing: "Listing edited",
  schedule_publish: "Scheduled for the VIP preview",
  publish: "Published",
  sell: "Sold",
  cancel_sale: "Sale cancelled",
  ship: "Shipped",
  deliver: "Delivered",
  return: "Returned",
  withdraw: "Withdrawn",
  return_to_owner: "Returned to owner",
  take: "Held by a checkout",
  retake: "Held again by a checkout",
  release: "Hold released",
  expire: "Hold expired",
  convert: "Hold became an order",
};

/** Cents from what staff type in a money field ("14,250", "$14,250.50"); null when blank, NaN when unreadable. */
export function dollarsToCentsInput(value: string): number | null {
  const text = value.replace(/[$,\s]/g, "");
  if (text === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as a money field shows them ("14250.00"), empty for none. */
export function centsToDollarsInput(cents: number | null): string {
  if (cents === null) return "";
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
