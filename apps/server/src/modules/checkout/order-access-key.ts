import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * The key that lets a guest read their order (thank-you and order pages): derived from the order id
 * with the server secret, so a retried completion hands back the same key; only its hash is stored.
 */
export function orderAccessKey(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order-access:${orderId}`).digest("base64url");
}

export function hashAccessKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function accessKeyMatches(presented: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(hashAccessKey(presented), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
