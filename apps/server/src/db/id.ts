import { randomFillSync } from "node:crypto";

const pool = Buffer.allocUnsafe(4096);
let offset = pool.length;

/**
 * `bytes` random bytes as hex, cut from a pool the system's generator fills 4 KiB at a time (one call per
 * 512 ids, not one each): for ids and tokens made thousands of times a second (search ids, attribution tokens).
 */
export function randomHex(bytes: number): string {
  if (offset + bytes > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const hex = pool.toString("hex", offset, offset + bytes);
  offset += bytes;
  return hex;
}

let lastTime = 0;
let sequence = 0;

/**
 * A unique text id with a readable prefix that sorts in creation order within a process: time (ms,
 * base36) + a counter for ids made in the same millisecond + 64 random bits. Rows created under a
 * frozen test clock, or in one burst, still list newest-last by id. The random bits come from a pool
 * (as search ids do): `randomBytes` per id showed in the cart's profile.
 */
export function newId(prefix: string): string {
  const now = Date.now();
  if (now === lastTime) sequence += 1;
  else {
    lastTime = now;
    sequence = 0;
  }
  const time = now.toString(36).padStart(9, "0");
  return `${prefix}_${time}${sequence.toString(36).padStart(4, "0")}${randomHex(8)}`;
}
