import { WHOLESALE_VOLUME_LABELS, type WholesaleVolume } from "@maison/domain/wholesale/wholesale-application";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC, type EmailMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { findWholesaleApplication, type WholesaleApplicationRow } from "./wholesale-application.repository.ts";
import type { ApplicantContacts } from "./wholesale.service.ts";

export const WHOLESALE_EMAILS_SUBSCRIBER = "wholesale-emails";

type Compose = (application: WholesaleApplicationRow, to: string, baseUrl: string) => EmailMessage;

/** The applicant's e-mails (decision 061), by the event that sends them. */
export const WHOLESALE_EMAILS: Record<string, Compose> = {
  "wholesale_application.submitted": (a, to, baseUrl) =>
    composeEmail({
      to,
      subject: `We received ${a.company_name}'s wholesale application`,
      heading: "Application received",
      paragraphs: [
        `Thank you for applying to Maison for Business. We are reviewing ${a.company_name}'s details and resale certificate (expected volume: ${WHOLESALE_VOLUME_LABELS[a.monthly_volume as WholesaleVolume] ?? a.monthly_volume}).`,
        "We usually decide within two business days and will write to you as soon as we do.",
      ],
      action: { label: "Visit Maison for Business", url: `${baseUrl}/join-rebagforbusiness` },
    }),
  "wholesale_application.approved": (a, to, baseUrl) =>
    composeEmail({
      to,
      subject: "Welcome to Maison for Business",
      heading: "Your wholesale access is open",
      paragraphs: [
        `${a.company_name} is approved. Sign in with this e-mail address to shop the wholesale collection, use the wholesale filters and see business-only offers.`,
      ],
      action: { label: "Shop wholesale", url: `${baseUrl}/collections/wholesale` },
    }),
  "wholesale_application.declined": (a, to, baseUrl) =>
    composeEmail({
      to,
      subject: "Your Maison for Business application",
      heading: "We could not approve your application",
      paragraphs: [
        `We could not approve ${a.company_name}'s application for this reason: ${a.decline_reason ?? "the details could not be verified"}.`,
        "You are welcome to apply again with updated details.",
      ],
      action: { label: "Apply again", url: `${baseUrl}/join-rebagforbusiness` },
    }),
};

/** Sends the applicant's e-mails after each step commits, through the outbox, once per event. */
export class WholesaleEmailSubscribers {
  constructor(private readonly deps: { outbox: Outbox; contacts: ApplicantContacts; publicBaseUrl: string }) {}

  readonly handle = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const compose = WHOLESALE_EMAILS[event.name];
    const payload = event.payload as { subjectId: string };
    const application = compose ? await findWholesaleApplication(tx.db, payload.subjectId) : undefined;
    if (!compose || !application) return;
    const to = await this.deps.contacts.emailOf(application.user_id, tx);
    if (to) await this.deps.outbox.record(tx, EMAIL_TOPIC, compose(application, to, this.deps.publicBaseUrl));
  };
}
