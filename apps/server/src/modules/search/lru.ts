/** What bounds an Lru besides its entry count: the bytes its values hold, as `bytesOf` weighs them. */
export interface LruBytes<V> {
  maxBytes: number;
  bytesOf: (value: V) => number;
}

/** A small least-recently-used map, bounded by its number of entries and, when given, by the bytes they hold. */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly capacity: number,
    private readonly weight?: LruBytes<V>,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry?.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.weight?.bytesOf(value) ?? 0;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.capacity || (this.weight && this.bytes > this.weight.maxBytes && this.entries.size > 1)) {
      this.delete(this.entries.keys().next().value as K);
    }
  }

  /** The bytes the entries hold, as weighed (0 without a byte bound). */
  get heldBytes(): number {
    return this.bytes;
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
