import { randomUUID } from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import { sellerConditionFromKey } from "@maison/domain/valuation/item-description";
import { OfferKind, type SubmissionItemInput } from "@maison/contracts/selling";
import { createSubmission, fieldErrors, finalizeQuote, verifyPartnerCode, type Outcome, type SellingError } from "./selling-api.server.ts";
import { readSellFlow, sellFlowHref, thankYou, withPartner, type SellFlowState } from "./sell-flow-state.ts";
import { bookShippingFromForm } from "./shipping-action.server.ts";
import { uploadFormPhotos } from "./photo-upload.server.ts";
import type { SellFlow } from "./selling-paths.ts";
import { SELL_INTENTS, type SellActionData, type SellIntent } from "./sell-action-data.ts";

/** The photo form's inputs, named as the API names the item's fields. */
const PHOTO_FORM_FIELDS = ["designer", "description", "condition_key", "photos"] as const;

const SIGN_IN_FIRST = "Please log in to continue: your choices are kept.";

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The sell flow's forms: verify a partner code, accept an offer, ask for a quote, send photos, book shipping. */
export async function sellFlowAction(context: AppLoadContext, request: Request, flow: SellFlow) {
  const state = readSellFlow(new URL(request.url).searchParams, flow);
  const form = await request.formData();
  const intent = SELL_INTENTS.find((i) => i === form.get("intent"));
  switch (intent) {
    case "partner-code":
      return partnerCode(context, request, state, text(form, "partner_code"));
    case "accept":
    case "quote":
      return submitItem(context, request, state, intent, form);
    case "photos":
      return submitPhotos(context, request, state, form);
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
 * Accepting an instant offer creates the submission with the chosen offer and accepts it at once;
 * asking for a quote creates it for pricing. The same attempt key replays the same ticket, and an
 * offer already accepted by an earlier attempt counts as accepted.
 */
async function submitItem(context: AppLoadContext, request: Request, state: SellFlowState, intent: "accept" | "quote", form: FormData) {
  const key = text(form, "attempt_key") || randomUUID();
  const conditionKey = sellerConditionKey(state.details.condition_key);
  if (!state.sku || !conditionKey) throw redirect(sellFlowHref({ ...state, step: state.sku ? "details" : "find" }));
  let offerKind: SubmissionItemInput["offer_kind"] = null;
  if (intent === "accept") {
    const kind = OfferKind.safeParse(form.get("offer_kind"));
    if (!kind.success) return data(actionData(intent, { fields: { offer_kind: "Choose the offer you accept." }, attemptKey: key }), { status: 400 });
    offerKind = kind.data;
  }
  const created = await createSubmission(context, request, submission(state, [itemInput(state, conditionKey, offerKind, [])]), key);
  if (!created.ok) return refused(intent, created.status, created.error, { attemptKey: retryKey(created, key) });
  const ticket = created.value;
  if (intent === "accept" && ticket.items.some((item) => item.state === "quoted")) {
    const offerKinds = Object.fromEntries(ticket.items.map((item) => [item.id, offerKind!]));
    const accepted = await finalizeQuote(context, request, ticket.id, { accepted: true, offer_kinds: offerKinds });
    if (!accepted.ok) return refused(intent, accepted.status, accepted.error, { attemptKey: key });
  }
  throw redirect(sellFlowHref(thankYou(state, ticket.id)));
}

/** The photo submission (spec 2 §2): a piece in the catalogue that needs eyes on it, or one that is not there. */
async function submitPhotos(context: AppLoadContext, request: Request, state: SellFlowState, form: FormData) {
  const key = text(form, "attempt_key") || randomUUID();
  const values = { designer: text(form, "designer"), description: text(form, "description"), condition_key: text(form, "condition_key") };
  const uploaded = await uploadFormPhotos(context, request, form);
  if (!uploaded.ok) return refused("photos", uploaded.status, uploaded.error, { fields: { photos: uploaded.error.message }, attemptKey: key, values });
  const photos = [...form.getAll("photo").filter((v): v is string => typeof v === "string" && v !== ""), ...uploaded.keys];
  const conditionKey = sellerConditionKey(values.condition_key || state.details.condition_key);
  const fields: Record<string, string> = {};
  if (!conditionKey) fields.condition_key = "Choose the piece's condition.";
  if (!state.sku && !values.designer) fields.designer = "Tell us the designer.";
  if (photos.length === 0) fields.photos = "Add at least one photo of the piece.";
  if (!conditionKey || Object.keys(fields).length > 0) return data(actionData("photos", { fields, attemptKey: key, values: { ...values, photos: photos.join(" ") } }), { status: 400 });
  const item = { ...itemInput(state, conditionKey, null, photos), designer: values.designer, description: values.description };
  const created = await createSubmission(context, request, submission(state, [item]), key);
  if (!created.ok) {
    const { fields: placed, rest } = fieldErrors(created.error, (field) => PHOTO_FORM_FIELDS.find((name) => name === field.split(".").pop()) ?? null);
    return refused("photos", created.status, rest, { fields: placed, attemptKey: retryKey(created, key), values: { ...values, photos: photos.join(" ") } });
  }
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
