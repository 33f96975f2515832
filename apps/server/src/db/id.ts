import { randomBytes } from "node:crypto";

/** A sortable, unique text id with a readable prefix: time (ms, base36) + 80 random bits. */
export function newId(prefix: string): string {
  const time = Date.now().toString(36).padStart(9, "0");
  return `${prefix}_${time}${randomBytes(10).toString("hex")}`;
}
