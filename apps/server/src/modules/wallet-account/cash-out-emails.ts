import { centsToDecimalString } from "@maison/domain/money/cents";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC, type EmailMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import type { CashOutRow } from "./wallet-account.table.ts";

export const CASH_OUT_EMAILS_SUBSCRIBER = "cash-out-emails";

const usd = (cents: number) => `$${centsToDecimalString(cents)}`;

type Compose = (cashOut: CashOutRow, to: string, walletUrl: string) => EmailMessage;

/** The seller's e-mails about a cash-out, by the event that sends them (decision 053). */
export const CASH_OUT_EMAILS: Record<string, Compose> = {
  "cash_out.settled": (c, to, walletUrl) =>
    composeEmail({
      to,
      subject: `Your cash-out of ${usd(Number(c.amount_cents))} has arrived`,
      heading: "Your money is on its way to you",
      paragraphs: [`We sent ${usd(Number(c.amount_cents))} to ${c.profile_label}. Banks usually show it within one business day.`],
      action: { label: "View your wallet", url: walletUrl },
    }),
  "cash_out.sent": (c, to, walletUrl) =>
    composeEmail({
      to,
      subject: `Your cash-out of ${usd(Number(c.amount_cents))} is on its way`,
      heading: "Your money is on its way to you",
      paragraphs: [`We sent ${usd(Number(c.amount_cents))} to ${c.profile_label}.`],
      action: { label: "View your wallet", url: walletUrl },
    }),
  "cash_out.returned": (c, to, walletUrl) =>
    composeEmail({
      to,
      subject: `We could not send your cash-out of ${usd(Number(c.amount_cents))}`,
      heading: "Your cash-out came back to your wallet",
      paragraphs: [
        `We could not send ${usd(Number(c.amount_cents))} to ${c.profile_label}: ${c.failure_reason ?? "the transfer was refused"}`,
        "The full amount is back in your wallet. Check your payment method, or choose another, and cash out again.",
      ],
      action: { label: "View your wallet", url: walletUrl },
    }),
};

/** Writes a cash-out e-mail in the subscriber's transaction (reading only through `tx`). */
export class CashOutEmails {
  constructor(private readonly deps: { outbox: Outbox; emailOf: (userId: string, tx: Tx) => Promise<string | null>; publicBaseUrl: string }) {}

  readonly handle = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const compose = CASH_OUT_EMAILS[event.name];
    const id = (event.payload as { subjectId?: string }).subjectId;
    if (!compose || !id) return;
    const cashOut = await tx.db.selectFrom("wallet_cash_outs").selectAll().where("id", "=", id).executeTakeFirst();
    const to = cashOut && (await this.deps.emailOf(cashOut.user_id, tx));
    if (!cashOut || !to) return;
    await this.deps.outbox.record(tx, EMAIL_TOPIC, compose(cashOut, to, `${this.deps.publicBaseUrl}/my-account/wallet`));
  };
}
