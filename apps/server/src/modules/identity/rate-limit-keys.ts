import { createHash } from "node:crypto";

/**
 * A rate-limit key for an e-mail address. The address appears only as its SHA-256, so the counters
 * table never holds the addresses people typed (including mistyped and made-up ones).
 */
export function emailRateKey(prefix: string, email: string): string {
  return `${prefix}:${createHash("sha256").update(email).digest("hex")}`;
}
