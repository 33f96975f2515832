/**
 * Parts of an answer already written as JSON (decision 100). A service that keeps the JSON of a large,
 * seldom-changing part of its answer (the 48 cards of a list page, a search's counts per filter value)
 * attaches those bytes to the answer with `withJsonFragments`; the route's compiled serializer then writes
 * the rest of the answer and splices the bytes in, instead of writing the part again on every request.
 * The bytes must be what the route's serializer writes for the value they stand for: outside production
 * every answer is also written whole, through zod, and the two texts must be equal (decision 087).
 */

const FRAGMENTS = Symbol("json-fragments");

/** A top-level property of an answer and the JSON its value is written as (in pieces, joined once when the answer is written). */
export interface JsonFragment {
  key: string;
  bytes: Buffer | readonly Buffer[];
}

/**
 * Attaches fragments to an answer (hidden from zod, JSON and the object spread). Each key must be a
 * top-level property whose value is an array, and no object written before it may have a property of
 * the same name: the splice finds the first `"key":[]` of the text.
 */
export function withJsonFragments<T extends object>(value: T, fragments: readonly JsonFragment[]): T {
  Object.defineProperty(value, FRAGMENTS, { value: fragments, enumerable: false });
  return value;
}

/** The fragments attached to an answer, if any. */
export function jsonFragmentsOf(value: unknown): readonly JsonFragment[] | undefined {
  if (value === null || typeof value !== "object") return undefined;
  return (value as { [FRAGMENTS]?: readonly JsonFragment[] })[FRAGMENTS];
}

/**
 * The answer written with its fragments: `write` writes the answer with each fragment's property an empty
 * array, and each fragment's bytes take that empty array's place. Null when a property is not found.
 */
export function writeWithFragments(value: object, fragments: readonly JsonFragment[], write: (data: unknown) => string): Buffer | null {
  const emptied: Record<string, unknown> = { ...value };
  for (const f of fragments) emptied[f.key] = [];
  const text = write(emptied);
  const places = fragments.map((f) => ({ bytes: f.bytes, at: text.indexOf(`"${f.key}":[]`), length: f.key.length + 5 }));
  if (places.some((p) => p.at < 0)) return null;
  places.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const place of places) {
    // Up to and including `"key":`, then the fragment; the text's `[]` is skipped.
    const end = place.at + place.length - 2;
    parts.push(Buffer.from(text.slice(from, end)));
    if (Buffer.isBuffer(place.bytes)) parts.push(place.bytes);
    else parts.push(...place.bytes);
    from = end + 2;
  }
  parts.push(Buffer.from(text.slice(from)));
  return Buffer.concat(parts);
}

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/** A JSON array of items each already written as JSON, in pieces (joined when the answer is written). */
export function jsonArray(items: readonly Buffer[]): Buffer[] {
  const parts: Buffer[] = [OPEN];
  items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(CLOSE);
  return parts;
}

/**
 * The UTF-8 of a text in memory of its own: a small `Buffer.from` is a slice of a shared 8 KiB slab,
 * and keeping the slice would keep the whole slab.
 */
export function ownedBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}
