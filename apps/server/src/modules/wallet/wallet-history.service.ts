import type { Kysely } from "kysely";
import { describeMovement, formattedDate, HISTORY_PAGE_SIZE, siteCreditType, SITE_CREDIT_TYPES, type HistoryKind } from "@maison/domain/wallet/wallet-history";
import { availableOf } from "@maison/domain/wallet/wallet-account";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";
import type { WalletAccountRow, WalletTransactionRow } from "./wallet.repository.ts";

type Executor = Kysely<Database>;

/** One line of a history (spec 2 §3 Transaction), with what it was for. */
export interface HistoryEntry {
  id: string;
  date: string;
  formatted_date: string;
  /** Cents for cash and credit, points for points; always positive (status says the sign). */
  amount: number;
  type: keyof typeof SITE_CREDIT_TYPES;
  type_label: string;
  status: "positive" | "negative";
  pending: boolean;
  zendesk_ticket_id: string | null;
  order: string | null;
  description: string;
}

export interface History {
  pending: HistoryEntry[];
  completed: HistoryEntry[];
  page: number;
  next: number | null;
  previous: number | null;
}

export interface WalletBalances {
  /** Spendable points. */
  points: number;
  /** Spendable cash in cents, and what is held for cash-outs in flight. */
  cash: { available: number; pending: number };
  /** Spendable store credit in cents (every purpose), and the rewards part of it. */
  credit: { available: number; rewards: number };
}

/** A user's account of a kind, as the console's ledger shows it. */
export interface LedgerAccount {
  id: string;
  kind: string;
  purpose: string | null;
  unit: string;
  posted: number;
  held: number;
  available: number;
}

/**
 * Reads the ledger for its owner (spec 2 §3 histories, decision 053): the user's points, cash and credit
 * movements, pending (open holds) apart from completed, newest first, paged; and their balances.
 */
export class WalletHistoryService {
  constructor(private readonly db: Db) {}

  async balances(userId: string, tx?: Tx): Promise<WalletBalances> {
    const accounts = await this.accountsOf(tx?.db ?? this.db.kysely, userId);
    const sum = (rows: WalletAccountRow[], pick: (r: WalletAccountRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
    const avail = (r: WalletAccountRow) => availableOf(r.posted_balance, r.held_amount);
    const cash = accounts.filter((a) => a.kind === "cash");
    const credit = accounts.filter((a) => a.kind === "store_credit" || a.kind === "gift_card");
    return {
      points: sum(accounts.filter((a) => a.kind === "points"), avail),
      cash: { available: sum(cash, avail), pending: sum(cash, (r) => Number(r.held_amount)) },
      credit: { available: sum(credit.filter((a) => a.status === "active"), avail), rewards: sum(credit.filter((a) => a.purpose === "rewards" && a.status === "active"), avail) },
    };
  }

  async history(userId: string, kind: HistoryKind, page = 1): Promise<History> {
    const db = this.db.kysely;
    const ids = (await this.accountsOf(db, userId)).filter((a) => matches(a, kind)).map((a) => a.id);
    if (ids.length === 0) return { pending: [], completed: [], page, next: null, previous: page > 1 ? page - 1 : null };
    const pending = await db.selectFrom("wallet_transactions").selectAll().where("account_id", "in", ids).where("state", "=", "pending").orderBy("created_at", "desc").orderBy("id", "desc").execute();
    const completed = await db
      .selectFrom("wallet_transactions")
      .selectAll()
      .where("account_id", "in", ids)
      .where("state", "!=", "pending")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(HISTORY_PAGE_SIZE + 1)
      .offset((page - 1) * HISTORY_PAGE_SIZE)
      .execute();
    return {
      pending: pending.map(toEntry),
      completed: completed.slice(0, HISTORY_PAGE_SIZE).map(toEntry),
      page,
      next: completed.length > HISTORY_PAGE_SIZE ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  /** Every account of the user with its figures (the console's ledger). */
  async ledgerAccounts(userId: string): Promise<LedgerAccount[]> {
    return (await this.accountsOf(this.db.kysely, userId)).map((a) => ({
      id: a.id,
      kind: a.kind,
      purpose: a.purpose,
      unit: a.unit,
      posted: Number(a.posted_balance),
      held: Number(a.held_amount),
      available: availableOf(a.posted_balance, a.held_amount),
    }));
  }

  /** The user's movements on every account, newest first (the console's ledger). */
  async ledgerEntries(userId: string, limit = 100): Promise<Array<HistoryEntry & { account_id: string; unit: string }>> {
    const accounts = await this.accountsOf(this.db.kysely, userId);
    if (accounts.length === 0) return [];
    const unitOf = new Map(accounts.map((a) => [a.id, a.kind === "points" ? "points" : a.kind]));
    const rows = await this.db.kysely.selectFrom("wallet_transactions").selectAll().where("account_id", "in", accounts.map((a) => a.id)).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
    return rows.map((r) => ({ ...toEntry(r), account_id: r.account_id, unit: unitOf.get(r.account_id) ?? "usd" }));
  }

  private accountsOf(db: Executor, userId: string): Promise<WalletAccountRow[]> {
    return db.selectFrom("wallet_accounts").selectAll().where("owner_user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
  }
}

function matches(account: WalletAccountRow, kind: HistoryKind): boolean {
  if (kind === "points") return account.kind === "points";
  if (kind === "cash") return account.kind === "cash";
  return account.kind === "store_credit" || account.kind === "gift_card";
}

function toEntry(row: WalletTransactionRow): HistoryEntry {
  const signed = row.kind === "spend" ? -Number(row.amount) : Number(row.amount);
  const type = siteCreditType({ kind: row.kind, state: row.state, signed, reference: row.reference });
  const description = describeMovement(row.reference);
  const order = /order[: #]+([A-Za-z0-9-]+)/i.exec(row.reference)?.[1] ?? null;
  return {
    id: row.id,
    date: row.posted_at ?? row.voided_at ?? row.created_at,
    formatted_date: formattedDate(row.posted_at ?? row.voided_at ?? row.created_at),
    amount: Number(row.amount),
    type,
    type_label: SITE_CREDIT_TYPES[type],
    status: signed < 0 && row.state !== "voided" ? "negative" : "positive",
    pending: row.state === "pending",
    zendesk_ticket_id: null,
    order,
    description: row.state === "voided" ? `${description} (returned to your wallet)` : description,
  };
}
