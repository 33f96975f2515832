/** How the seller's pages write money and dates. Money arrives in cents; dates are read in UTC so server and browser agree. */

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const month = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

/** "$4,250": offers and prices in whole dollars. */
export function formatDollars(cents: number): string {
  return dollars.format(Math.round(cents / 100));
}

/** "+$120" or "−$85": an adjustment to a value, with a true minus sign. */
export function formatSignedDollars(cents: number): string {
  const whole = formatDollars(Math.abs(cents));
  return cents < 0 ? `\u2212${whole}` : `+${whole}`;
}

/** "Mar 4, 2026". */
export function formatDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? day.format(time) : iso;
}

/** "Mar 2026". */
export function formatMonth(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? month.format(time) : iso;
}

/** "Mar" (with the year's last two digits in January, so the axis reads across a new year). */
export function formatAxisMonth(iso: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  const name = shortMonth.format(time);
  return new Date(time).getUTCMonth() === 0 ? `${name} ’${String(new Date(time).getUTCFullYear()).slice(2)}` : name;
}

/** "Tuesday, March 10" for a pickup date (YYYY-MM-DD). */
export function formatPickupDate(date: string): string {
  const time = Date.parse(`${date}T12:00:00Z`);
  return Number.isFinite(time) ? weekday.format(time) : date;
}

/** "11:00 am – 1:00 pm" for a pickup window starting at "11:00", `hours` long. */
export function formatPickupWindow(start: string, hours: number): string {
  const [h, m] = start.split(":").map(Number);
  if (h === undefined || m === undefined || !Number.isFinite(h) || !Number.isFinite(m)) return start;
  const clock = (hour: number) => `${((hour + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
  return `${clock(h)} – ${clock(h + hours)}`;
}

/** "A 10% change" in words: a factor 1.05 reads "+5%", 0.92 reads "−8%". */
export function formatFactor(factor: number): string {
  const percent = Math.round((factor - 1) * 100);
  return percent < 0 ? `\u2212${Math.abs(percent)}%` : `+${percent}%`;
}
