import { chain, curvePoints, escapeXml, mix, r1, stitches, type Ink } from "./paint.ts";

/** A rolled leather handle arching from x1 to x2 above `y`, `rise` pixels high. */
export function rolledHandle(ink: Ink, x1: number, x2: number, y: number, rise: number, width = 40, back = false): string {
  const d = `M${x1} ${y} C${x1} ${y - rise * 1.25} ${x2} ${y - rise * 1.25} ${x2} ${y}`;
  const color = back ? ink.deep : ink.shade;
  return [
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`,
    back ? "" : `<path d="${d}" fill="none" stroke="${ink.base}" stroke-width="${width * 0.62}" stroke-linecap="round"/>`,
    back ? "" : `<path d="${d}" fill="none" stroke="${ink.light}" stroke-width="${width * 0.18}" stroke-linecap="round" opacity="0.55" transform="translate(-4 -6)"/>`,
  ].join("");
}

/** A flat leather strap following a curve (shoulder or crossbody straps). */
export function leatherStrap(ink: Ink, x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, width = 26, color?: string): string {
  const d = `M${x0} ${y0} Q${cx} ${cy} ${x1} ${y1}`;
  return `<path d="${d}" fill="none" stroke="${color ?? ink.shade}" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${ink.light}" stroke-width="2" stroke-dasharray="9 7" opacity="0.55"/>`;
}

/** A chain strap hanging from both sides of the bag, rising to `top`. */
export function chainStrap(ink: Ink, x1: number, x2: number, y: number, top: number, size = 16): string {
  const mid = (x1 + x2) / 2;
  return chain(curvePoints(x1, y, mid, top - (y - top) * 0.55, x2, y, 26), ink, size);
}

/** A small metal ring (D-ring, strap anchor). */
export function ring(ink: Ink, x: number, y: number, r = 16): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${ink.metal}" stroke-width="${r1(r * 0.45)}"/>`;
}

/** The turn-lock plate of a flap bag: a metal plate with a rotating clasp. */
export function turnLock(ink: Ink, x: number, y: number, w = 150, h = 56): string {
  return [
    `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${h * 0.22}" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>`,
    `<rect x="${x - w * 0.1}" y="${y - h * 0.85}" width="${w * 0.2}" height="${h * 1.7}" rx="${w * 0.08}" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>`,
    `<circle cx="${x}" cy="${y}" r="${h * 0.18}" fill="${ink.metalEdge}" opacity="0.5"/>`,
  ].join("");
}

/** A padlock hanging from a short strap. */
export function padlock(ink: Ink, x: number, y: number, scale = 1): string {
  const w = 86 * scale;
  const h = 74 * scale;
  return [
    `<path d="M${x - w * 0.3} ${y} v-${h * 0.35} a${w * 0.3} ${w * 0.3} 0 0 1 ${w * 0.6} 0 v${h * 0.35}" fill="none" stroke="${ink.metal}" stroke-width="${11 * scale}"/>`,
    `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${h}" rx="${14 * scale}" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>`,
    `<path d="M${x - w * 0.32} ${y + h * 0.22}h${w * 0.64}" stroke="#ffffff" stroke-width="${4 * scale}" opacity="0.45"/>`,
    `<circle cx="${x}" cy="${y + h * 0.58}" r="${6 * scale}" fill="${ink.metalEdge}"/>`,
  ].join("");
}

/** Interlocking rings, the classic double-C style clasp. */
export function interlockClasp(ink: Ink, x: number, y: number, r = 34): string {
  return [
    `<circle cx="${r1(x - r * 0.55)}" cy="${r1(y)}" r="${r1(r)}" fill="none" stroke="${ink.metal}" stroke-width="${r1(r * 0.28)}" stroke-dasharray="${r1(r * 4.6)} ${r1(r * 1.7)}" transform="rotate(40 ${r1(x - r * 0.55)} ${r1(y)})"/>`,
    `<circle cx="${r1(x + r * 0.55)}" cy="${r1(y)}" r="${r1(r)}" fill="none" stroke="${ink.metal}" stroke-width="${r1(r * 0.28)}" stroke-dasharray="${r1(r * 4.6)} ${r1(r * 1.7)}" transform="rotate(220 ${r1(x + r * 0.55)} ${r1(y)})"/>`,
  ].join("");
}

/** A metal bar plate with the house's letters stamped in it. */
export function namePlate(ink: Ink, x: number, y: number, w: number, h: number): string {
  return `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/><text x="${x}" y="${y + h * 0.22}" text-anchor="middle" font-family="Didot, Georgia, 'DejaVu Serif', serif" font-size="${h * 0.62}" letter-spacing="${h * 0.12}" fill="${ink.metalEdge}">${escapeXml(ink.mark)}</text>`;
}

/** A zip track with its pull. */
export function zipper(ink: Ink, x1: number, x2: number, y: number, pullX?: number): string {
  const px = pullX ?? x1 + (x2 - x1) * 0.72;
  return [
    `<path d="M${x1} ${y}H${x2}" stroke="${ink.deep}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M${x1} ${y}H${x2}" stroke="${ink.metalFlat}" stroke-width="4" stroke-dasharray="3 4" opacity="0.8"/>`,
    `<rect x="${px - 9}" y="${y - 6}" width="18" height="22" rx="4" fill="${ink.metal}"/>`,
    `<rect x="${px - 7}" y="${y + 14}" width="14" height="46" rx="6" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="1.5"/>`,
  ].join("");
}

/** Leather trim in natural vachetta (untreated cowhide) tones. */
export const VACHETTA = "#d5a679";
export const VACHETTA_DARK = "#b07a4c";

/** Small metal feet under a structured bag. */
export function feet(ink: Ink, xs: readonly number[], y: number): string {
  return xs.map((x) => `<ellipse cx="${x}" cy="${y}" rx="16" ry="7" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="1.5"/>`).join("");
}

/** A soft highlight band that gives leather its sheen. */
export function sheen(d: string, opacity = 0.18): string {
  return `<path d="${d}" fill="#ffffff" opacity="${opacity}"/>`;
}

/** Edge paint and a stitch line just inside an outline. */
export function finishedEdge(d: string, ink: Ink, inset?: string): string {
  return `<path d="${d}" fill="none" stroke="${mix(ink.deep, "#000000", 0.2)}" stroke-width="3" opacity="0.7"/>${inset ? stitches(inset, ink) : ""}`;
}
