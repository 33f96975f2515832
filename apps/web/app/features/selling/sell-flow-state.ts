import type { SellFlow } from "./selling-paths.ts";
import { flowPage } from "./selling-paths.ts";
import { encodePiece, MAX_QUEUED_PIECES, readPieces, type QueuedPiece } from "./sell-pieces.ts";

/**
 * The sell flow's state as it lives in the URL (spec 2 §3 "Sell-flow state"), so a deep link, a
 * reload and the back button all land on the same step: the levels chosen (item type → designer →
 * model → style → size), the text search, the sku, the item details, the partner code, the pieces set
 * aside to send with this one and, once submitted, the ticket. Everything here is pure; the loaders
 * and links read and write it.
 */

export const SELL_LEVELS = ["item_type", "designer", "model", "style", "size"] as const;
export type SellLevel = (typeof SELL_LEVELS)[number];

export const SELL_STEPS = ["find", "details", "value", "photos", "thank-you"] as const;
export type SellStep = (typeof SELL_STEPS)[number];

/** The three steps the seller sees numbered (spec 2 §2): find the item, tell its history, reveal its value. */
export const STEP_TITLES = [
  { step: "find", title: "Find your item" },
  { step: "details", title: "Tell its history" },
  { step: "value", title: "Reveal its value" },
] as const;

export interface ItemDetails {
  accessories: string[];
  serial_number: string;
  color: string;
  /** The seller's condition key (pristine, excellent, great, very-good, good, fair); null until chosen. */
  condition_key: string | null;
}

export interface SellFlowState {
  flow: SellFlow;
  step: SellStep;
  /** The levels chosen, always a prefix of SELL_LEVELS (a level without the one above it is dropped). */
  levels: Partial<Record<SellLevel, string>>;
  /** The text search and how many pages of its results are shown ("show more"). */
  q: string;
  pages: number;
  sku: string | null;
  details: ItemDetails;
  partner: string | null;
  /** Pieces told about already, waiting to go in the same submission as the one in hand. */
  pieces: QueuedPiece[];
  ticket: string | null;
}

export const EMPTY_DETAILS: ItemDetails = { accessories: [], serial_number: "", color: "", condition_key: null };

/** Text in the URL is kept short: nothing the flow sends is longer. */
const MAX_PARAM = 200;
const MAX_PAGES = 10;

function text(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, MAX_PARAM);
}

/** Reads the state from a page URL's search params; anything malformed is left out rather than refused. */
export function readSellFlow(params: URLSearchParams, flow: SellFlow): SellFlowState {
  const levels: Partial<Record<SellLevel, string>> = {};
  for (const level of SELL_LEVELS) {
    const value = text(params, level);
    if (!value) break;
    levels[level] = value;
  }
  const pagesParam = Number.parseInt(params.get("pages") ?? "1", 10);
  const accessories = [...new Set(params.getAll("accessories").map((a) => a.trim().slice(0, 60)).filter(Boolean))].slice(0, 20);
  const state: SellFlowState = {
    flow,
    step: "find",
    levels,
    q: text(params, "q"),
    pages: Number.isFinite(pagesParam) ? Math.min(Math.max(pagesParam, 1), MAX_PAGES) : 1,
    sku: text(params, "sku") || null,
    details: {
      accessories,
      serial_number: text(params, "serial_number").slice(0, 64),
      color: text(params, "color").slice(0, 40),
      condition_key: text(params, "condition_key") || null,
    },
    partner: text(params, "partner").slice(0, 40) || null,
    pieces: readPieces(params),
    ticket: text(params, "ticket") || null,
  };
  return { ...state, step: reachableStep(state, params.get("step")) };
}

/**
 * The step a URL asks for, when its state allows it; otherwise the furthest step the state reaches.
 * A thank-you needs a ticket, the value step a sku and a condition, the details step a sku; the photo
 * submission is open from anywhere.
 */
export function reachableStep(state: Omit<SellFlowState, "step">, asked: string | null): SellStep {
  const furthest: SellStep = state.ticket ? "thank-you" : state.sku && state.details.condition_key ? "value" : state.sku ? "details" : "find";
  if (!asked || !(SELL_STEPS as readonly string[]).includes(asked)) return furthest;
  const step = asked as SellStep;
  if (step === "thank-you") return state.ticket ? step : furthest === "thank-you" ? "find" : furthest;
  if (step === "value") return state.sku && state.details.condition_key ? step : state.sku ? "details" : "find";
  if (step === "details") return state.sku ? step : "find";
  return step;
}

/** The page URL of a state: the flow's path and only the params that say something. */
export function sellFlowHref(state: SellFlowState): string {
  const params = new URLSearchParams();
  const { step } = state;
  if (step !== "find") params.set("step", step);
  for (const level of SELL_LEVELS) {
    const value = state.levels[level];
    if (!value) break;
    params.set(level, value);
  }
  if (state.q) params.set("q", state.q);
  if (state.q && state.pages > 1) params.set("pages", String(state.pages));
  if (state.sku) params.set("sku", state.sku);
  if (state.sku && (step === "value" || step === "details" || step === "photos")) {
    for (const accessory of state.details.accessories) params.append("accessories", accessory);
    if (state.details.serial_number) params.set("serial_number", state.details.serial_number);
    if (state.details.color) params.set("color", state.details.color);
    if (state.details.condition_key) params.set("condition_key", state.details.condition_key);
  }
  if (state.partner) params.set("partner", state.partner);
  if (step !== "thank-you") for (const piece of state.pieces) params.append("piece", encodePiece(piece));
  if (state.ticket && step === "thank-you") params.set("ticket", state.ticket);
  const query = params.toString();
  return query ? `${flowPage(state.flow)}?${query}` : flowPage(state.flow);
}

/** The levels above `level`, kept; `level` and everything below it, cleared. */
function levelsAbove(levels: SellFlowState["levels"], level: SellLevel): SellFlowState["levels"] {
  const kept: SellFlowState["levels"] = {};
  for (const l of SELL_LEVELS) {
    if (l === level) break;
    if (levels[l]) kept[l] = levels[l];
  }
  return kept;
}

/** Back on step 1 with a fresh choice below the kept levels: no sku, no details, no search. */
function backToFind(state: SellFlowState, levels: SellFlowState["levels"]): SellFlowState {
  return { ...state, step: "find", levels, q: "", pages: 1, sku: null, details: EMPTY_DETAILS, ticket: null };
}

/** Choosing a level resets everything below it (spec 2 §4). */
export function chooseLevel(state: SellFlowState, level: SellLevel, value: string): SellFlowState {
  return backToFind(state, { ...levelsAbove(state.levels, level), [level]: value });
}

/** Each level's reset clears it and everything below it (spec 2 §4). */
export function resetLevel(state: SellFlowState, level: SellLevel): SellFlowState {
  return backToFind(state, levelsAbove(state.levels, level));
}

/** A text search starts over from the first page, leaving the levels as they are. */
export function searchFor(state: SellFlowState, q: string): SellFlowState {
  return { ...state, step: "find", q: q.trim().slice(0, MAX_PARAM), pages: 1, sku: null, details: EMPTY_DETAILS, ticket: null };
}

export function showMore(state: SellFlowState): SellFlowState {
  return { ...state, pages: Math.min(state.pages + 1, MAX_PAGES) };
}

/** The sku is set: step 2 (spec 2 §4). The levels and search stay, so "change" goes back to them. */
export function withSku(state: SellFlowState, sku: string): SellFlowState {
  return { ...state, step: "details", sku, details: state.sku === sku ? state.details : EMPTY_DETAILS, ticket: null };
}

export function withDetails(state: SellFlowState, details: ItemDetails): SellFlowState {
  return { ...state, step: "value", details, ticket: null };
}

export function atStep(state: SellFlowState, step: SellStep): SellFlowState {
  return { ...state, step };
}

/** The submitted ticket's thank-you step; the flow's choices, and the pieces sent with it, are done with. */
export function thankYou(state: SellFlowState, ticket: string): SellFlowState {
  return { ...backToFind(state, {}), step: "thank-you", pieces: [], ticket };
}

/** Whether one more piece may be set aside: a submission holds ten, the one in hand included. */
export function canAddPiece(state: SellFlowState): boolean {
  return state.pieces.length < MAX_QUEUED_PIECES;
}

/** The piece in hand is set aside, and the seller starts on the next one from step 1. */
export function withPiece(state: SellFlowState, piece: QueuedPiece): SellFlowState {
  if (!canAddPiece(state)) return state;
  return backToFind({ ...state, pieces: [...state.pieces, piece] }, {});
}

/** A set-aside piece taken off the list; the step in hand stays as it is. */
export function withoutPiece(state: SellFlowState, index: number): SellFlowState {
  return { ...state, pieces: state.pieces.filter((_, i) => i !== index) };
}

export function withPartner(state: SellFlowState, partner: string | null): SellFlowState {
  return { ...state, partner };
}

/**
 * Where "change your item" on step 2 leads: back to the levels without the last one that set the sku
 * (else a size with one match would set it again at once), or back to the search it came from.
 */
export function changeItem(state: SellFlowState): SellFlowState {
  if (state.q) return { ...state, step: "find", sku: null, details: EMPTY_DETAILS };
  const chosen = SELL_LEVELS.filter((level) => state.levels[level]);
  const last = chosen.at(-1);
  return last ? resetLevel(state, last) : backToFind(state, {});
}

/** The options of a catalog answer the single-match rule reads. */
export interface CatalogMatch {
  sizes: readonly unknown[];
  selected_style: unknown;
  selected_size: unknown;
  products: ReadonlyArray<{ sku: string }>;
  selected_sku: { sku: string } | null;
}

/**
 * The sku that moves the flow to step 2 on its own (spec 2 §4): a size chosen with exactly one match,
 * or a style chosen for a model that has no sizes with exactly one match. Null when the results list
 * should show instead.
 */
export function singleMatch(catalog: CatalogMatch): string | null {
  const lastLevelChosen = catalog.selected_size !== null || (catalog.selected_style !== null && catalog.sizes.length === 0);
  if (!lastLevelChosen) return null;
  if (catalog.selected_sku) return catalog.selected_sku.sku;
  return catalog.products.length === 1 ? catalog.products[0]!.sku : null;
}

/** Whether leaving now loses something the seller did (the exit modal asks first). */
export function hasProgress(state: SellFlowState): boolean {
  if (state.step === "thank-you") return false;
  return state.step !== "find" || Object.keys(state.levels).length > 0 || state.q !== "" || state.sku !== null || state.pieces.length > 0;
}

/** The numbered step a step belongs to (1 to 3), or 4 once submitted. */
export function stepNumber(step: SellStep): number {
  return step === "find" ? 1 : step === "details" ? 2 : step === "thank-you" ? 4 : 3;
}
