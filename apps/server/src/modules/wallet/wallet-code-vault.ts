import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { giftCardCodeFromBytes, GIFT_CARD_CODE_LENGTH } from "@maison/domain/wallet/gift-card-code";

/**
 * Keeps gift-card codes out of the database in the clear. A keyed hash (HMAC-SHA256) finds a card by
 * its full code; the codes of cards a user owns are also sealed (AES-256-GCM) so their own wallet can
 * list them. Both keys derive from the server secret; a database dump alone reveals no code.
 */
export class WalletCodeVault {
  private readonly hashKey: Buffer;
  private readonly sealKey: Buffer;

  constructor(secret: string) {
    this.hashKey = Buffer.from(hkdfSync("sha256", secret, "maison-wallet", "gift-card-code-hash", 32));
    this.sealKey = Buffer.from(hkdfSync("sha256", secret, "maison-wallet", "gift-card-code-seal", 32));
  }

  /** The lookup hash of a normalised code. */
  hash(code: string): string {
    return createHmac("sha256", this.hashKey).update(code).digest("hex");
  }

  seal(code: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.sealKey, iv);
    const body = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
  }

  /** The code back from its sealed form; throws when it was sealed under another key or altered. */
  unseal(sealed: string): string {
    const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
    if (!iv || !tag || !body) throw new Error("malformed sealed gift-card code");
    const decipher = createDecipheriv("aes-256-gcm", this.sealKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  }

  /** The code, or null when it was sealed under another key. */
  tryUnseal(sealed: string): string | null {
    try {
      return this.unseal(sealed);
    } catch {
      return null;
    }
  }

  /** A new random code. */
  generate(): string {
    return giftCardCodeFromBytes(randomBytes(GIFT_CARD_CODE_LENGTH));
  }
}
