import type { OpsSubmissionDetail, SubmissionQueue } from "@maison/contracts/ops-submissions";
import { OPS_SUBMISSION_ACTIONS } from "@maison/contracts/ops-submissions";
import type { SubmissionItemState } from "@maison/domain/selling/submission-item-lifecycle";
import type { MatchLevel } from "@maison/domain/valuation/comparable";

export type OpsSubmissionAction = (typeof OPS_SUBMISSION_ACTIONS)[number];

/** A submitted piece's state as the console says it. */
export const SUBMISSION_STATE_LABELS: Record<SubmissionItemState, string> = {
  submitted: "To quote",
  needs_more_info: "Waiting for answers",
  quoted: "Quoted",
  accepted: "Accepted",
  declined: "Declined",
  refused: "Withdrawn by the seller",
  rejected: "Rejected",
  expired: "Offer expired",
  in_transit: "In transit",
  received: "Received",
  authenticated: "Authenticated",
  failed_authentication: "Failed authentication",
  to_return: "To send back",
  returned_to_seller: "Returned to the seller",
  paid: "Paid",
  consigned: "Consigned",
};

/** The queue a state is worked in, for the item page's way back. */
export const QUEUE_OF_STATE: Record<SubmissionItemState, SubmissionQueue> = {
  submitted: "to_quote",
  needs_more_info: "awaiting_seller",
  quoted: "awaiting_seller",
  accepted: "inbound",
  in_transit: "inbound",
  received: "to_authenticate",
  authenticated: "to_pay",
  failed_authentication: "to_return",
  to_return: "to_return",
  declined: "closed",
  refused: "closed",
  rejected: "closed",
  expired: "closed",
  returned_to_seller: "closed",
  paid: "closed",
  consigned: "closed",
};

/** What each queue says when nothing is in it. */
export const SUBMISSION_QUEUE_EMPTY: Record<SubmissionQueue, string> = {
  to_quote: "Nothing to quote. New quote requests and photo submissions, and pieces whose sellers answered your questions, appear here.",
  awaiting_seller: "No seller owes us an answer: no quote or question is waiting on a seller.",
  inbound: "Nothing is on its way in. Pieces appear here once their sellers accept an offer.",
  to_authenticate: "Nothing waits for authentication. Received pieces appear here.",
  to_pay: "No seller waits to be paid. Authenticated pieces appear here.",
  to_return: "Nothing to send back. Pieces that fail authentication appear here.",
  closed: "No submission is closed yet.",
};

/** How the piece reached pricing. */
export const SUBMISSION_ROUTE_LABELS: Record<string, string> = {
  instant_offer: "Instant offer",
  quote: "Quote request",
  photo_upload: "Photo submission",
};

/** How the seller takes the offer, as it follows an amount ("$5,660.00 in cash"). */
export const OFFER_KIND_LABELS: Record<string, string> = {
  sell_now: "in cash",
  trade_in: "in store credit (trade-in)",
  consignment: "on consignment",
};

/** Why the engine did not make an instant offer. */
export const QUOTE_REASON_LABELS: Record<string, string> = {
  not_in_catalog: "Not in the seller's catalogue",
  no_comparables: "No comparable sales",
  low_confidence: "Confidence too low for an instant offer",
  exotic_skin: "Exotic skin: priced by a specialist",
  hermes_leather: "Hermès leather: priced by a specialist",
};

export const MATCH_LEVEL_LABELS: Record<MatchLevel, string> = {
  sku: "Same sku",
  model_size: "Same model and size",
  model: "Same model",
  designer_item_type: "Same designer and item type",
};

const EVENT_LABELS: Record<string, string> = {
  create: "Submitted",
  submit: "Submitted",
  quote: "Quoted",
  offer_instantly: "Instant offer made",
  ask_more_info: "Asked the seller for more information",
  provide_info: "The seller answered",
  reject: "Rejected by Maison",
  accept: "Offer accepted",
  decline: "Offer declined",
  refuse: "Withdrawn by the seller",
  expire: "Offer expired",
  ship_in: "Shipping booked",
  receive: "Received",
  authenticate: "Authenticated",
  fail_authentication: "Failed authentication",
  return_to_seller: "Returned to the seller",
  pay: "Paid",
  settle_trade_in: "Settled by its trade-in credit",
  send_back: "Trade-in declined: to send back",
  consign: "Consigned",
};

/** A timeline line's title: the event in words, or the event's own name for one we do not know. */
export function submissionEventLabel(event: string): string {
  return EVENT_LABELS[event] ?? event.replaceAll("_", " ");
}

/** What a successful move says at the top of the item. */
export const SUBMISSION_ACTION_DONE: Record<OpsSubmissionAction, string> = {
  quote: "The quote is sent: the seller has 7 days to accept it.",
  ask: "Your questions are sent to the seller.",
  reject: "The piece is rejected; the seller is told why.",
  receive: "The piece is received: it is now a piece in intake.",
  authenticate: "The piece is authenticated and ready to pay.",
  fail_authentication: "The piece failed authentication; send it back to the seller.",
  return_to_seller: "The piece is on its way back to the seller.",
  pay: "The seller is paid: the piece is Maison's, ready to list.",
};

/** The URL segment of each move (`fail_authentication` → `fail-authentication`). */
export function actionPath(action: OpsSubmissionAction): string {
  return action.replaceAll("_", "-");
}

export function isOpsSubmissionAction(value: unknown): value is OpsSubmissionAction {
  return typeof value === "string" && (OPS_SUBMISSION_ACTIONS as readonly string[]).includes(value);
}

/** How long something has waited, in the largest whole unit: "12 min", "3 h", "1 day", "5 days". */
export function ageLabel(iso: string, now: Date): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "";
  const minutes = Math.max(0, Math.floor((now.getTime() - at) / 60_000));
  if (minutes < 60) return minutes <= 1 ? "Just now" : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day" : `${days} days`;
}

/** A share as a whole percentage: 0.724 → "72%". */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** How sure the engine is, in a word. */
export function confidenceWord(confidence: number): string {
  if (confidence >= 0.75) return "High";
  if (confidence >= 0.5) return "Medium";
  return "Low";
}

/** An adjustment's factor as a signed percentage: 0.92 → "−8%", 1.05 → "+5%", 1 → "±0%". */
export function factorLabel(factor: number): string {
  const change = Math.round((factor - 1) * 1000) / 10;
  if (change === 0) return "±0%";
  return `${change > 0 ? "+" : "−"}${Math.abs(change)}%`;
}

/** The engine's cash suggestion for the quote form: its sell-now offer, else none. */
export function suggestedCashCents(detail: Pick<OpsSubmissionDetail, "appraisal" | "item">): number | null {
  const offer = detail.appraisal?.offers.find((o) => o.kind === "sell_now");
  if (offer) return offer.amount_cents;
  return detail.item.offers.find((o) => o.kind === "sell_now")?.amount_cents ?? null;
}

/** The piece's name without its designer when the title starts with it ("Hermès Birkin 30 cm" → "Birkin 30 cm"). */
export function titleWithoutDesigner(designer: string, title: string): string {
  const lead = designer.trim();
  if (lead && title.toLowerCase().startsWith(`${lead.toLowerCase()} `)) return title.slice(lead.length + 1);
  return title;
}

/** The designer and the piece, once each ("Hermès Birkin 30 cm"). */
export function pieceName(designer: string, title: string): string {
  return `${designer} ${titleWithoutDesigner(designer, title)}`.trim();
}

/** Cents as staff would type them in a money field: "15,705" or "25,646.76"; empty for none. */
export function moneyInput(cents: number | null): string {
  if (cents === null) return "";
  return (cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });
}
