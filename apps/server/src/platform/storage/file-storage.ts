/**
 * Where uploaded and generated files live (product photos, evaluation photos). Keys are relative,
 * lower-case paths such as `products/8000000000001/1.svg`; adapters map them to disk or a bucket.
 */
export interface FileStorage {
  /** Stores `data` at `key`, replacing any earlier file; readers never see a half-written file. */
  put(key: string, data: Buffer | string): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the file at `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Removes every file under `prefix/` (used when the demo catalog is rebuilt). */
  deleteTree(prefix: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*$/;
const MAX_KEY_LENGTH = 512;

/**
 * A key is safe when it is a relative path of lower-case letters, digits, `_`, `.`, `-` and `/`,
 * with no empty, `.` or `..` segment, so it can never climb out of the storage root.
 */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) return false;
  return key.split("/").every((segment) => segment !== "." && !segment.includes(".."));
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "InvalidStorageKeyError";
  }
}

/** Throws InvalidStorageKeyError unless the key is safe (see isValidStorageKey). */
export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}
