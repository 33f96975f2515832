import { OPS_LOAN_QUEUE_KEYS, OPS_LOAN_QUEUES, type OpsLoan, type OpsLoanList, type OpsLoanQueue } from "@maison/contracts/loans";
import type { PieceInput } from "@maison/contracts/ops-pieces";
import type { Actor } from "@maison/domain/actor/actor";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { eventsFrom, next } from "@maison/domain/lifecycle/define-lifecycle";
import { LOAN_STATE_LABELS, loanLifecycle, type LoanState } from "@maison/domain/loans/loan-lifecycle";
import { loanDueAt, loanDueSoonAt, loanForfeitAt } from "@maison/domain/loans/loan-terms";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { ListingService } from "../catalog/listing.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { PayoutProfileService } from "../payouts/payout-profile.service.ts";
import type { PayoutService } from "../payouts/payout.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { LOAN_BINDING } from "./loan-binding.ts";
import { loanErrors } from "./loan-errors.ts";
import { countLoansByState, findLoan, findLoansInStates, updateLoan } from "./loan.repository.ts";
import type { LoanRow } from "./loans.table.ts";
import { trackingNumber } from "./tracking-number.ts";

/** The job that e-mails the due-soon reminder of a funded loan. */
export const LOAN_DUE_SOON_JOB = "loans.due-soon";

/** Who a borrower is, for the console and the e-mails. */
export interface BorrowerContacts {
  /** Read in the caller's transaction when given: on SQLite it holds the only connection. */
  emailOf(userId: string, tx?: Tx): Promise<string | null>;
}

const CONSOLE_ACTIONS = ["fund", "ship_back", "cancel"] as const;

/**
 * The console's loans (decision 048): pieces to receive and fund (the piece is checked in and
 * authenticated, becomes a piece still the borrower's, and the amount is paid to their bank account
 * or check address, or as store credit when they have neither, in the same step), repaid loans whose piece ships back, and forfeited pieces to list.
 */
export class LoanConsoleService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      transitions: Transitions;
      jobs: JobRunner;
      listings: ListingService;
      inventory: InventoryService;
      payouts: PayoutService;
      payoutProfiles: PayoutProfileService;
      wallet: WalletService;
      contacts: BorrowerContacts;
    },
  ) {}

  async list(queue: OpsLoanQueue, viewer: Actor): Promise<OpsLoanList> {
    const db = this.deps.db.kysely;
    const counts = await countLoansByState(db);
    const countOf = (states: readonly string[]) => states.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
    const rows = await findLoansInStates(db, OPS_LOAN_QUEUES[queue].states);
    const loans = await Promise.all(rows.map((row) => this.view(row, viewer)));
    return { queue, queues: OPS_LOAN_QUEUE_KEYS.map((key) => ({ key, label: OPS_LOAN_QUEUES[key].label, count: countOf(OPS_LOAN_QUEUES[key].states) })), loans };
  }

  async detail(id: string, viewer: Actor): Promise<OpsLoan> {
    const row = await findLoan(this.deps.db.kysely, id);
    if (!row) throw loanErrors.notFound();
    return this.view(row, viewer);
  }

  /**
   * The piece arrived and is genuine: it becomes a piece (received, authenticated, still the
   * borrower's, provenance loan collateral) and the amount is paid out; the loan is funded, due in 60
   * days, with its forfeiture timer and its reminder. A second click pays once (the payout's key).
   */
  async fund(id: string, actor: Actor): Promise<void> {
    const row = await findLoan(this.deps.db.kysely, id);
    if (!row) throw loanErrors.notFound();
    const allowed = next(loanLifecycle, row.state, "fund", actor);
    if (!allowed.ok) throw new DomainError(allowed.refusal === "illegal_state" ? "conflict" : "forbidden", allowed.refusal === "illegal_state" ? LifecycleErrorCode.enum.illegal_transition : LifecycleErrorCode.enum.missing_capability, allowed.message);
    const profile = await this.deps.payoutProfiles.cashProfileOf(row.user_id);
    const funded = async (tx: Tx, payoutId: string | null) => {
      const now = this.deps.clock.now();
      // The guarded move first: a second click waits on the loan's row here and is refused, before any piece is made.
      await this.deps.transitions.apply(tx, LOAN_BINDING, id, "fund", actor, {
        expectFrom: row.state,
        set: { payout_id: payoutId, funded_at: now.toISOString(), due_at: loanDueAt(now).toISOString(), forfeit_at: loanForfeitAt(now).toISOString() },
        data: { user_id: row.user_id, payout_id: payoutId, method: payoutId ? "payout" : "site_credit", amount_cents: row.amount_cents },
      });
      const productId = await this.deps.listings.createReceived(tx, pieceInputOf(row), {
        source: "loan_collateral",
        ownerParty: "seller",
        ownerUserId: row.user_id,
        sourceRef: row.id,
        costBasisCents: null,
      }, actor);
      await this.deps.inventory.transition(tx, productId, "authenticate", actor);
      await updateLoan(tx.db, id, { product_id: productId });
      await this.deps.jobs.enqueue(tx, LOAN_DUE_SOON_JOB, { loanId: id }, { runAt: loanDueSoonAt(now), uniqueKey: `loan-due-soon:${id}` });
    };
    if (!profile) {
      // No bank account or check address: the amount is Maison store credit at once, credited once.
      await inTransaction(this.deps.db, async (tx) => {
        await funded(tx, null);
        await this.deps.wallet.creditStoreCredit({ userId: row.user_id, amountCents: row.amount_cents, idempotencyKey: `loan-fund:${id}`, reference: `loan:${id}` }, tx);
      });
      return;
    }
    await this.deps.payouts.pay({ userId: row.user_id, profile, amountCents: row.amount_cents, reference: `loan:${id}`, idempotencyKey: `loan-fund:${id}:${profile.id}` }, actor, (tx, payout) => funded(tx, payout.id));
  }

  /** The repaid loan's piece leaves for the borrower's address with a prepaid label. */
  async shipBack(id: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findLoan(tx.db, id);
      if (!row) throw loanErrors.notFound();
      await this.deps.transitions.apply(tx, LOAN_BINDING, id, "ship_back", actor, {
        expectFrom: row.state,
        set: { return_tracking_number: trackingNumber(), returned_at: this.deps.clock.now().toISOString() },
        data: { user_id: row.user_id, product_id: row.product_id },
      });
      if (row.product_id) await this.deps.inventory.transition(tx, row.product_id, "return_to_owner", actor, { reason: "Loan repaid: the piece goes back to its owner." });
    });
  }

  /** Closes a request whose piece will not come (the borrower asked, or it was lost). */
  async cancel(id: string, reason: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findLoan(tx.db, id);
      if (!row) throw loanErrors.notFound();
      await this.deps.transitions.apply(tx, LOAN_BINDING, id, "cancel", actor, { expectFrom: row.state, reason, data: { user_id: row.user_id } });
    });
  }

  private async view(row: LoanRow, viewer: Actor): Promise<OpsLoan> {
    const allowed = new Set<string>(eventsFrom(loanLifecycle, row.state, viewer));
    return {
      id: row.id,
      state: row.state,
      state_label: LOAN_STATE_LABELS[row.state as LoanState],
      title: row.title,
      borrower_id: row.user_id,
      borrower_email: (await this.deps.contacts.emailOf(row.user_id)) ?? "",
      amount_cents: row.amount_cents,
      fee_cents: row.fee_cents,
      appraised_value_cents: row.appraised_value_cents,
      ships_from: row.ships_from,
      inbound_tracking_number: row.inbound_tracking_number,
      return_tracking_number: row.return_tracking_number,
      product_id: row.product_id,
      due_at: row.due_at,
      forfeit_at: row.forfeit_at,
      created_at: row.created_at,
      actions: CONSOLE_ACTIONS.filter((a) => allowed.has(a)),
    };
  }
}

/** The listing a collateral piece starts from: the catalogue's facts; staff complete it if it is ever listed. */
function pieceInputOf(row: LoanRow): PieceInput {
  return {
    designer: row.designer,
    model: row.model,
    title: null,
    category: row.category as PieceInput["category"],
    item_type: row.category === "bags" ? "Bag" : row.category.replace(/s$/, "").replace(/^./, (c) => c.toUpperCase()),
    condition: "Very Good",
    condition_notes: null,
    exterior_material: row.style,
    interior_material: null,
    colors: ["Neutral"],
    size: row.size,
    gender: "women",
    price_cents: Math.max(100_00, Math.round(row.appraised_value_cents / 5_00) * 5_00),
    original_price_cents: null,
    estimated_retail_cents: null,
    tags: [],
    description: `${row.title}, received as the collateral of a loan and authenticated by Maison.`,
    photos: [],
    cost_basis_cents: null,
  };
}
