import type { ProductArt } from "./art.ts";
import { drawAccessory } from "./illustration/accessories.ts";
import { drawApparel } from "./illustration/apparel.ts";
import { drawBag } from "./illustration/bags.ts";
import { drawJewelry } from "./illustration/jewelry.ts";
import { makeInk, type Drawing, type Ink } from "./illustration/paint.ts";
import { drawShoe } from "./illustration/shoes.ts";
import { drawWatch } from "./illustration/watches.ts";

export const ILLUSTRATION_SIZE = 1500;
const DEFAULT_ZOOM = 2.2;

export type ImageView = "front" | "detail";

function drawPiece(ink: Ink, art: ProductArt): Drawing {
  switch (art.category) {
    case "bags":
      return drawBag(ink, art);
    case "shoes":
      return drawShoe(ink, art);
    case "watches":
      return drawWatch(ink, art);
    case "jewelry":
      return drawJewelry(ink, art);
    case "accessories":
      return drawAccessory(ink, art);
    case "apparel":
      return drawApparel(ink, art);
  }
}

/** Metal and stone pieces sit on a cool grey; leather, fabric and the rest on a warm ivory. */
function backdrop(art: ProductArt, view: ImageView): readonly [string, string] {
  const cool = art.category === "watches" || art.category === "jewelry";
  if (view === "detail") return cool ? ["#ecebe8", "#dad7d2"] : ["#f0e9df", "#e0d6c8"];
  return cool ? ["#f5f4f2", "#e4e2de"] : ["#f7f3ed", "#e9e2d7"];
}

/**
 * A product illustration as a 1,500 px square SVG: the piece in its colour and material on a soft
 * studio backdrop. The front view shows the whole piece; the detail view is a close-up of its
 * hardware, clasp or dial.
 */
export function productSvg(art: ProductArt, view: ImageView): string {
  const { ink, defs } = makeInk(art);
  const drawing = drawPiece(ink, art);
  const [center, edge] = backdrop(art, view);
  const zoom = drawing.zoom ?? DEFAULT_ZOOM;
  const [fx, fy] = drawing.focus;
  // Pieces are drawn on a 1,500 grid; the front view frames them a little larger, like a studio shot.
  const content =
    view === "front"
      ? `<g transform="translate(750 790) scale(1.1) translate(-750 -810)">${drawing.svg}</g>`
      : `<g transform="translate(750 750) scale(${zoom}) translate(${-fx} ${-fy})">${drawing.svg}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_SIZE}" height="${ILLUSTRATION_SIZE}" viewBox="0 0 ${ILLUSTRATION_SIZE} ${ILLUSTRATION_SIZE}">` +
    `<defs>${defs}` +
    `<radialGradient id="backdrop" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${center}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `<radialGradient id="ground"><stop stop-color="#3b2d22" stop-opacity=".32"/><stop offset=".6" stop-color="#3b2d22" stop-opacity=".12"/><stop offset="1" stop-color="#3b2d22" stop-opacity="0"/></radialGradient>` +
    `</defs><rect width="${ILLUSTRATION_SIZE}" height="${ILLUSTRATION_SIZE}" fill="url(#backdrop)"/>${content}</svg>`
  );
}
