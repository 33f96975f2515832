/**
 * Requests answered per second over a sliding window, read on a timer: `count()` on every answer,
 * `sample()` every tenth of the window. Load shedding (decision 076) divides the open connections by it.
 */
export class AnswerRate {
  private total = 0;
  private readings: { at: number; total: number }[] = [];

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.reset();
  }

  reset(): void {
    this.readings = [{ at: this.now(), total: this.total }];
  }

  count(): void {
    this.total += 1;
  }

  /** Takes a reading; returns the answers per second over the window (or over what has been seen of it). */
  sample(): number {
    const at = this.now();
    this.readings.push({ at, total: this.total });
    while (this.readings.length > 2 && at - this.readings[1]!.at >= this.windowMs) this.readings.shift();
    const start = this.readings[0]!;
    const elapsed = at - start.at;
    return elapsed > 0 ? ((this.total - start.total) * 1000) / elapsed : 0;
  }
}
