import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new opaque secret: 256 random bits, URL-safe. Sessions, reset links and one-time sign-ins use it. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What we store instead of a token: its SHA-256. A leaked table gives no usable tokens. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
