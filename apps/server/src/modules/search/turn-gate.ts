/**
 * Lets one caller through per turn of the event loop (decision 090). A search does its work in one
 * piece once it has its snapshot (filters, counts and sorts over the columns, a few milliseconds at
 * 100,000 products, more after a catalog change empties the snapshot's memos); the searches that
 * arrive together are read in one poll of the sockets, so without a gate they ran back to back in one
 * turn and the loop answered nothing else meanwhile (40–80 ms while staff edited prices). Through the
 * gate the first caller of a turn goes on at once; the others wait, in order, one let through per
 * later turn, with the loop's timers and sockets served between them. Not a lock: nothing is held,
 * a caller that passes is never waited for, so a request that passes twice cannot block itself.
 */
export class TurnGate {
  private open = true;
  private readonly waiting: Array<() => void> = [];

  /** Nothing when the caller may go on now; otherwise a promise that resolves in a later turn. */
  pass(): Promise<void> | undefined {
    if (this.open) {
      this.open = false;
      // A first immediate runs in this turn's check phase; the one it schedules, in the next turn's.
      setImmediate(() => setImmediate(this.release));
      return undefined;
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** How many callers wait for a later turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** In a check phase: lets the next waiter go on (its continuation runs in this phase) and the one after it in the next turn. */
  private readonly release = (): void => {
    const next = this.waiting.shift();
    if (!next) {
      this.open = true;
      return;
    }
    next();
    setImmediate(this.release);
  };
}
