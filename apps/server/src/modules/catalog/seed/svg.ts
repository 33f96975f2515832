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

/** The views of a piece, in the order its listing shows them (issue 16: front, side, back, detail). */
export const IMAGE_VIEWS = ["front", "side", "back", "detail"] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

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
  if (view === "side" || view === "back") return cool ? ["#f2f1ee", "#e0ded9"] : ["#f5f0e8", "#e5ddd0"];
  return cool ? ["#f5f4f2", "#e4e2de"] : ["#f7f3ed", "#e9e2d7"];
}

/** Darkens what it is applied to (the shaded half of the side view). */
const SHADE_FILTER = `<filter id="shade"><feColorMatrix type="matrix" values="0.62 0 0 0 0  0 0.6 0 0 0  0 0 0.58 0 0  0 0 0 1 0"/></filter>`;
const SIDE_MASK = `<linearGradient id="side-light" x1="0" x2="1"><stop offset="0.3" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0.85"/></linearGradient><mask id="side-shadow" maskUnits="userSpaceOnUse" x="0" y="0" width="1500" height="1500"><rect width="1500" height="1500" fill="url(#side-light)"/></mask>`;

/** The piece framed for one view, on the 1,500 grid it is drawn on. */
function frame(view: ImageView, drawing: Drawing): string {
  // The front view frames the piece a little larger, like a studio shot.
  const front = (svg: string) => `<g transform="translate(750 790) scale(1.1) translate(-750 -810)">${svg}</g>`;
  switch (view) {
    case "front":
      return front(drawing.svg);
    case "back":
      // Turned round: mirrored, and (drawn without it) no house mark on the back panel.
      return `<g transform="translate(1500 0) scale(-1 1)">${front(drawing.svg)}</g>`;
    case "side": {
      // Seen from the side: the piece foreshortened to its depth, its far half in shadow.
      const narrow = `<g transform="translate(750 790) scale(0.46 1.1) translate(-750 -810)">${drawing.svg}</g>`;
      return `${narrow}<g mask="url(#side-shadow)" filter="url(#shade)">${narrow}</g>`;
    }
    case "detail": {
      const zoom = drawing.zoom ?? DEFAULT_ZOOM;
      const [fx, fy] = drawing.focus;
      return `<g transform="translate(750 750) scale(${zoom}) translate(${-fx} ${-fy})">${drawing.svg}</g>`;
    }
  }
}

/**
 * A product illustration as a 1,500 px square SVG: the piece in its colour and material on a soft
 * studio backdrop. The front view shows the whole piece; the side view foreshortens it to its depth
 * with its far half in shadow; the back view turns it round (no house mark); the detail view is a
 * close-up of its hardware, clasp or dial.
 */
export function productSvg(art: ProductArt, view: ImageView): string {
  const { ink, defs } = makeInk(view === "back" ? { ...art, mark: "" } : art);
  const drawing = drawPiece(ink, art);
  const [center, edge] = backdrop(art, view);
  const content = frame(view, drawing);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_SIZE}" height="${ILLUSTRATION_SIZE}" viewBox="0 0 ${ILLUSTRATION_SIZE} ${ILLUSTRATION_SIZE}">` +
    `<defs>${defs}${view === "side" ? SHADE_FILTER + SIDE_MASK : ""}` +
    `<radialGradient id="backdrop" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${center}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `<radialGradient id="ground"><stop stop-color="#3b2d22" stop-opacity=".32"/><stop offset=".6" stop-color="#3b2d22" stop-opacity=".12"/><stop offset="1" stop-color="#3b2d22" stop-opacity="0"/></radialGradient>` +
    `</defs><rect width="${ILLUSTRATION_SIZE}" height="${ILLUSTRATION_SIZE}" fill="url(#backdrop)"/>${content}</svg>`
  );
}
