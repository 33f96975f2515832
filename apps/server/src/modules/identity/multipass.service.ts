import { MULTIPASS_TTL_MS } from "@maison/domain/identity/sign-in-limits";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { OneTimeTokenService } from "./one-time-token.service.ts";
import type { DeviceMeta, SessionService } from "./session.service.ts";

/** Where the shop host redeems a one-time sign-in link. */
export const MULTIPASS_PATH = "/account/login/multipass";

/**
 * One-time sign-in links for the shop host (spec 2 §4: after login, "on the shop host, signs into the
 * shop through a one-time sign-in link"). A link works once, within two minutes, and opens a session
 * of its own.
 */
export class MultipassService {
  constructor(
    private readonly db: Db,
    private readonly tokens: OneTimeTokenService,
    private readonly sessions: SessionService,
    private readonly publicBaseUrl: string,
  ) {}

  /** A new link for the user, created inside the caller's transaction. */
  async issue(tx: Tx, userId: string): Promise<string> {
    const token = await this.tokens.issue(tx, userId, "multipass", MULTIPASS_TTL_MS);
    return `${this.publicBaseUrl}${MULTIPASS_PATH}/${token}`;
  }

  /** Spends a link's token and opens a full session; the session token, or null when the link is unusable. */
  async redeem(token: string, device: DeviceMeta): Promise<string | null> {
    return inTransaction(this.db, async (tx) => {
      const userId = await this.tokens.consume(tx, "multipass", token);
      if (!userId) return null;
      return (await this.sessions.create(tx, userId, "full", device)).token;
    });
  }

  /** Voids the user's unspent links (after a password change or reset), inside the caller's transaction. */
  async retireAll(tx: Tx, userId: string): Promise<void> {
    await this.tokens.retireAll(tx, userId, "multipass");
  }
}
