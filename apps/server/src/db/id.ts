import { randomBytes } from "node:crypto";

let lastTime = 0;
let sequence = 0;

/**
 * A unique text id with a readable prefix that sorts in creation order within a process: time (ms,
 * base36) + a counter for ids made in the same millisecond + 64 random bits. Rows created under a
 * frozen test clock, or in one burst, still list newest-last by id.
 */
export function newId(prefix: string): string {
  const now = Date.now();
  if (now === lastTime) sequence += 1;
  else {
    lastTime = now;
    sequence = 0;
  }
  const time = now.toString(36).padStart(9, "0");
  return `${prefix}_${time}${sequence.toString(36).padStart(4, "0")}${randomBytes(8).toString("hex")}`;
}
