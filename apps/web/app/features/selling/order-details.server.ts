import { data, redirect, type AppLoadContext } from "react-router";
import type { Address } from "@maison/contracts/address";
import { CommonErrorCode } from "@maison/contracts/error";
import { OfferKind, type ShippingOptions, type Ticket } from "@maison/contracts/selling";
import { isPayoutIntent } from "../payouts/payout-action-data.ts";
import { loadPayouts, payoutAction, type PayoutsView } from "../payouts/payouts.server.ts";
import { finalizeQuote, getAddresses, getShippingOptions, getTicket, needsSignIn, type SellingError } from "./selling-api.server.ts";
import { bookShippingFromForm } from "./shipping-action.server.ts";
import { SUBMISSION_INTENTS, type SubmissionActionData, type SubmissionIntent } from "./submission-action-data.ts";
import { orderDetailsPage, provideInformationPage, SELLING_PAGES } from "./selling-paths.ts";
import { needsShipping, showsPayouts } from "./thank-you-panel.ts";

export type OrderDetailsData =
  | { kind: "signed-out" }
  /** Spec 2 §8: the submission detail failure. */
  | { kind: "failed"; status: number }
  | { kind: "ticket"; ticket: Ticket; options: ShippingOptions | null; addresses: Address[]; payouts: PayoutsView | null; now: string };

/**
 * The order-details page: the ticket, what booking its shipping offers when accepted pieces wait for
 * it, and how the seller is paid once a piece is accepted.
 */
export async function loadOrderDetails(context: AppLoadContext, request: Request, ticketId: string): Promise<OrderDetailsData> {
  const outcome = await getTicket(context, request, ticketId);
  if (needsSignIn(outcome)) return { kind: "signed-out" };
  if (!outcome.ok) return { kind: "failed", status: outcome.status };
  const ticket = outcome.value;
  const now = new Date().toISOString();
  const shipping = needsShipping(ticket);
  const [options, addresses, payouts] = await Promise.all([
    shipping ? getShippingOptions(context, request, ticket.id) : null,
    shipping ? getAddresses(context, request) : [],
    showsPayouts(ticket) ? loadPayouts(context, request) : null,
  ]);
  return { kind: "ticket", ticket, options: options?.ok ? options.value : null, addresses, payouts, now };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

function refused(intent: SubmissionIntent, itemId: string | null, status: number, error: SellingError | null, partial: Partial<SubmissionActionData> = {}) {
  const body: SubmissionActionData = { intent, itemId, message: error?.message ?? null, fields: {}, values: {}, ...partial };
  return data(body, { status: status >= 500 ? 502 : status });
}

/**
 * Accept, decline or withdraw a piece of the quote, book its shipping, or say how the seller is paid.
 * A declined piece goes to finalize the quote, then the seller goes on to answer pricing's open
 * questions, if any; to the rest of this submission when another of its pieces still waits on them;
 * else back to the submissions list (spec 1 §4 "Quote decline").
 */
export async function orderDetailsAction(context: AppLoadContext, request: Request, ticketId: string) {
  const form = await request.formData();
  const posted = form.get("intent");
  if (isPayoutIntent(posted)) return payoutAction(context, request, form, posted);
  const intent = SUBMISSION_INTENTS.find((i) => i === posted);
  const itemId = text(form, "item_id") || null;
  if (!intent) return refused("accept", itemId, 400, { code: CommonErrorCode.enum.invalid_request, message: "Please try that again." });
  if (intent === "shipping") {
    const outcome = await bookShippingFromForm(context, request, ticketId, form);
    if (outcome.ok) throw redirect(orderDetailsPage(ticketId));
    return refused("shipping", null, outcome.status, outcome.error, { fields: outcome.fields, values: outcome.values });
  }
  if (!itemId) return refused(intent, null, 400, { code: CommonErrorCode.enum.invalid_request, message: "Please choose the piece again." });
  if (intent === "accept") {
    const kind = OfferKind.safeParse(form.get("offer_kind"));
    if (!kind.success) return refused(intent, itemId, 400, null, { fields: { offer_kind: "Choose the offer you accept." }, message: "Choose the offer you accept." });
    const outcome = await finalizeQuote(context, request, ticketId, { accepted: [itemId], offer_kinds: { [itemId]: kind.data } });
    if (!outcome.ok) return refused(intent, itemId, outcome.status, outcome.error);
    throw redirect(`${orderDetailsPage(ticketId)}#shipping`);
  }
  if (intent === "refuse") {
    const reason = text(form, "reason");
    if (!reason) return refused(intent, itemId, 400, null, { fields: { reason: "Tell us why." } });
    const outcome = await finalizeQuote(context, request, ticketId, { refused: { [itemId]: reason } });
    if (!outcome.ok) {
      const onReason = outcome.error.field?.startsWith("refused") ?? false;
      return refused(intent, itemId, outcome.status, onReason ? null : outcome.error, { fields: onReason ? { reason: outcome.error.message } : {}, values: { reason } });
    }
    throw redirect(orderDetailsPage(ticketId));
  }
  const outcome = await finalizeQuote(context, request, ticketId, { declined: [itemId] });
  if (!outcome.ok) return refused(intent, itemId, outcome.status, outcome.error);
  const after = outcome.value ?? (await getTicket(context, request, ticketId).then((t) => (t.ok ? t.value : null)));
  const others = after?.items.filter((item) => item.id !== itemId) ?? [];
  const open = others.find((item) => item.actions.includes("provide_information") && item.nmi_id);
  const quoted = others.some((item) => item.actions.includes("accept"));
  throw redirect(open?.nmi_id ? provideInformationPage(ticketId, open.nmi_id) : quoted ? orderDetailsPage(ticketId) : SELLING_PAGES.submissions);
}
