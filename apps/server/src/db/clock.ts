/** The time source every service uses, so tests can control it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** ISO-8601 UTC text, the portable timestamp format of every table. */
export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}
