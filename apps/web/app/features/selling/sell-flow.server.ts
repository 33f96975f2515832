import { randomUUID } from "node:crypto";
import { redirect, type AppLoadContext } from "react-router";
import type { Address } from "@maison/contracts/address";
import type { PartnerCodeVerified, ShippingOptions, Ticket } from "@maison/contracts/selling";
import type { AppraiseResponse, SellCatalogLevel, SellSearchResult, SellSkuView } from "@maison/contracts/valuation";
import {
  appraise,
  getAddresses,
  getSellCatalog,
  getShippingOptions,
  getTicket,
  needsSignIn,
  getSellSku,
  searchSellCatalog,
  verifyPartnerCode,
  type Outcome,
} from "./selling-api.server.ts";
import { readSellFlow, sellFlowHref, singleMatch, withSku, type SellFlowState } from "./sell-flow-state.ts";
import type { SellFlow } from "./selling-paths.ts";
import { loadViewer } from "../identity/viewer.server.ts";
import { loadPayouts, type PayoutsView } from "../payouts/payouts.server.ts";
import { showsPayouts, thankYouPanel, type ThankYouPanel } from "./thank-you-panel.ts";

/** The partner code the URL carries: checked again on every page, so a stale one shows its error. */
export type PartnerState = { status: "unverified" } | { status: "verified"; code: string; partnerName: string } | { status: "error"; code: string; message: string };

export interface FindView {
  step: "find";
  catalog: SellCatalogLevel | null;
  catalogError: string | null;
  search: SellSearchResult | null;
  searchError: string | null;
}

export interface DetailsView {
  step: "details";
  item: SellSkuView | null;
}

export type ValueView =
  | { step: "value"; kind: "sign-in"; item: SellSkuView | null }
  | { step: "value"; kind: "error"; message: string; item: SellSkuView | null }
  | { step: "value"; kind: "appraisal"; appraisal: AppraiseResponse; attemptKey: string };

export type PhotosView = { step: "photos"; kind: "sign-in" } | { step: "photos"; kind: "form"; item: SellSkuView | null; attemptKey: string };

export type ThankYouView =
  | { step: "thank-you"; kind: "sign-in" }
  | { step: "thank-you"; kind: "error"; message: string }
  | {
      step: "thank-you";
      kind: "ticket";
      ticket: Ticket;
      panel: ThankYouPanel;
      options: ShippingOptions | null;
      addresses: Address[];
      /** How the seller is paid, once the accepted pieces are on their way. */
      payouts: PayoutsView | null;
      /** The server's clock, so the expiry words read the same on both sides. */
      now: string;
    };

export type SellFlowView = (FindView | DetailsView | ValueView | PhotosView | ThankYouView) & {
  state: SellFlowState;
  partner: PartnerState;
  /** The Idempotency-Key of sending the pieces set aside, from wherever the seller sends them. */
  sendKey: string;
};

/**
 * Everything a step of the sell flow shows, read from the URL and the API. A size (or a size-less
 * style) with exactly one match moves to step 2 at once, by redirect (spec 2 §4).
 */
export async function loadSellFlow(context: AppLoadContext, request: Request, flow: SellFlow): Promise<SellFlowView> {
  const state = readSellFlow(new URL(request.url).searchParams, flow);
  const partner = await partnerState(context, request, state.partner);
  const view = await loadStep(context, request, state);
  return { ...view, state, partner, sendKey: randomUUID() };
}

async function loadStep(context: AppLoadContext, request: Request, state: SellFlowState) {
  switch (state.step) {
    case "find":
      return loadFind(context, request, state);
    case "details":
      return { step: "details", item: await findSku(context, request, state) } satisfies DetailsView;
    case "value":
      return loadValue(context, request, state);
    case "photos":
      return loadPhotos(context, request, state);
    case "thank-you":
      return loadThankYou(context, request, state);
  }
}

async function loadFind(context: AppLoadContext, request: Request, state: SellFlowState): Promise<FindView> {
  const [catalog, search] = await Promise.all([
    getSellCatalog(context, request, state.levels),
    state.q ? searchSellCatalog(context, request, state.q, state.pages) : Promise.resolve(null),
  ]);
  if (catalog.ok) {
    const sku = singleMatch(catalog.value);
    if (sku) throw redirect(sellFlowHref(withSku(state, sku)));
  }
  return {
    step: "find",
    catalog: catalog.ok ? catalog.value : null,
    catalogError: catalog.ok ? null : catalog.error.message,
    search: search?.ok ? search.value : null,
    searchError: search && !search.ok ? search.error.message : null,
  };
}

/** The chosen sku as the flow shows it: from the levels that chose it, else from the search it came from. */
export async function findSku(context: AppLoadContext, request: Request, state: SellFlowState): Promise<SellSkuView | null> {
  if (!state.sku) return null;
  if (state.levels.item_type) {
    const catalog = await getSellCatalog(context, request, state.levels);
    if (catalog.ok) {
      const found = catalog.value.selected_sku?.sku === state.sku ? catalog.value.selected_sku : catalog.value.products.find((p) => p.sku === state.sku);
      if (found) return found;
    }
  }
  if (state.q) {
    const search = await searchSellCatalog(context, request, state.q, state.pages);
    const found = search.ok ? search.value.search_results.find((p) => p.sku === state.sku) : undefined;
    if (found) return found;
  }
  // Named by its code alone (a saved Clair code): the catalog's search does not match codes.
  const byCode = await getSellSku(context, request, state.sku);
  return byCode.ok ? byCode.value : null;
}

async function loadValue(context: AppLoadContext, request: Request, state: SellFlowState): Promise<ValueView> {
  const outcome = await appraise(context, request, {
    sku: state.sku ?? "",
    condition_key: state.details.condition_key ?? "",
    accessories: state.details.accessories,
    serial_number: state.details.serial_number,
    color: state.details.color || null,
  });
  if (needsSignIn(outcome)) return { step: "value", kind: "sign-in", item: await findSku(context, request, state) };
  // Setting a sku shows the server's message as an error, unless it sends the piece to photos (spec 2 §4).
  if (!outcome.ok) return { step: "value", kind: "error", message: outcome.error.message, item: await findSku(context, request, state) };
  if (outcome.value.prediction.status === "photo_upload") throw redirect(sellFlowHref({ ...state, step: "photos" }));
  return { step: "value", kind: "appraisal", appraisal: outcome.value, attemptKey: randomUUID() };
}

async function loadPhotos(context: AppLoadContext, request: Request, state: SellFlowState): Promise<PhotosView> {
  if (!(await loadViewer(context, request))) return { step: "photos", kind: "sign-in" };
  return { step: "photos", kind: "form", item: await findSku(context, request, state), attemptKey: randomUUID() };
}

async function loadThankYou(context: AppLoadContext, request: Request, state: SellFlowState): Promise<ThankYouView> {
  const outcome = await getTicket(context, request, state.ticket ?? "");
  if (needsSignIn(outcome)) return { step: "thank-you", kind: "sign-in" };
  if (!outcome.ok) return { step: "thank-you", kind: "error", message: outcome.error.message };
  const ticket = outcome.value;
  const panel = thankYouPanel(ticket);
  const now = new Date().toISOString();
  if (panel === "shipped" && showsPayouts(ticket)) return { step: "thank-you", kind: "ticket", ticket, panel, options: null, addresses: [], payouts: await loadPayouts(context, request), now };
  if (panel !== "shipping") return { step: "thank-you", kind: "ticket", ticket, panel, options: null, addresses: [], payouts: null, now };
  const [options, addresses] = await Promise.all([getShippingOptions(context, request, ticket.id), getAddresses(context, request)]);
  return { step: "thank-you", kind: "ticket", ticket, panel, options: options.ok ? options.value : null, addresses, payouts: null, now };
}

async function partnerState(context: AppLoadContext, request: Request, code: string | null): Promise<PartnerState> {
  if (!code) return { status: "unverified" };
  const outcome: Outcome<PartnerCodeVerified> = await verifyPartnerCode(context, request, code);
  if (outcome.ok) return { status: "verified", code: outcome.value.code, partnerName: outcome.value.partner_name };
  return { status: "error", code, message: outcome.error.message };
}
