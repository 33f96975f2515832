import { performance } from "node:perf_hooks";

/** How busy the event loop has been since the process started: ms spent running code, and ms waiting for I/O. */
export interface LoopTime {
  active: number;
  idle: number;
}

export interface UtilisationGateOptions {
  /** Start shedding once the loop has been busy at least this share (0–1) of the last window; above 1 never. */
  enterAt: number;
  /** Stop shedding once the share over the last window falls below this (hysteresis: below `enterAt`). */
  leaveBelow: number;
  /** The window the share is measured over, in ms. */
  windowMs: number;
}

/** Node's own measure of the loop: `performance.eventLoopUtilization()`, cumulative since the process started. */
export const nodeLoopTime = (): LoopTime => {
  const { active, idle } = performance.eventLoopUtilization();
  return { active, idle };
};

/**
 * Event-loop utilisation with hysteresis (decision 076): the share of the last window the loop spent
 * running code rather than waiting for I/O. A server offered more than it can answer runs flat out,
 * every turn of its loop reading the requests that queued in the sockets during the last one; once that
 * share reaches `enterAt` the gate closes, and it opens again only when the share falls below
 * `leaveBelow`, so that a server hovering at the threshold does not flip at every sample.
 *
 * `sample()` is called on a timer (every tenth of the window); `loopTime` and `now` are injectable so
 * that the rule is tested without a busy loop.
 */
export class UtilisationGate {
  private readings: { at: number; loop: LoopTime }[] = [];
  private closed = false;
  private share = 0;

  constructor(
    private readonly options: UtilisationGateOptions,
    private readonly loopTime: () => LoopTime = nodeLoopTime,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!(options.leaveBelow <= options.enterAt)) throw new Error("leaveBelow must not be above enterAt");
    this.reset();
  }

  /** Forgets what came before (the application's loading is not load). */
  reset(): void {
    this.readings = [{ at: this.now(), loop: this.loopTime() }];
    this.closed = false;
    this.share = 0;
  }

  /** Takes a reading; decides once a whole window has been seen. Returns whether the gate changed. */
  sample(): boolean {
    const at = this.now();
    const loop = this.loopTime();
    this.readings.push({ at, loop });
    // Keep the newest reading at least a window old as the window's start.
    while (this.readings.length > 2 && at - this.readings[1]!.at >= this.options.windowMs) this.readings.shift();
    const start = this.readings[0]!;
    if (at - start.at < this.options.windowMs) return false;
    const active = loop.active - start.loop.active;
    const total = active + (loop.idle - start.loop.idle);
    this.share = total > 0 ? active / total : 0;
    const wasClosed = this.closed;
    if (!this.closed && this.share >= this.options.enterAt) this.closed = true;
    else if (this.closed && this.share < this.options.leaveBelow) this.closed = false;
    return wasClosed !== this.closed;
  }

  /** Whether new requests are turned away now. */
  shedding(): boolean {
    return this.closed;
  }

  /** The loop's busy share over the last window (0 until a window has been seen). */
  utilisation(): number {
    return this.share;
  }
}
