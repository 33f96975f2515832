import type { Clock } from "../../db/clock.ts";

/**
 * The clock of a development or test server (never production): the system's time plus an offset a
 * developer moves forward through /api/dev/clock/, so timers (a quote's expiry, a return window) can be
 * followed end to end in a running server. The offset only grows: time never runs backwards.
 */
export class DevelopmentClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): Date {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError("The clock only moves forward, by whole milliseconds.");
    this.offsetMs += ms;
    return this.now();
  }
}
