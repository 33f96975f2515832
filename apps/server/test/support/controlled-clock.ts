import type { Clock } from "../../src/db/clock.ts";

/** A clock tests move by hand. */
export class ControlledClock implements Clock {
  constructor(private current: Date = new Date("2026-11-18T12:00:00.000Z")) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
