import { formatWholeUsd } from "@maison/domain/money/cents";
import { LOAN_GRACE_DAYS, LOAN_REQUEST_VALID_DAYS } from "@maison/domain/loans/loan-terms";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC, type EmailMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { AUTHENTICATION_CENTRE } from "../selling/seller-shipping.service.ts";
import type { BorrowerContacts } from "./loan-console.service.ts";
import { findLoan } from "./loan.repository.ts";
import type { LoanRow } from "./loans.table.ts";

/** The subscriber name of the borrower's e-mails (one outbox row per event for it). */
export const LOAN_EMAILS_SUBSCRIBER = "loan-emails";

const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" }).format(new Date(iso)) : "—");
const repayment = (loan: LoanRow) => formatWholeUsd(loan.amount_cents + loan.fee_cents);

type Compose = (loan: LoanRow, to: string, url: string) => EmailMessage;

/** Every e-mail the borrower waits on (decision 048), by the event that sends it. */
export const LOAN_EMAILS: Record<string, Compose> = {
  "loan.requested": (loan, to, url) =>
    composeEmail({
      to,
      subject: `Your loan request: send us your ${loan.title}`,
      heading: "Send us your piece",
      paragraphs: [
        `We can lend you ${formatWholeUsd(loan.amount_cents)} against your ${loan.title}. The fee is ${formatWholeUsd(loan.fee_cents)} for the whole term.`,
        `Pack the piece in its dust bag, inside a sturdy box, and send it with your prepaid UPS label (tracking number ${loan.inbound_tracking_number}) from ${loan.ships_from} to ${AUTHENTICATION_CENTRE.name}, ${AUTHENTICATION_CENTRE.lines.join(", ")}.`,
        `We pay the loan as soon as the piece arrives and is authenticated. If it has not arrived within ${LOAN_REQUEST_VALID_DAYS} days, the request lapses.`,
      ],
      action: { label: "View your loan", url },
    }),
  "loan.funded": (loan, to, url) =>
    composeEmail({
      to,
      subject: `Your loan of ${formatWholeUsd(loan.amount_cents)} is on its way`,
      heading: "Your loan is funded",
      paragraphs: [
        `Your ${loan.title} arrived and is authenticated. We sent ${formatWholeUsd(loan.amount_cents)} to your bank account or check address (or, without one, to your Maison store credit).`,
        `Repay ${repayment(loan)} by ${day(loan.due_at)} and we ship the piece back to you. Unpaid ${LOAN_GRACE_DAYS} days after that date, the piece becomes Maison's.`,
      ],
      action: { label: "View your loan", url },
    }),
  "loan.repaid": (loan, to, url) =>
    composeEmail({
      to,
      subject: `Thank you: your loan against your ${loan.title} is repaid`,
      heading: "Loan repaid",
      paragraphs: [`We received ${repayment(loan)}. Your ${loan.title} is being prepared to ship back to ${loan.ships_from}.`],
      action: { label: "View your loan", url },
    }),
  "loan.returned": (loan, to, url) =>
    composeEmail({
      to,
      subject: `Your ${loan.title} is on its way back`,
      heading: "Your piece has shipped",
      paragraphs: [`Your ${loan.title} left our authentication centre for ${loan.ships_from}. UPS tracking number: ${loan.return_tracking_number ?? "—"}.`],
      action: { label: "View your loan", url },
    }),
  "loan.forfeited": (loan, to, url) =>
    composeEmail({
      to,
      subject: `Your loan against your ${loan.title} was forfeited`,
      heading: "Loan forfeited",
      paragraphs: [`The loan was due on ${day(loan.due_at)} and was not repaid within the ${LOAN_GRACE_DAYS}-day grace period. As agreed, your ${loan.title} is now Maison's, and you keep the ${formatWholeUsd(loan.amount_cents)} we lent.`],
      action: { label: "View your loan", url },
    }),
  "loan.cancelled": (loan, to, url) =>
    composeEmail({
      to,
      subject: `Your loan request for your ${loan.title} is withdrawn`,
      heading: "Loan request withdrawn",
      paragraphs: [
        `Your loan request for your ${loan.title} is closed and nothing was lent. If you have already sent the piece, reply to this e-mail and we send it back to ${loan.ships_from} as soon as it reaches us.`,
        "You can ask for a new loan at any time.",
      ],
      action: { label: "View your loans", url },
    }),
  "loan.lapsed": (loan, to, url) =>
    composeEmail({
      to,
      subject: `Your loan request for your ${loan.title} has lapsed`,
      heading: "Loan request lapsed",
      paragraphs: [`Your ${loan.title} did not reach us within ${LOAN_REQUEST_VALID_DAYS} days, so the request is closed. You can ask for a new loan at any time.`],
      action: { label: "Start a new loan", url },
    }),
};

/** The reminder a week before the due date (sent by its job, not by an event). */
export function dueSoonEmail(loan: LoanRow, to: string, url: string): EmailMessage {
  return composeEmail({
    to,
    subject: `Your loan is due on ${day(loan.due_at)}`,
    heading: "Your loan is due soon",
    paragraphs: [
      `Repay ${repayment(loan)} by ${day(loan.due_at)} and we ship your ${loan.title} back to you.`,
      `After ${day(loan.forfeit_at)} the piece becomes Maison's.`,
    ],
    action: { label: "Repay your loan", url },
  });
}

/** Sends the borrower's e-mails after each step commits, through the outbox, once per event. */
export class LoanEmailSubscribers {
  constructor(private readonly deps: { outbox: Outbox; contacts: BorrowerContacts; publicBaseUrl: string }) {}

  loanUrl(loanId: string): string {
    return `${this.deps.publicBaseUrl}/my-account/loan-program?loan_id=${loanId}`;
  }

  readonly handle = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const compose = LOAN_EMAILS[event.name];
    const payload = event.payload as { subjectId: string };
    const loan = compose ? await findLoan(tx.db, payload.subjectId) : undefined;
    if (!compose || !loan) return;
    const to = await this.deps.contacts.emailOf(loan.user_id, tx);
    if (to) await this.deps.outbox.record(tx, EMAIL_TOPIC, compose(loan, to, this.loanUrl(loan.id)));
  };

  /** The due-soon reminder, for a loan still funded when its job runs. */
  async dueSoon(tx: Tx, loanId: string): Promise<void> {
    const loan = await findLoan(tx.db, loanId);
    if (!loan || loan.state !== "funded") return;
    const to = await this.deps.contacts.emailOf(loan.user_id, tx);
    if (to) await this.deps.outbox.record(tx, EMAIL_TOPIC, dueSoonEmail(loan, to, this.loanUrl(loan.id)));
  }
}
