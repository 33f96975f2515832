/**
 * Remembers how many products each collection holds, valid while the catalog's change stamp (the
 * newest product `updated_at`) stays the same, and for at most `maxAgeMs` as a safety net. Counting
 * a large collection reads tens of thousands of index entries; checking the stamp reads one.
 */
export class CollectionCountCache {
  private readonly entries = new Map<string, { stamp: string; total: number; storedAt: number }>();

  constructor(
    private readonly maxAgeMs = 5 * 60_000,
    private readonly maxEntries = 1000,
  ) {}

  get(handle: string, stamp: string, now: number): number | undefined {
    const entry = this.entries.get(handle);
    if (!entry || entry.stamp !== stamp || now - entry.storedAt > this.maxAgeMs) return undefined;
    return entry.total;
  }

  set(handle: string, stamp: string, total: number, now: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(handle, { stamp, total, storedAt: now });
  }
}
