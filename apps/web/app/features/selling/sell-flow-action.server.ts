import { randomUUID } from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import { sellerConditionFromKey } from "@maison/domain/valuation/item-description";
import { OfferKind, type SubmissionItemInput } from "@maison/contracts/selling";
import { isPayoutIntent } from "../payouts/payout-action-data.ts";
import { payoutAction } from "../payouts/payouts.server.ts";
import { appraise, createSubmission, fieldErrors, finalizeQuote, needsSignIn, verifyPartnerCode, type Outcome, type SellingError } from "./selling-api.server.ts";
import { canAddPiece, readSellFlow, sellFlowHref, thankYou, withPartner, withPiece, type SellFlowState } from "./sell-flow-state.ts";
import { findSku } from "./sell-flow.server.ts";
import { pieceInput, type QueuedPiece } from "./sell-pieces.ts";
import { bookShippingFromForm } from "./shipping-action.server.ts";
import { uploadFormPhotos } from "./photo-upload.server.ts";
import type { SellFlow } from "./selling-paths.ts";
import { SELL_INTENTS, type SellActionData, type SellIntent } from "./sell-action-data.ts";

/** The photo form's inputs, named as the API names the item's fields. */
const PHOTO_FORM_FIELDS = ["designer", "description", "condition_key", "photos"] as const;

const SIGN_IN_FIRST = "Please log in to continue: your choices are kept.";
const SUBMISSION_FULL = "A submission holds ten pieces: send these first, then start another.";

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The sell flow's forms: verify a partner code, accept an offer, ask for a quote, send photos, set the
 * piece in hand aside and start the next, send the pieces set aside, book shipping; and, on the
 * thank-you step, how the seller is paid.
 */
export async function sellFlowAction(context: AppLoadContext, request: Request, flow: SellFlow) {
  const state = readSellFlow(new URL(request.url).searchParams, flow);
  const form = await request.formData();
  const posted = form.get("intent");
  if (isPayoutIntent(posted)) return payoutAction(context, request, form, posted);
  const intent = SELL_INTENTS.find((i) => i === posted);
  switch (intent) {
    case "partner-code":
      return partnerCode(context, request, state, text(form, "partner_code"));
    case "accept":
    case "quote":
    case "send":
      return submitItem(context, request, state, intent, form);
    case "photos":
      return submitPhotos(context, request, state, form, "send");
    case "add-piece":
      return state.step === "photos" ? submitPhotos(context, request, state, form, "add") : setAppraisedPieceAside(context, request, state, form);
    case "send-pieces":
      return sendPieces(context, request, state, form);
    case "shipping": {
      const outcome = await bookShippingFromForm(context, request, state.ticket ?? "", form);
      if (outcome.ok) throw redirect(sellFlowHref(state));
      return refused("shipping", outcome.status, outcome.error, { fields: outcome.fields, values: outcome.values });
    }
    default:
      return data(actionData("accept", { message: "Please try that again." }), { status: 400 });
  }
}

function actionData(intent: SellIntent, partial: Partial<SellActionData>): SellActionData {
  return { intent, message: null, fields: {}, attemptKey: null, values: {}, ...partial };
}

/** A refused call's message beside the form, with the API's status (a 5xx is ours: 502). */
function refused(intent: SellIntent, status: number, error: SellingError | null, partial: Partial<SellActionData> = {}) {
  const message = status === 401 || status === 403 ? SIGN_IN_FIRST : (error?.message ?? null);
  return data(actionData(intent, { message, ...partial }), { status: status >= 500 ? 502 : status });
}

/** Partner code: unverified → verified (the URL carries it from then on) or the error to reset (spec 2 §4). */
async function partnerCode(context: AppLoadContext, request: Request, state: SellFlowState, code: string) {
  if (!code) return data(actionData("partner-code", { fields: { partner_code: "Enter the partner code." }, values: { partner_code: code } }), { status: 400 });
  const outcome = await verifyPartnerCode(context, request, code);
  if (outcome.ok) throw redirect(sellFlowHref(withPartner(state, outcome.value.code)));
  return data(actionData("partner-code", { fields: { partner_code: outcome.error.message }, values: { partner_code: code } }), { status: outcome.status >= 500 ? 502 : outcome.status });
}

function itemInput(state: SellFlowState, conditionKey: string, offerKind: SubmissionItemInput["offer_kind"], photos: string[]): SubmissionItemInput {
  return {
    sku: state.sku,
    designer: "",
    description: "",
    accessories: state.details.accessories,
    serial_number: state.details.serial_number,
    color: state.details.color,
    condition_key: conditionKey,
    offer_kind: offerKind,
    photos,
  };
}

/**
 * The piece in hand is sent, with every piece set aside before it, as one submission. Accepting an
 * instant offer (nothing set aside) creates the submission with the chosen offer and accepts it at
 * once; asking for a quote, or sending the pieces with an instant offer in hand, creates it and
 * accepts nothing: an instant offer then stands 7 days, to accept from the submission once the other
 * pieces are quoted, so they travel together. The same attempt key replays the same ticket, and an
 * offer already accepted by an earlier attempt counts as accepted.
 */
async function submitItem(context: AppLoadContext, request: Request, state: SellFlowState, intent: "accept" | "quote" | "send", form: FormData) {
  const key = text(form, "attempt_key") || randomUUID();
  const conditionKey = sellerConditionKey(state.details.condition_key);
  if (!state.sku || !conditionKey) throw redirect(sellFlowHref({ ...state, step: state.sku ? "details" : "find" }));
  const accepting = intent === "accept" && state.pieces.length === 0;
  let offerKind: SubmissionItemInput["offer_kind"] = null;
  if (intent !== "quote") {
    const kind = OfferKind.safeParse(form.get("offer_kind"));
    if (!kind.success && accepting) return data(actionData(intent, { fields: { offer_kind: "Choose the offer you accept." }, attemptKey: key }), { status: 400 });
    offerKind = kind.success ? kind.data : null;
  }
  const created = await createSubmission(context, request, submission(state, [...state.pieces.map(pieceInput), itemInput(state, conditionKey, offerKind, [])]), key);
  if (!created.ok) return refused(intent, created.status, created.error, { attemptKey: retryKey(created, key) });
  const ticket = created.value;
  const current = ticket.items.at(-1);
  if (accepting && current?.state === "quoted") {
    const accepted = await finalizeQuote(context, request, ticket.id, { accepted: [current.id], offer_kinds: { [current.id]: offerKind! } });
    if (!accepted.ok) return refused(intent, accepted.status, accepted.error, { attemptKey: key });
  }
  throw redirect(sellFlowHref(thankYou(state, ticket.id)));
}

/**
 * "Add another piece" on the value step: the piece in hand, valued again as it would be sent (an
 * instant offer with the offer chosen, or a specialist's quote), joins the pieces set aside, and the
 * flow starts on the next one.
 */
async function setAppraisedPieceAside(context: AppLoadContext, request: Request, state: SellFlowState, form: FormData) {
  const conditionKey = sellerConditionKey(state.details.condition_key);
  if (!state.sku || !conditionKey) throw redirect(sellFlowHref({ ...state, step: state.sku ? "details" : "find" }));
  if (!canAddPiece(state)) return data(actionData("add-piece", { message: SUBMISSION_FULL }), { status: 409 });
  const outcome = await appraise(context, request, { sku: state.sku, condition_key: conditionKey, accessories: state.details.accessories, serial_number: state.details.serial_number, color: state.details.color || null });
  if (!outcome.ok) return refused("add-piece", needsSignIn(outcome) ? 401 : outcome.status, outcome.error);
  const appraisal = outcome.value;
  const route = appraisal.prediction.status;
  if (route === "photo_upload") throw redirect(sellFlowHref({ ...state, step: "photos" }));
  let offerKind: QueuedPiece["offer_kind"] = null;
  if (route === "instant_offer") {
    const kind = OfferKind.safeParse(form.get("offer_kind"));
    if (!kind.success) return data(actionData("add-piece", { fields: { offer_kind: "Choose the offer you would like." } }), { status: 400 });
    offerKind = kind.data;
  }
  const offer = [...appraisal.offers, ...appraisal.other_offers].find((o) => o.kind === offerKind);
  const piece: QueuedPiece = {
    ...pieceFields(state, conditionKey, []),
    title: appraisal.sku?.title ?? "Your piece",
    route,
    offer_kind: offerKind,
    amount_cents: offer?.amount_cents ?? null,
  };
  throw redirect(sellFlowHref(withPiece(state, piece)));
}

function pieceFields(state: SellFlowState, conditionKey: string, photos: string[]): Omit<QueuedPiece, "title" | "route" | "offer_kind" | "amount_cents"> {
  const item = itemInput(state, conditionKey, null, photos);
  return { sku: item.sku, designer: item.designer, description: item.description, condition_key: conditionKey, accessories: item.accessories, serial_number: item.serial_number, color: item.color, photos };
}

/**
 * The photo submission (spec 2 §2): a piece in the catalogue that needs eyes on it, or one that is not
 * there. Sent at once with the pieces set aside, or set aside itself ("add another piece").
 */
async function submitPhotos(context: AppLoadContext, request: Request, state: SellFlowState, form: FormData, mode: "send" | "add") {
  const intent: SellIntent = mode === "send" ? "photos" : "add-piece";
  const key = text(form, "attempt_key") || randomUUID();
  const values = { designer: text(form, "designer"), description: text(form, "description"), condition_key: text(form, "condition_key") };
  const uploaded = await uploadFormPhotos(context, request, form);
  if (!uploaded.ok) return refused(intent, uploaded.status, uploaded.error, { fields: { photos: uploaded.error.message }, attemptKey: key, values });
  const photos = [...form.getAll("photo").filter((v): v is string => typeof v === "string" && v !== ""), ...uploaded.keys];
  const conditionKey = sellerConditionKey(values.condition_key || state.details.condition_key);
  const fields: Record<string, string> = {};
  if (!conditionKey) fields.condition_key = "Choose the piece's condition.";
  if (!state.sku && !values.designer) fields.designer = "Tell us the designer.";
  if (photos.length === 0) fields.photos = "Add at least one photo of the piece.";
  if (!conditionKey || Object.keys(fields).length > 0) return data(actionData(intent, { fields, attemptKey: key, values: { ...values, photos: photos.join(" ") } }), { status: 400 });
  if (mode === "add") {
    if (!canAddPiece(state)) return data(actionData(intent, { message: SUBMISSION_FULL, values: { ...values, photos: photos.join(" ") } }), { status: 409 });
    const title = state.sku ? ((await findSku(context, request, state))?.title ?? "Your piece") : [values.designer, values.description].filter(Boolean).join(" ").slice(0, 200);
    const piece: QueuedPiece = { ...pieceFields(state, conditionKey, photos), designer: values.designer, description: values.description, title, route: "photo_upload", offer_kind: null, amount_cents: null };
    throw redirect(sellFlowHref(withPiece(state, piece)));
  }
  const item = { ...itemInput(state, conditionKey, null, photos), designer: values.designer, description: values.description };
  const created = await createSubmission(context, request, submission(state, [...state.pieces.map(pieceInput), item]), key);
  if (!created.ok) {
    // Only the piece in hand has inputs on this page: a set-aside piece's problem is said above the form.
    const current = `items.${state.pieces.length}.`;
    const { fields: placed, rest } = fieldErrors(created.error, (field) => (field.startsWith(current) ? (PHOTO_FORM_FIELDS.find((name) => name === field.split(".").pop()) ?? null) : null));
    return refused(intent, created.status, rest, { fields: placed, attemptKey: retryKey(created, key), values: { ...values, photos: photos.join(" ") } });
  }
  throw redirect(sellFlowHref(thankYou(state, created.value.id)));
}

/** The pieces set aside, sent on their own (from step 1 or 2, with no piece in hand to add). */
async function sendPieces(context: AppLoadContext, request: Request, state: SellFlowState, form: FormData) {
  if (state.pieces.length === 0) throw redirect(sellFlowHref(state));
  const key = text(form, "attempt_key") || randomUUID();
  const created = await createSubmission(context, request, submission(state, state.pieces.map(pieceInput)), key);
  if (!created.ok) return refused("send-pieces", created.status, created.error, { attemptKey: retryKey(created, key) });
  throw redirect(sellFlowHref(thankYou(state, created.value.id)));
}

/** A condition key the seller may choose (pristine … fair), or null. */
function sellerConditionKey(key: string | null | undefined): string | null {
  return key && sellerConditionFromKey(key) ? key : null;
}

function submission(state: SellFlowState, items: SubmissionItemInput[]) {
  return { trade_in: state.flow === "trade-in", partner_code: state.partner, items };
}

/** Only a call that got no answer (or is still running) may have done its work: retry it with the same key. */
function retryKey(outcome: Outcome<unknown>, key: string): string {
  return !outcome.ok && (outcome.status >= 500 || outcome.status === 409) ? key : randomUUID();
}
