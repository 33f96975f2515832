import { systemActor } from "@maison/domain/actor/actor";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import { findLoan, freeSlot, updateLoan } from "./loan.repository.ts";
import type { LoanPaymentRequests } from "./loan.service.ts";

/** Events after which a loan no longer holds one of the borrower's pieces-at-a-time places. */
export const LOAN_CLOSING_EVENTS = ["loan.returned", "loan.forfeited", "loan.cancelled", "loan.lapsed"] as const;

/**
 * What follows a loan's own events, in their transaction (decision 048): a closed loan frees its
 * place, and a forfeited loan's piece becomes Maison's (provenance `loan_forfeit`, its cost the amount
 * lent), ready for listing.
 */
export class LoanSubscribers {
  constructor(private readonly deps: { inventory: InventoryService; paymentRequests: LoanPaymentRequests; now: () => Date }) {}

  readonly onClosed = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const loan = await findLoan(tx.db, (event.payload as { subjectId: string }).subjectId);
    if (!loan) return;
    await freeSlot(tx.db, loan.id);
    if (event.name !== "loan.forfeited") return;
    await updateLoan(tx.db, loan.id, { forfeited_at: this.deps.now().toISOString() });
    if (loan.product_id) await this.deps.inventory.takeOwnership(tx, loan.product_id, loan.amount_cents, "loan_forfeit");
  };

  /** After a forfeiture commits, a repayment link still open no longer applies. */
  readonly cancelOpenRepayment = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const loan = await findLoan(tx.db, (event.payload as { subjectId: string }).subjectId);
    if (loan?.payment_request_id) await this.deps.paymentRequests.cancel(systemActor("loan.forfeited"), loan.payment_request_id, tx);
  };
}
