import type { CreateLoanInput, CreateReturnResponse, LoanList, LoanVerification, LoanView, VerifyLoanInput } from "@maison/contracts/loans";
import type { Appraisal, SellSkuView } from "@maison/contracts/valuation";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { CONDITION_KEYS } from "@maison/domain/catalog/condition";
import { LOAN_REQUEST_TIMER, loanLifecycle } from "@maison/domain/loans/loan-lifecycle";
import { LOAN_GRACE_DAYS, LOAN_TERM_DAYS, loanOffer, loanPieceLimit, type LoanOffer } from "@maison/domain/loans/loan-terms";
import { formatWholeUsd } from "@maison/domain/money/cents";
import { DomainError } from "@maison/domain/shared/domain-error";
import { LoanErrorCode } from "@maison/contracts/loans";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { LIFECYCLE_TIMER_JOB, type Transitions } from "../../platform/lifecycle/transitions.ts";
import type { AddressService } from "../account/address.service.ts";
import type { ValuationService } from "../valuation/valuation.service.ts";
import { LOAN_BINDING } from "./loan-binding.ts";
import { loanErrors } from "./loan-errors.ts";
import { findLoan, findLoansOf, findOwnLoan, insertLoan, takenSlots, updateLoan } from "./loan.repository.ts";
import { loanTerms, toLoanView } from "./loan-view.ts";
import { trackingNumber } from "./tracking-number.ts";

/** The hosted payment for a charge outside the cart (a payment request), as loans use it. */
export interface LoanPaymentRequests {
  create(
    actor: Actor,
    input: { customerId: string; amountCents: number; purpose: "loan_repayment"; reference: string; description: string; returnPath: string },
    tx?: Tx,
  ): Promise<{ id: string; amount_cents: number; checkout_web_url: string }>;
  cancel(actor: Actor, id: string, tx?: Tx): Promise<void>;
}

/** The borrower's tier (its share of the appraisal and its pieces-at-a-time limit). */
export interface BorrowerTiers {
  tierOf(userId: string): Promise<{ key: string }>;
}

/** The payload of `payment_request.paid`. */
interface PaymentRequestPaid {
  id: string;
  purpose: string;
  reference: string;
  customerId: string;
  amountCents: number;
}

/** Appraisals of a piece not yet seen are made for this grade; the authenticator confirms the piece on receipt. */
const ASSUMED_CONDITION_KEY = CONDITION_KEYS["Very Good"];
const CREATE_ATTEMPTS = 3;

interface Lendable {
  sku: SellSkuView;
  appraisal: Appraisal;
  valueCents: number;
  tier: string;
  offer: LoanOffer;
  limit: number;
}

/**
 * The borrower's side of the loan program (decision 048): what can be lent against a piece of the
 * seller's catalogue, asking for the loan (the piece ships in with a prepaid label), the loans, and
 * repaying through the hosted payment page. Every call is the signed-in borrower's; another
 * borrower's loan is not found.
 */
export class LoanService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      transitions: Transitions;
      jobs: JobRunner;
      valuation: ValuationService;
      tiers: BorrowerTiers;
      addresses: AddressService;
      paymentRequests: LoanPaymentRequests;
    },
  ) {}

  async verify(userId: string, input: VerifyLoanInput): Promise<LoanVerification> {
    const lendable = await this.lendable(userId, input.search_text);
    const open = (await takenSlots(this.deps.db.kysely, userId)).length;
    const canBorrow = open < lendable.limit;
    const { offer, sku } = lendable;
    return {
      search_text: input.search_text,
      sku: sku.sku,
      title: sku.title,
      appraised_value_cents: lendable.valueCents,
      tier: lendable.tier,
      share_percent: offer.sharePercent,
      amount_cents: offer.amountCents,
      fee_cents: offer.feeCents,
      repayment_cents: offer.repaymentCents,
      term_days: LOAN_TERM_DAYS,
      grace_days: LOAN_GRACE_DAYS,
      pieces_at_a_time: lendable.limit,
      open_loans: open,
      can_borrow: canBorrow,
      message: canBorrow
        ? `We can lend you ${formatWholeUsd(offer.amountCents)} against your ${sku.title}, ${offer.sharePercent}% of its value of ${formatWholeUsd(lendable.valueCents)}. Repay ${formatWholeUsd(offer.repaymentCents)} within ${LOAN_TERM_DAYS} days and we send the piece back.`
        : loanErrors.limitReached(lendable.limit).message,
    };
  }

  async create(userId: string, actor: Actor, input: CreateLoanInput): Promise<LoanView> {
    const address = await this.deps.addresses.get(userId, input.address_id, "address_id");
    const lendable = await this.lendable(userId, input.search_text);
    const shipsFrom = [`${address.first_name} ${address.last_name}`, address.address1, address.address2, `${address.city}, ${address.province} ${address.zip}`, address.country_code].filter(Boolean).join(", ");
    for (let attempt = 1; ; attempt++) {
      try {
        const id = await inTransaction(this.deps.db, (tx) => this.insert(tx, userId, actor, input, lendable, shipsFrom));
        return this.loan(userId, actor, id);
      } catch (error) {
        // Two requests raced for the borrower's last free place: the loser reads the places again.
        if (!isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  async list(userId: string, actor: Actor): Promise<LoanList> {
    const rows = await findLoansOf(this.deps.db.kysely, userId);
    return { loans: rows.map((row) => toLoanView(row, actor)), terms: loanTerms() };
  }

  async loan(userId: string, actor: Actor, loanId: string): Promise<LoanView> {
    const row = await findOwnLoan(this.deps.db.kysely, userId, loanId);
    if (!row) throw loanErrors.notFound("loan_id");
    return toLoanView(row, actor);
  }

  /**
   * Repaying: a payment request for the amount and the fee (the same open request if asked again),
   * paid by card on the hosted page; its `payment_request.paid` moves the loan to repaid.
   */
  async createReturn(userId: string, actor: Actor, loanId: string): Promise<CreateReturnResponse> {
    const row = await findOwnLoan(this.deps.db.kysely, userId, loanId);
    if (!row) throw loanErrors.notFound("loan_id");
    if (row.state !== "funded") throw loanErrors.notRepayable(row.state);
    const request = await inTransaction(this.deps.db, async (tx) => {
      const made = await this.deps.paymentRequests.create(
        actor,
        {
          customerId: userId,
          amountCents: row.amount_cents + row.fee_cents,
          purpose: "loan_repayment",
          reference: row.id,
          description: `Repayment of your loan against your ${row.title}`,
          returnPath: `/my-account/loan-program?loan_id=${row.id}`,
        },
        tx,
      );
      await updateLoan(tx.db, row.id, { payment_request_id: made.id });
      return made;
    });
    return { loan_id: row.id, amount_cents: request.amount_cents, checkout_web_url: request.checkout_web_url };
  }

  /** The borrower sent the piece with the prepaid label. */
  async shipIn(userId: string, actor: Actor, loanId: string): Promise<LoanView> {
    await this.move(userId, actor, loanId, "ship_in");
    return this.loan(userId, actor, loanId);
  }

  /** The borrower withdraws the request before the piece arrives. */
  async cancel(userId: string, actor: Actor, loanId: string): Promise<LoanView> {
    await this.move(userId, actor, loanId, "cancel");
    return this.loan(userId, actor, loanId);
  }

  /**
   * `payment_request.paid` for a loan repayment, in the paying transaction: a funded loan becomes
   * repaid. A loan that is no longer funded (forfeited meanwhile) refuses, which rolls the payment
   * back and voids the card's authorisation: repaying and forfeiting leave exactly one outcome.
   */
  readonly onPaymentRequestPaid = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const paid = event.payload as unknown as PaymentRequestPaid;
    if (paid.purpose !== "loan_repayment") return;
    const row = await findLoan(tx.db, paid.reference);
    // A request whose reference names no loan moves nothing of the loan program's.
    if (!row) return;
    if (row.user_id !== paid.customerId) throw loanErrors.notFound();
    if (row.state !== "funded") throw loanErrors.notRepayable(row.state);
    if (paid.amountCents !== row.amount_cents + row.fee_cents) {
      throw new DomainError("conflict", LoanErrorCode.enum.not_repayable, "The amount paid is not what this loan owes. Please start the repayment again.");
    }
    await this.deps.transitions.apply(tx, LOAN_BINDING, row.id, "repay", systemActor("payment_request.paid"), {
      expectFrom: "funded",
      set: { repaid_at: this.deps.clock.now().toISOString(), payment_request_id: paid.id },
      data: { payment_request_id: paid.id, amount_cents: paid.amountCents, user_id: row.user_id },
    });
  };

  private async move(userId: string, actor: Actor, loanId: string, event: "ship_in" | "cancel"): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findOwnLoan(tx.db, userId, loanId);
      if (!row) throw loanErrors.notFound("loan_id");
      await this.deps.transitions.apply(tx, LOAN_BINDING, row.id, event, actor, { expectFrom: row.state, data: { user_id: userId } });
    });
  }

  private async insert(tx: Tx, userId: string, actor: Actor, input: CreateLoanInput, lendable: Lendable, shipsFrom: string): Promise<string> {
    const taken = new Set(await takenSlots(tx.db, userId));
    let slot = 0;
    for (let candidate = 1; candidate <= lendable.limit; candidate++) {
      if (!taken.has(candidate)) {
        slot = candidate;
        break;
      }
    }
    if (slot === 0) throw loanErrors.limitReached(lendable.limit);
    const id = newId("loan");
    const now = this.deps.clock.now();
    const { sku, offer } = lendable;
    await insertLoan(tx.db, {
      id,
      user_id: userId,
      state: "requested",
      open_slot: slot,
      search_text: input.search_text,
      sku: sku.sku,
      title: sku.title,
      designer: sku.designer,
      model: sku.model,
      style: sku.style,
      size: sku.size,
      category: sku.item_type,
      tier: lendable.tier,
      appraised_value_cents: lendable.valueCents,
      share_percent: offer.sharePercent,
      amount_cents: offer.amountCents,
      fee_cents: offer.feeCents,
      address_id: input.address_id,
      ships_from: shipsFrom,
      inbound_tracking_number: trackingNumber(),
      return_tracking_number: null,
      product_id: null,
      payout_id: null,
      payment_request_id: null,
      due_at: null,
      forfeit_at: null,
      funded_at: null,
      repaid_at: null,
      returned_at: null,
      forfeited_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    const auditId = await this.deps.transitions.created(tx, loanLifecycle, id, "requested", actor, {
      event: "request",
      emits: "loan.requested",
      data: { user_id: userId, amount_cents: offer.amountCents, sku: sku.sku },
    });
    // The request lapses if the piece has not arrived in 30 days (the timer a birth cannot start itself).
    await this.deps.jobs.enqueue(
      tx,
      LIFECYCLE_TIMER_JOB,
      { lifecycle: loanLifecycle.name, subjectId: id, event: LOAN_REQUEST_TIMER.event, state: "requested" },
      { runAt: new Date(now.getTime() + LOAN_REQUEST_TIMER.afterMs), uniqueKey: `timer:${auditId}` },
    );
    return id;
  }

  /** The piece the text names, its appraisal, and what the borrower's tier may borrow against it. */
  private async lendable(userId: string, searchText: string): Promise<Lendable> {
    const found = await this.deps.valuation.search({ q: searchText, offset: 0 });
    const sku = found.search_results[0];
    if (!sku) throw loanErrors.pieceNotFound();
    const appraisal = await this.deps.valuation.appraise({ sku: sku.sku, condition_key: ASSUMED_CONDITION_KEY, accessories: [], serial_number: true, color: null }, null);
    const valueCents = appraisal.expected_resale_cents;
    if (appraisal.status !== "instant_offer" || valueCents === null) throw loanErrors.needsSpecialist(sku.title);
    const tier = (await this.deps.tiers.tierOf(userId)).key;
    const offer = loanOffer(valueCents, tier);
    if (!offer) throw loanErrors.tooSmall(sku.title);
    return { sku, appraisal, valueCents, tier, offer, limit: loanPieceLimit(tier) };
  }
}
