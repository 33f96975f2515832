const DAY_MS = 86_400_000;

/**
 * How the account words a quote's expiry (spec: "Expires today / in one day / in N days"), counted in
 * whole calendar days of the store's time zone between now and the expiry. Null once it has expired.
 */
export function expiryLabel(expiresAt: string, now: Date, timeZone = "America/New_York"): string | null {
  const end = new Date(expiresAt);
  if (end.getTime() <= now.getTime()) return null;
  const days = Math.round((dayNumber(end, timeZone) - dayNumber(now, timeZone)));
  if (days <= 0) return "Expires today";
  if (days === 1) return "Expires in one day";
  return `Expires in ${days} days`;
}

/** The calendar day of `at` in `timeZone`, as a day count. */
function dayNumber(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.floor(Date.UTC(get("year"), get("month") - 1, get("day")) / DAY_MS);
}
