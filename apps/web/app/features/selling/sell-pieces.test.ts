import { describe, expect, it } from "vitest";
import { canAddPiece, hasProgress, readSellFlow, sellFlowHref, thankYou, withDetails, withoutPiece, withPiece, withSku } from "./sell-flow-state.ts";
import { decodePiece, encodePiece, MAX_QUEUED_PIECES, pieceInput, pieceOutlook, readPieces, type QueuedPiece } from "./sell-pieces.ts";

const PHOTO = "seller-photos/2026-03/0123456789abcdef0123456789abcdef.jpg";
const PYTHON: QueuedPiece = {
  title: "Chanel Classic Flap Medium, Python",
  route: "quote",
  sku: "chanel-classic-flap-python-medium",
  designer: "",
  description: "",
  condition_key: "excellent",
  accessories: ["Dust Bag", "Box"],
  serial_number: "27123456",
  color: "Natural",
  offer_kind: null,
  amount_cents: null,
  photos: [],
};
const GOYARD: QueuedPiece = { ...PYTHON, title: "Goyard Saint Louis GM", route: "photo_upload", sku: null, designer: "Goyard", description: "Saint Louis GM", accessories: [], serial_number: "", color: "", photos: [PHOTO] };
const FLAP: QueuedPiece = { ...PYTHON, title: "Chanel Classic Flap Medium, Caviar Leather", route: "instant_offer", sku: "chanel-classic-flap-caviar-medium", offer_kind: "trade_in", amount_cents: 350_000 };

const read = (query: string) => readSellFlow(new URLSearchParams(query), "sell-now");

describe("a set-aside piece in the URL", () => {
  it("round-trips through its parameter, whatever it holds", () => {
    for (const piece of [PYTHON, GOYARD, FLAP]) expect(decodePiece(encodePiece(piece))).toEqual(piece);
  });

  it("is left out when it is not one the flow could have written", () => {
    const encoded = (patch: Partial<QueuedPiece>) => encodePiece({ ...PYTHON, ...patch });
    expect(decodePiece(encoded({ condition_key: "mint" }))).toBeNull();
    expect(decodePiece(encodePiece(PYTHON).replace("route=quote", "route=teleport"))).toBeNull();
    // A piece outside the catalogue needs its designer and a photo.
    expect(decodePiece(encodePiece({ ...GOYARD, photos: [] }))).toBeNull();
    expect(decodePiece(encodePiece({ ...GOYARD, designer: "" }))).toBeNull();
    expect(decodePiece("x".repeat(2_001))).toBeNull();
  });

  it("keeps only photos the seller could have uploaded, and an offer only for an instant one", () => {
    const piece = decodePiece(encodePiece({ ...GOYARD, photos: [PHOTO, "../etc/passwd", PHOTO] }));
    expect(piece?.photos).toEqual([PHOTO]);
    expect(decodePiece(encodePiece({ ...PYTHON, offer_kind: "sell_now", amount_cents: 100 }))).toMatchObject({ offer_kind: null, amount_cents: null });
  });

  it("is read in order, at most as many as a submission holds beside the piece in hand", () => {
    const params = new URLSearchParams();
    for (let i = 0; i < MAX_QUEUED_PIECES + 3; i++) params.append("piece", encodePiece({ ...PYTHON, title: `Piece ${i}` }));
    params.append("piece", "garbage");
    const pieces = readPieces(params);
    expect(pieces).toHaveLength(MAX_QUEUED_PIECES);
    expect(pieces[0]?.title).toBe("Piece 0");
  });

  it("is sent as the submission's item, its title and what it showed left behind", () => {
    expect(pieceInput(FLAP)).toEqual({
      sku: FLAP.sku,
      designer: "",
      description: "",
      accessories: ["Dust Bag", "Box"],
      serial_number: "27123456",
      color: "Natural",
      condition_key: "excellent",
      offer_kind: "trade_in",
      photos: [],
    });
  });

  it("says what happens to it once sent", () => {
    expect(pieceOutlook(PYTHON)).toBe("A specialist's quote by e-mail");
    expect(pieceOutlook(GOYARD)).toBe("Valued from your photo by a specialist");
    expect(pieceOutlook({ ...GOYARD, photos: [PHOTO, PHOTO] })).toBe("Valued from your 2 photos by a specialist");
    expect(pieceOutlook(FLAP)).toBe("Instant offer: $3,500 in store credit");
    expect(pieceOutlook({ ...FLAP, offer_kind: null, amount_cents: null })).toBe("Instant offer");
  });
});

describe("setting pieces aside in the flow", () => {
  const valued = withDetails(withSku(read("item_type=bags&designer=chanel&partner=BERGDORF10"), "chanel-classic-flap-python-medium"), {
    accessories: ["Box"],
    serial_number: "",
    color: "",
    condition_key: "excellent",
  });

  it("starts the next piece from step 1, the partner code kept and the pieces carried in the URL", () => {
    const next = withPiece(valued, PYTHON);
    expect(next).toMatchObject({ step: "find", levels: {}, sku: null, partner: "BERGDORF10", pieces: [PYTHON] });
    const href = sellFlowHref(next);
    expect(read(href.split("?")[1]!)).toEqual(next);
    // Choosing the next piece keeps the ones set aside.
    const again = withSku(read(href.split("?")[1]!), "goyard-saint-louis");
    expect(read(sellFlowHref(again).split("?")[1]!).pieces).toEqual([PYTHON]);
  });

  it("takes one off and stays on the step", () => {
    const two = withPiece(withPiece(valued, PYTHON), GOYARD);
    const onValue = { ...withDetails(withSku(two, "x"), valued.details) };
    const one = withoutPiece(onValue, 0);
    expect(one.pieces).toEqual([GOYARD]);
    expect(one.step).toBe("value");
  });

  it("holds ten pieces at most in one submission, the one in hand included", () => {
    let state = valued;
    for (let i = 0; i < MAX_QUEUED_PIECES; i++) state = withPiece(state, PYTHON);
    expect(state.pieces).toHaveLength(MAX_QUEUED_PIECES);
    expect(canAddPiece(state)).toBe(false);
    expect(withPiece(state, GOYARD)).toBe(state);
  });

  it("counts as progress the exit modal asks about, and is done with once sent", () => {
    const set = withPiece(valued, PYTHON);
    expect(hasProgress({ ...set, levels: {} })).toBe(true);
    const sent = thankYou(set, "sub_0123456789");
    expect(sent.pieces).toEqual([]);
    expect(sellFlowHref(sent)).not.toContain("piece=");
  });
});
