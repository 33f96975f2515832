const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" });

/** "$1,800.00", or "—" for none. */
export function formatMoney(cents: number | null): string {
  return cents === null ? "—" : usd.format(cents / 100);
}

/** "Dec 8, 2026" as New York reads it. */
export function formatDay(iso: string | null): string {
  return iso ? day.format(new Date(iso)) : "—";
}
