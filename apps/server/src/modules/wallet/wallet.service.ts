import type { Kysely } from "kysely";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { isGiftCardCode, lastCharactersOf, normalizeGiftCardCode } from "@maison/domain/wallet/gift-card-code";
import { availableOf, SYSTEM_ACCOUNTS, type StoreCreditPurpose } from "@maison/domain/wallet/wallet-account";
import { walletProfileFacts, type OwnedCard, type WalletProfileFacts } from "@maison/domain/wallet/wallet-profile";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { Database } from "../../db/schema.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import { noCrash, type CrashPoint } from "../../platform/crash/crash-points.ts";
import { assertAmount, walletErrors } from "./wallet-errors.ts";
import { postCredit, sameMovement, writeEntries } from "./wallet-movements.ts";
import { WalletCodeVault } from "./wallet-code-vault.ts";
import { WalletHoldTransitions } from "./wallet-hold-transitions.ts";
import type { GiftCardSummary, LedgerHold, PointsPort, WalletPort } from "./wallet.port.ts";
import * as repo from "./wallet.repository.ts";
import { emptyAccount, toSummary, type WalletAccountRow, type WalletTransactionRow } from "./wallet.repository.ts";

/** A card just issued or credited: its summary, and its code when this server may show it. */
export interface IssuedCard {
  summary: GiftCardSummary;
  /** The full code: always for a new card; null when replaying the issue of a bearer card (its code is never stored readable). */
  code: string | null;
}

export interface IssueGiftCardInput {
  amountCents: number;
  idempotencyKey: string;
  reference: string;
  giftForYou?: boolean;
  /** Puts the card in this user's wallet (its code is then listed in their profile). */
  ownerUserId?: string;
  /** A chosen code (demo data, imports); a random one otherwise. */
  code?: string;
}

export interface CreditStoreCreditInput {
  userId: string;
  amountCents: number;
  idempotencyKey: string;
  reference: string;
  /** Which of the user's lists the credit is shown in; "wallet" by default. */
  purpose?: StoreCreditPurpose;
  giftForYou?: boolean;
}

type Executor = Kysely<Database>;

/**
 * The wallet ledger: gift cards, store credit and loyalty points as accounts of an append-only,
 * double-entry ledger. Every movement is one transaction whose entries sum to zero against a system
 * account; balances of cards and points are kept on their rows with guarded updates (and CHECK
 * constraints), so none can go negative whatever the concurrency. Every movement has an idempotency key.
 * Holds are posted and released through the transition helper (audited, with their domain events).
 */
export class WalletService implements WalletPort, PointsPort {
  private readonly vault: WalletCodeVault;
  private readonly holds: WalletHoldTransitions | null;

  /** Without `transitions` the wallet can issue, credit and hold but not post or release (the demo data's use). */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    secret: string,
    transitions?: Transitions,
    /** The crash test's named points inside a ledger movement (decision 075); inert unless CRASH_AT names one. */
    private readonly crash: CrashPoint = noCrash,
  ) {
    this.vault = new WalletCodeVault(secret);
    this.holds = transitions ? new WalletHoldTransitions(transitions, clock) : null;
  }

  async findGiftCardByCode(code: string, tx?: Tx): Promise<GiftCardSummary | null> {
    const normalized = normalizeGiftCardCode(code);
    if (!isGiftCardCode(normalized)) return null;
    const row = await repo.findAccountByCodeHash(this.executor(tx), this.vault.hash(normalized));
    return row ? toSummary(row) : null;
  }

  async findGiftCardById(id: string, tx?: Tx): Promise<GiftCardSummary | null> {
    const row = await repo.findAccountById(this.executor(tx), id);
    return row && row.kind !== "system" ? toSummary(row) : null;
  }

  async walletCodesOf(userId: string, tx?: Tx): Promise<Array<{ code: string; summary: GiftCardSummary }>> {
    const cards = await this.ownedSpendableCards(this.executor(tx), userId);
    return cards.map(({ row, code }) => ({ code, summary: toSummary(row) }));
  }

  /** `counter`: where the held amount goes when posted (sales or points redemption by default; the cash-outs account for a cash-out). */
  async hold(tx: Tx, giftCardId: string, amountCents: number, idempotencyKey: string, reference: string, counter?: string): Promise<LedgerHold> {
    assertAmount(amountCents, "amountCents");
    const now = this.now();
    const account = await repo.findAccountById(tx.db, giftCardId);
    if (!account || account.kind === "system") throw walletErrors.accountNotFound();
    const transactionId = newId("wtx");
    const inserted = await repo.insertTransactionIfNew(tx.db, {
      id: transactionId,
      idempotency_key: idempotencyKey,
      kind: "spend",
      state: "pending",
      account_id: giftCardId,
      amount: amountCents,
      reference,
      created_at: now,
      posted_at: null,
      voided_at: null,
    });
    if (!inserted) {
      const existing = await sameMovement(tx.db, idempotencyKey, { kind: "spend", accountId: giftCardId, amount: amountCents });
      // A released hold is not handed out again: posting it would fail later, far from the cause.
      if (existing.state === "voided") throw walletErrors.holdReleased();
      return { holdId: existing.id, giftCardId, amountCents };
    }
    if (!(await repo.reserve(tx.db, giftCardId, amountCents, now))) {
      // A caller that catches the refusal and commits must not keep a hold without entries.
      await repo.deleteUnreservedSpend(tx.db, transactionId);
      throw account.status === "active" ? walletErrors.insufficientFunds() : walletErrors.notSpendable();
    }
    const other = counter ?? (account.unit === "points" ? SYSTEM_ACCOUNTS.pointsRedemption : SYSTEM_ACCOUNTS.sales);
    // The balance is reserved, the entries not yet written: a process lost here must leave neither.
    this.crash("wallet.hold.after_reserve");
    await writeEntries(tx.db, transactionId, idempotencyKey, giftCardId, other, amountCents, now);
    return { holdId: transactionId, giftCardId, amountCents };
  }

  async post(tx: Tx, holdId: string, actor?: Actor): Promise<void> {
    const hold = await this.pendingSpend(tx.db, holdId);
    if (await this.holdTransitions().move(tx, hold, "post", actor)) await repo.settleHeld(tx.db, hold.account_id, hold.amount, this.now());
  }

  async release(tx: Tx, holdId: string, actor?: Actor): Promise<void> {
    const hold = await this.pendingSpend(tx.db, holdId);
    if (await this.holdTransitions().move(tx, hold, "void", actor)) await repo.unreserve(tx.db, hold.account_id, hold.amount, this.now());
  }

  /**
   * Gives back a posted spend (a cancelled order's gift-card, store-credit or points payment): its
   * amount is credited to the same account, balanced against where the spend went (sales or points
   * redemption). The same key gives it back once. Returns the amount given back.
   */
  async returnSpend(tx: Tx, holdId: string, idempotencyKey: string, reference: string): Promise<number> {
    const spend = await this.pendingSpend(tx.db, holdId);
    if (spend.state !== "posted") throw new Error(`wallet spend ${holdId} is ${spend.state}, not posted: there is nothing to give back`);
    const account = await repo.findAccountById(tx.db, spend.account_id);
    if (!account) throw walletErrors.accountNotFound();
    const source = account.unit === "points" ? SYSTEM_ACCOUNTS.pointsRedemption : SYSTEM_ACCOUNTS.sales;
    await postCredit(tx.db, { accountId: spend.account_id, source, kind: "credit", amount: Number(spend.amount), idempotencyKey, reference }, this.now(), this.crash);
    return Number(spend.amount);
  }

  /**
   * Issues a gift card worth `amountCents` (balanced against gift-card issuance). The same key returns
   * the same card. A chosen `code` must be a 16-character code not used by another card.
   */
  async issueGiftCard(input: IssueGiftCardInput, tx?: Tx): Promise<IssuedCard> {
    assertAmount(input.amountCents, "amountCents");
    const code = input.code === undefined ? this.vault.generate() : normalizeGiftCardCode(input.code);
    if (!isGiftCardCode(code)) throw walletErrors.badCode();
    const accountId = `wac_gc_${this.vault.hash(`issue:${input.idempotencyKey}`).slice(0, 32)}`;
    const work = async (t: Tx): Promise<IssuedCard> => {
      const now = this.now();
      await repo.insertAccountIfAbsent(t.db, {
        ...emptyAccount(accountId, "gift_card", now),
        owner_user_id: input.ownerUserId ?? null,
        purpose: input.ownerUserId ? "wallet" : null,
        ...this.codeColumns(code, input.ownerUserId !== undefined),
        gift_for_you: input.giftForYou ? 1 : 0,
      });
      const fresh = await postCredit(t.db, { accountId, source: SYSTEM_ACCOUNTS.giftCardIssuance, kind: "issue", amount: input.amountCents, ...keyed(input) }, now, this.crash);
      const row = (await repo.findAccountById(t.db, accountId)) as WalletAccountRow;
      const readable = fresh ? code : row.code_sealed ? this.vault.unseal(row.code_sealed) : null;
      return { summary: toSummary(row), code: readable };
    };
    return tx ? work(tx) : inTransaction(this.db, work);
  }

  /**
   * Credits a user's store credit (membership contributions, trade-ins, refunds, demo data): added to
   * their card of that purpose, created with a new code on first use. The same key credits once.
   */
  async creditStoreCredit(input: CreditStoreCreditInput, tx?: Tx): Promise<IssuedCard> {
    assertAmount(input.amountCents, "amountCents");
    const purpose = input.purpose ?? "wallet";
    const accountId = `wac_sc_${purpose}${input.giftForYou ? "_gfy" : ""}_${input.userId}`;
    const work = async (t: Tx): Promise<IssuedCard> => {
      const now = this.now();
      const code = this.vault.generate();
      await repo.insertAccountIfAbsent(t.db, {
        ...emptyAccount(accountId, "store_credit", now),
        owner_user_id: input.userId,
        purpose,
        ...this.codeColumns(code, true),
        gift_for_you: input.giftForYou ? 1 : 0,
      });
      await postCredit(t.db, { accountId, source: SYSTEM_ACCOUNTS.storeCreditIssuance, kind: "credit", amount: input.amountCents, ...keyed(input) }, now, this.crash);
      const row = (await repo.findAccountById(t.db, accountId)) as WalletAccountRow;
      return { summary: toSummary(row), code: this.vault.unseal(row.code_sealed as string) };
    };
    return tx ? work(tx) : inTransaction(this.db, work);
  }

  /** Grants loyalty points to a user (balanced against points issuance). The same key grants once. */
  async creditPoints(input: { userId: string; points: number; idempotencyKey: string; reference: string }, tx?: Tx): Promise<number> {
    assertAmount(input.points, "points");
    const work = async (t: Tx): Promise<number> => {
      const accountId = await this.ensurePointsAccount(t.db, input.userId);
      await postCredit(t.db, { accountId, source: SYSTEM_ACCOUNTS.pointsIssuance, kind: "credit", amount: input.points, ...keyed(input) }, this.now(), this.crash);
      return this.pointsOf(input.userId, t);
    };
    return tx ? work(tx) : inTransaction(this.db, work);
  }

  /**
   * Credits a seller's cash balance (a consignment's cleared earning, decision 046): one `cash` account
   * per user, created on first use, balanced against the consignment earnings system account. The same
   * key credits once; the same key with another amount is a 422.
   */
  async creditCash(input: { userId: string; amountCents: number; idempotencyKey: string; reference: string }, tx?: Tx): Promise<number> {
    assertAmount(input.amountCents, "amountCents");
    const work = async (t: Tx): Promise<number> => {
      const now = this.now();
      const accountId = cashAccountId(input.userId);
      await repo.insertAccountIfAbsent(t.db, { ...emptyAccount(accountId, "cash", now), owner_user_id: input.userId });
      await postCredit(t.db, { accountId, source: SYSTEM_ACCOUNTS.consignmentEarnings, kind: "credit", amount: input.amountCents, ...keyed(input) }, now, this.crash);
      return this.cashOf(input.userId, t);
    };
    return tx ? work(tx) : inTransaction(this.db, work);
  }

  /**
   * Holds `amountCents` of the user's cash for a cash-out (decision 053), in the caller's transaction:
   * the guarded reserve refuses with `insufficient_funds` when the available cash is smaller, so racing
   * cash-outs never take more than the balance. Posting it sends the amount to the cash-outs account.
   */
  async holdCash(tx: Tx, userId: string, amountCents: number, idempotencyKey: string, reference: string): Promise<LedgerHold> {
    const accountId = cashAccountId(userId);
    await repo.insertAccountIfAbsent(tx.db, { ...emptyAccount(accountId, "cash", this.now()), owner_user_id: userId });
    return this.hold(tx, accountId, amountCents, idempotencyKey, reference, SYSTEM_ACCOUNTS.cashOuts);
  }

  /**
   * A manual adjustment by staff (decision 053) or a reversal: credits (`amount` > 0) or debits
   * (`amount` < 0) the user's cash, points or store credit against `source` (the adjustments account by
   * default), at once. A debit is a hold posted in the same transaction, so it can never take more than
   * is available (`insufficient_funds`). The same key moves once. Returns the balance after.
   */
  async adjust(
    tx: Tx,
    input: { userId: string; unit: "cash" | "points" | "credit"; amount: number; idempotencyKey: string; reference: string; source?: string },
    actor?: Actor,
  ): Promise<number> {
    if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw walletErrors.badAmount("amount");
    const now = this.now();
    const accountId = input.unit === "cash" ? cashAccountId(input.userId) : input.unit === "points" ? pointsAccountId(input.userId) : `wac_sc_wallet_${input.userId}`;
    const kind = input.unit === "credit" ? "store_credit" : input.unit;
    const code = this.vault.generate();
    await repo.insertAccountIfAbsent(tx.db, {
      ...emptyAccount(accountId, kind, now),
      owner_user_id: input.userId,
      ...(kind === "store_credit" ? { purpose: "wallet" as const, ...this.codeColumns(code, true) } : {}),
    });
    const source = input.source ?? SYSTEM_ACCOUNTS.adjustments;
    if (input.amount > 0) {
      assertAmount(input.amount);
      await postCredit(tx.db, { accountId, source, kind: "credit", amount: input.amount, idempotencyKey: input.idempotencyKey, reference: input.reference }, now, this.crash);
    } else {
      const hold = await this.hold(tx, accountId, -input.amount, input.idempotencyKey, input.reference, source);
      await this.post(tx, hold.holdId, actor);
    }
    const row = await repo.findAccountById(tx.db, accountId);
    return row ? availableOf(row.posted_balance, row.held_amount) : 0;
  }

  /** A seller's cash balance in cents (posted less held; 0 before any credit). */
  async cashOf(userId: string, tx?: Tx): Promise<number> {
    const row = await repo.findAccountById(this.executor(tx), cashAccountId(userId));
    return row ? availableOf(row.posted_balance, row.held_amount) : 0;
  }

  /** The id of the user's points account (created on first use): `hold`/`post`/`release` spend points through it. */
  async pointsAccountOf(userId: string, tx?: Tx): Promise<string> {
    const work = (t: Tx) => this.ensurePointsAccount(t.db, userId);
    return tx ? work(tx) : inTransaction(this.db, work);
  }

  /** Points the user can spend now (posted less held). */
  async pointsOf(userId: string, tx?: Tx): Promise<number> {
    const row = await repo.findAccountById(this.executor(tx), pointsAccountId(userId));
    return row ? availableOf(row.posted_balance, row.held_amount) : 0;
  }

  /** The wallet fields of the storefront profile, from the user's own cards and points only. */
  async profileFacts(userId: string, db?: Executor): Promise<WalletProfileFacts> {
    const executor = db ?? this.db.kysely;
    const cards: OwnedCard[] = (await this.ownedSpendableCards(executor, userId)).map(({ row, code }) => ({
      code,
      kind: row.kind as OwnedCard["kind"],
      purpose: row.purpose ?? "wallet",
      availableCents: availableOf(row.posted_balance, row.held_amount),
      giftForYou: row.gift_for_you === 1,
    }));
    const points = await repo.findAccountById(executor, pointsAccountId(userId));
    return walletProfileFacts(cards, points ? availableOf(points.posted_balance, points.held_amount) : 0);
  }

  /**
   * Releases every hold still pending that was placed before `before` (ISO time): the holds of
   * checkouts that died between holding and posting. Returns how many were released.
   */
  async releaseStaleHolds(before: string): Promise<number> {
    const stale = await repo.findPendingSpendsBefore(this.db.kysely, before);
    let released = 0;
    for (const hold of stale) {
      await inTransaction(this.db, async (tx) => {
        const current = await repo.findTransactionById(tx.db, hold.id);
        if (current?.state !== "pending") return;
        await this.release(tx, hold.id, systemActor("wallet.release_stale_holds"));
        released += 1;
      });
    }
    return released;
  }

  /** The ledger transaction a key made, or null (points earned on an order, to take back). */
  async transactionByKey(key: string, tx?: Tx): Promise<WalletTransactionRow | null> {
    return (await repo.findTransactionByKey(this.executor(tx), key)) ?? null;
  }

  /** A ledger transaction by id (a hold's state, for checkout and tests). */
  async transaction(id: string, tx?: Tx): Promise<WalletTransactionRow | null> {
    return (await repo.findTransactionById(this.executor(tx), id)) ?? null;
  }

  /**
   * The user's own active cards with money available, with their codes. A code that no longer
   * unseals (the server secret changed without re-keying) is left out rather than failing the profile.
   */
  private async ownedSpendableCards(db: Executor, userId: string): Promise<Array<{ row: WalletAccountRow; code: string }>> {
    const rows = await repo.findOwnedCards(db, userId);
    const cards: Array<{ row: WalletAccountRow; code: string }> = [];
    for (const row of rows) {
      if (row.code_sealed === null || row.status !== "active" || availableOf(row.posted_balance, row.held_amount) <= 0) continue;
      const code = this.vault.tryUnseal(row.code_sealed);
      if (code !== null) cards.push({ row, code });
    }
    return cards;
  }

  private async ensurePointsAccount(db: Executor, userId: string): Promise<string> {
    const now = this.now();
    const id = pointsAccountId(userId);
    await repo.insertAccountIfAbsent(db, { ...emptyAccount(id, "points", now), owner_user_id: userId });
    return id;
  }

  /** How a card's code is kept: its lookup hash and last 4 always, sealed only when someone owns the card. */
  private codeColumns(code: string, owned: boolean) {
    return { code_hash: this.vault.hash(code), code_sealed: owned ? this.vault.seal(code) : null, last_characters: lastCharactersOf(code) };
  }

  private async pendingSpend(db: Executor, holdId: string): Promise<WalletTransactionRow> {
    const hold = await repo.findTransactionById(db, holdId);
    if (!hold || hold.kind !== "spend") throw walletErrors.holdNotFound();
    return hold;
  }

  private holdTransitions(): WalletHoldTransitions {
    if (!this.holds) throw new Error("This wallet was built without the transition helper: it cannot post or release holds");
    return this.holds;
  }

  private executor(tx?: Tx): Executor {
    return tx?.db ?? this.db.kysely;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

function keyed(input: { idempotencyKey: string; reference: string }) {
  return { idempotencyKey: input.idempotencyKey, reference: input.reference };
}

function pointsAccountId(userId: string): string {
  return `wac_pts_${userId}`;
}

function cashAccountId(userId: string): string {
  return `wac_cash_${userId}`;
}
