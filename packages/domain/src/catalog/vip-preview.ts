/**
 * The weekly VIP preview (spec 1 §4, spec 2 §9): new arrivals drop for members first, every weekday 3
 * (Wednesday) for 24 hours. The window starts at midnight in the store's time zone unless a start
 * override names another moment.
 */
export const VIP_PREVIEW_WEEKDAY = 3;
export const VIP_PREVIEW_DURATION_HOURS = 24;
/** The generic ("coming soon") message shows from this many hours before the window opens. */
export const VIP_PREVIEW_TEASER_HOURS = 24;
/** The store's time zone: the window opens at its local midnight. */
export const VIP_PREVIEW_TIME_ZONE = "America/New_York";

const storeMoment = new Intl.DateTimeFormat("en-US", {
  timeZone: VIP_PREVIEW_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
const storeDay = new Intl.DateTimeFormat("en-US", { timeZone: VIP_PREVIEW_TIME_ZONE, weekday: "long", month: "long", day: "numeric" });

/**
 * "Wednesday, November 25 at 12:00 AM EST": a VIP preview moment (the window's opening or close, a
 * piece's opening to everyone) as every page and message writes it, on the store's clock, whatever the
 * reader's time zone. The one formatter of these moments.
 */
export function formatVipPreviewMoment(at: Date): string {
  return storeMoment.format(at);
}

/** "Wednesday, November 25": the store's calendar day of a VIP preview moment. */
export function formatVipPreviewDay(at: Date): string {
  return storeDay.format(at);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface VipPreviewSettings {
  weekday: number;
  durationHours: number;
  /** A one-off start that replaces the weekly schedule (for a moved drop). */
  startOverride: Date | null;
  timeZone: string;
}

export const VIP_PREVIEW_SETTINGS: VipPreviewSettings = {
  weekday: VIP_PREVIEW_WEEKDAY,
  durationHours: VIP_PREVIEW_DURATION_HOURS,
  startOverride: null,
  timeZone: VIP_PREVIEW_TIME_ZONE,
};

/** generic: the 24 hours before a window; vip: inside it; navbar: any other time. */
export type VipPreviewPhase = "generic" | "vip" | "navbar";

export interface VipPreviewWindow {
  phase: VipPreviewPhase;
  /** The window the phase speaks of: the open one while vip, else the next one. */
  start: Date;
  end: Date;
}

/** Which VIP preview message applies at `now`, and the window it refers to. */
export function vipPreviewWindow(now: Date, settings: VipPreviewSettings = VIP_PREVIEW_SETTINGS): VipPreviewWindow {
  const duration = settings.durationHours * HOUR_MS;
  const candidates = settings.startOverride ? [settings.startOverride] : weeklyStarts(now, settings);
  const t = now.getTime();
  for (const start of candidates) {
    const end = new Date(start.getTime() + duration);
    if (t >= start.getTime() && t < end.getTime()) return { phase: "vip", start, end };
  }
  const upcoming = candidates.find((start) => start.getTime() > t) ?? candidates[candidates.length - 1]!;
  const end = new Date(upcoming.getTime() + duration);
  const teaserFrom = upcoming.getTime() - VIP_PREVIEW_TEASER_HOURS * HOUR_MS;
  const phase: VipPreviewPhase = t >= teaserFrom && t < upcoming.getTime() ? "generic" : "navbar";
  return { phase, start: upcoming, end };
}

/** This week's and next week's starts: local midnight of the weekday, in the store's time zone. */
function weeklyStarts(now: Date, settings: VipPreviewSettings): Date[] {
  const local = localDate(now, settings.timeZone);
  const back = (local.weekday - settings.weekday + 7) % 7;
  const thisWeek = Date.UTC(local.year, local.month - 1, local.day - back);
  return [zonedMidnight(thisWeek, settings.timeZone), zonedMidnight(thisWeek + 7 * DAY_MS, settings.timeZone)];
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function localDate(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric", weekday: "short" })
    .formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { year: Number(get("year")), month: Number(get("month")), day: Number(get("day")), weekday: WEEKDAYS[get("weekday")] ?? 0 };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant of local midnight on the calendar day `utcDay` (a UTC midnight standing for that date). */
function zonedMidnight(utcDay: number, timeZone: string): Date {
  const guess = utcDay - zoneOffset(utcDay, timeZone);
  return new Date(utcDay - zoneOffset(guess, timeZone));
}
