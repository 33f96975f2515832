/**
 * Sets of snapshot rows as bits (row i is bit i & 31 of word i >>> 5), so a query's tests are word-wise
 * ANDs and bit reads instead of a function call per product (decision 091).
 */
export type Bits = Uint32Array;

/** The words a set over `rows` rows takes. */
export function wordsFor(rows: number): number {
  return (rows + 31) >>> 5;
}

/** The rows whose `column` holds `code` (and, with `within`, whose other column holds its code). */
export function codeBits(column: ArrayLike<number>, code: number, rows: number, within?: { column: ArrayLike<number>; code: number }): Bits {
  const bits = new Uint32Array(wordsFor(rows));
  if (within) {
    const scope = within.column;
    const wanted = within.code;
    for (let i = 0; i < rows; i++) if (column[i] === code && scope[i] === wanted) bits[i >>> 5]! |= 1 << (i & 31);
  } else {
    for (let i = 0; i < rows; i++) if (column[i] === code) bits[i >>> 5]! |= 1 << (i & 31);
  }
  return bits;
}

/** The rows marked 1 in a byte-per-row column (a tag set). */
export function byteBits(bytes: Uint8Array, rows: number): Bits {
  const bits = new Uint32Array(wordsFor(rows));
  const n = Math.min(rows, bytes.length);
  for (let i = 0; i < n; i++) if (bytes[i] === 1) bits[i >>> 5]! |= 1 << (i & 31);
  return bits;
}

/** The union of sets (a new set, or the one set itself: only to be read). */
export function union(sets: readonly Bits[], rows: number): Bits {
  if (sets.length === 1 && sets[0]!.length === wordsFor(rows)) return sets[0]!;
  const out = new Uint32Array(wordsFor(rows));
  for (const set of sets) {
    const n = Math.min(out.length, set.length);
    for (let w = 0; w < n; w++) out[w]! |= set[w]!;
  }
  return out;
}

/** Kept bitsets of one snapshot, built on first use (LoadedSnapshot.memo: a patched snapshot starts afresh). */
export type BitsMemo = (key: string, build: () => Bits) => Bits;
