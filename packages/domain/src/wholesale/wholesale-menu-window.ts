/**
 * The wholesale menu's availability window (spec 1 §4, spec 2 §6): 2024-02-14 13:00 to
 * 2027-02-27 07:59:59. The spec gives no zone; Maison reads the window in UTC (decision 061).
 * The end is the last second of the window, so the menu is gone from 2027-02-27 08:00:00.
 */
export const WHOLESALE_MENU_WINDOW = {
  opensAt: new Date("2024-02-14T13:00:00.000Z"),
  closesAt: new Date("2027-02-27T07:59:59.000Z"),
} as const;

/** Whether `now` falls inside the window, both ends included (to the last whole second). */
export function isWholesaleMenuOpen(now: Date, window = WHOLESALE_MENU_WINDOW): boolean {
  const t = now.getTime();
  return t >= window.opensAt.getTime() && t < window.closesAt.getTime() + 1000;
}

/** The wholesale menu shows only to business (b2b) accounts, and only inside its window. */
export function canSeeWholesaleMenu(viewer: { isB2b: boolean }, now: Date): boolean {
  return viewer.isB2b && isWholesaleMenuOpen(now);
}
