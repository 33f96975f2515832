import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { Tx } from "../../db/transaction.ts";
import {
  consumeOneTimeToken,
  findOpenOneTimeToken,
  insertOneTimeToken,
  retireOpenOneTimeTokens,
} from "./one-time-token.repository.ts";
import { hashSecret, newSecretToken } from "./secret-token.ts";

/** What a one-time token is for: a password-reset link, or a sign-in link for the shop host. */
export type OneTimePurpose = "reset_password" | "multipass";

/**
 * Single-use link tokens: 256 random bits given out once, stored only as their SHA-256, valid until
 * their expiry or their first use, whichever comes first.
 */
export class OneTimeTokenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Creates a token inside the caller's transaction; returns the secret to put in the link. */
  async issue(tx: Tx, userId: string, purpose: OneTimePurpose, ttlMs: number, options: { replacePrevious?: boolean } = {}): Promise<string> {
    const now = this.clock.now();
    if (options.replacePrevious) await retireOpenOneTimeTokens(tx.db, userId, purpose, now.toISOString());
    const token = newSecretToken();
    await insertOneTimeToken(tx.db, {
      id: newId("ott"),
      userId,
      purpose,
      tokenHash: hashSecret(token),
      data: "{}",
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
    });
    return token;
  }

  /** The owner of a usable token, without spending it; null when unknown, spent or expired. */
  async peek(purpose: OneTimePurpose, token: string): Promise<string | null> {
    const row = await findOpenOneTimeToken(this.db.kysely, purpose, hashSecret(token), this.clock.now().toISOString());
    return row?.user_id ?? null;
  }

  /** Spends a token inside the caller's transaction; its owner, or null when it was not usable. */
  async consume(tx: Tx, purpose: OneTimePurpose, token: string): Promise<string | null> {
    const row = await consumeOneTimeToken(tx.db, purpose, hashSecret(token), this.clock.now().toISOString());
    return row?.user_id ?? null;
  }

  /** Voids every open token of a user for a purpose, inside the caller's transaction. */
  async retireAll(tx: Tx, userId: string, purpose: OneTimePurpose): Promise<void> {
    await retireOpenOneTimeTokens(tx.db, userId, purpose, this.clock.now().toISOString());
  }
}
