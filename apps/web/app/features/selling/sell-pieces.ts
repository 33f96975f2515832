import { MAX_SUBMISSION_ITEMS, OfferKind, SellerPhotoKey, type SubmissionItemInput, type SubmissionRoute } from "@maison/contracts/selling";
import { MAX_SUBMISSION_PHOTOS } from "@maison/domain/selling/nmi-questions";
import { sellerConditionFromKey } from "@maison/domain/valuation/item-description";
import { formatDollars } from "./selling-format.ts";

/**
 * The pieces a seller has set aside in the flow to send together in one submission (the API takes up
 * to ten a ticket). Like the rest of the flow's state they live in the page's URL, one `piece`
 * parameter each, so back, reload and a deep link keep them; nothing is stored until they are sent.
 * Everything here is pure.
 */
export interface QueuedPiece {
  /** What the list calls it: the catalogue's title, or the seller's designer and words. */
  title: string;
  /** What happens to it once sent: an instant offer, a specialist's quote, or a review of its photos. */
  route: SubmissionRoute;
  sku: string | null;
  designer: string;
  description: string;
  condition_key: string;
  accessories: string[];
  serial_number: string;
  color: string;
  /** The instant offer the seller chose; it stands once sent, to accept from the submission. */
  offer_kind: OfferKind | null;
  /** That offer's amount when it was set aside, to show; the submission makes it again. */
  amount_cents: number | null;
  photos: string[];
}

/** How many pieces may wait beside the one in hand: the submission's limit, less that one. */
export const MAX_QUEUED_PIECES = MAX_SUBMISSION_ITEMS - 1;

/** A piece's parameter stays well inside what browsers and servers take in a URL. */
const MAX_PIECE_PARAM = 2_000;

const ROUTES: readonly SubmissionRoute[] = ["instant_offer", "quote", "photo_upload"];

/** One piece as one URL parameter's value: its own small query string, only the fields that say something. */
export function encodePiece(piece: QueuedPiece): string {
  const params = new URLSearchParams();
  params.set("title", piece.title);
  params.set("route", piece.route);
  if (piece.sku) params.set("sku", piece.sku);
  if (piece.designer) params.set("designer", piece.designer);
  if (piece.description) params.set("description", piece.description);
  params.set("condition_key", piece.condition_key);
  for (const accessory of piece.accessories) params.append("accessories", accessory);
  if (piece.serial_number) params.set("serial_number", piece.serial_number);
  if (piece.color) params.set("color", piece.color);
  if (piece.offer_kind) params.set("offer_kind", piece.offer_kind);
  if (piece.amount_cents !== null) params.set("amount_cents", String(piece.amount_cents));
  for (const photo of piece.photos) params.append("photos", photo);
  return params.toString();
}

function field(params: URLSearchParams, name: string, max: number): string {
  return (params.get(name) ?? "").trim().slice(0, max);
}

/** A piece read back from its parameter; null when it is not one the flow could have written. */
export function decodePiece(value: string): QueuedPiece | null {
  if (value.length > MAX_PIECE_PARAM) return null;
  const params = new URLSearchParams(value);
  const route = ROUTES.find((r) => r === params.get("route"));
  const conditionKey = field(params, "condition_key", 40);
  if (!route || !sellerConditionFromKey(conditionKey)) return null;
  const sku = field(params, "sku", 64) || null;
  const designer = field(params, "designer", 80);
  const photos = [...new Set(params.getAll("photos"))].filter((key) => SellerPhotoKey.safeParse(key).success).slice(0, MAX_SUBMISSION_PHOTOS);
  if (!sku && (!designer || photos.length === 0)) return null;
  const offerKind = OfferKind.safeParse(params.get("offer_kind"));
  const amount = Number.parseInt(params.get("amount_cents") ?? "", 10);
  return {
    title: field(params, "title", 200) || designer || "Your piece",
    route,
    sku,
    designer,
    description: field(params, "description", 500),
    condition_key: conditionKey,
    accessories: [...new Set(params.getAll("accessories").map((a) => a.trim().slice(0, 60)).filter(Boolean))].slice(0, 12),
    serial_number: field(params, "serial_number", 60),
    color: field(params, "color", 40),
    offer_kind: route === "instant_offer" && offerKind.success ? offerKind.data : null,
    amount_cents: route === "instant_offer" && offerKind.success && Number.isSafeInteger(amount) && amount > 0 ? amount : null,
    photos,
  };
}

/** The pieces a page URL carries, in order, at most MAX_QUEUED_PIECES; any malformed one is left out. */
export function readPieces(params: URLSearchParams): QueuedPiece[] {
  return params
    .getAll("piece")
    .map(decodePiece)
    .filter((piece): piece is QueuedPiece => piece !== null)
    .slice(0, MAX_QUEUED_PIECES);
}

/** What the submission call is sent for a set-aside piece. */
export function pieceInput(piece: QueuedPiece): SubmissionItemInput {
  return {
    sku: piece.sku,
    designer: piece.designer,
    description: piece.description,
    accessories: piece.accessories,
    serial_number: piece.serial_number,
    color: piece.color,
    condition_key: piece.condition_key,
    offer_kind: piece.offer_kind,
    photos: piece.photos,
  };
}

/** "1 piece", "3 pieces". */
export function piecesCount(count: number): string {
  return `${count} ${count === 1 ? "piece" : "pieces"}`;
}

const OFFER_WORDS: Record<OfferKind, string> = { sell_now: "cash", trade_in: "in store credit", consignment: "estimated, on consignment" };

/** What happens to a set-aside piece once sent, in the list's words. */
export function pieceOutlook(piece: Pick<QueuedPiece, "route" | "offer_kind" | "amount_cents" | "photos">): string {
  if (piece.route === "photo_upload") return `Valued from your ${piece.photos.length === 1 ? "photo" : `${piece.photos.length} photos`} by a specialist`;
  if (piece.route === "quote") return "A specialist's quote by e-mail";
  if (piece.offer_kind && piece.amount_cents !== null) return `Instant offer: ${formatDollars(piece.amount_cents)} ${OFFER_WORDS[piece.offer_kind]}`;
  return "Instant offer";
}
