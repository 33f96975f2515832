import type { ProductArt } from "../art.ts";
import { houseMark, luminance, mix, r1, type Drawing, type Ink } from "./paint.ts";

const CX = 750;
const CY = 740;

type CaseShape = "round" | "rect" | "octagon";

function caseShape(name: string): CaseShape {
  if (/royal oak|nautilus|aquanaut|overseas|alpine eagle|santos|octo|big bang/i.test(name)) return "octagon";
  if (/tank|reverso|monaco|panth/i.test(name)) return "rect";
  return "round";
}

/** The strap or bracelet, running from the top of the frame to the bottom behind the case. */
function strap(ink: Ink, art: ProductArt, width: number): string {
  const x = CX - width / 2;
  if (art.strap === "bracelet" || !art.strap) {
    const row = `<defs><g id="link"><rect x="${r1(-width / 2)}" width="${r1(width * 0.3)}" height="56" rx="10" fill="${ink.metal}"/><rect x="${r1(-width * 0.17)}" y="4" width="${r1(width * 0.34)}" height="52" rx="10" fill="${ink.accentMetal}" stroke="${ink.metalEdge}" stroke-width="1.5"/><rect x="${r1(width * 0.2)}" width="${r1(width * 0.3)}" height="56" rx="10" fill="${ink.metal}"/></g></defs>`;
    const rows: string[] = [row];
    for (let y = 60; y < 1440; y += 62) {
      if (Math.abs(y - CY) < 230) continue;
      // The bracelet tapers a little away from the case.
      const taper = r1(Math.max(0.8, 1 - Math.max(0, Math.abs(y - CY) - 340) / 2500));
      rows.push(`<use href="#link" transform="translate(${CX} ${y}) scale(${taper} 1)"/>`);
    }
    return rows.join("");
  }
  const color = art.strap === "rubber" ? "#1f1f22" : luminance(ink.accent) > 0.6 ? "#5b3a26" : mix(ink.accent, "#2a1a10", 0.55);
  const leather = `M${x} 40 H${x + width} V1460 H${x} Z`;
  const pattern = art.pattern === "croc" ? `<path d="${leather}" fill="url(#pat)"/>` : "";
  return `<path d="${leather}" fill="${color}"/>${pattern}<path d="${leather}" fill="url(#form)"/><path d="M${x + 12} 40 V1460 M${x + width - 12} 40 V1460" stroke="#ffffff" stroke-width="2.5" stroke-dasharray="10 8" opacity="0.35"/>`;
}

function indices(ink: Ink, r: number, dial: string): string {
  const light = luminance(dial) > 0.55;
  const color = light ? "#2b2b2b" : ink.metalFlat;
  const marks: string[] = [];
  const quarters: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const long = i % 3 === 0;
    const outer = r * 0.78;
    const inner = r * (long ? 0.6 : 0.68);
    if (long) {
      quarters.push(`M${r1(CX + Math.sin(a) * outer)} ${r1(CY - Math.cos(a) * outer)}L${r1(CX + Math.sin(a) * inner)} ${r1(CY - Math.cos(a) * inner)}`);
      continue;
    }
    marks.push(`M${r1(CX + Math.sin(a) * outer)} ${r1(CY - Math.cos(a) * outer)}L${r1(CX + Math.sin(a) * inner)} ${r1(CY - Math.cos(a) * inner)}`);
  }
  return `<path d="${marks.join("")}" stroke="${color}" stroke-width="8" stroke-linecap="round"/><path d="${quarters.join("")}" stroke="${color}" stroke-width="14" stroke-linecap="round"/>`;
}

function hands(ink: Ink, r: number, dial: string, variant: number): string {
  const color = luminance(dial) > 0.55 ? "#222" : ink.metalFlat;
  const hour = 300 + variant * 40;
  const minute = 50 + variant * 30;
  const hand = (deg: number, len: number, width: number, fill: string) =>
    `<path d="M${CX - width / 2} ${CY + 20}L${CX} ${r1(CY - len)}L${CX + width / 2} ${CY + 20}Z" fill="${fill}" transform="rotate(${r1(deg)} ${CX} ${CY})"/>`;
  return [
    hand(hour, r * 0.45, 22, color),
    hand(minute, r * 0.7, 16, color),
    `<path d="M${CX} ${CY + 40}L${CX} ${r1(CY - r * 0.76)}" stroke="#b3202c" stroke-width="4" transform="rotate(${r1(140 + variant * 90)} ${CX} ${CY})"/>`,
    `<circle cx="${CX}" cy="${CY}" r="12" fill="${color}"/>`,
  ].join("");
}

function dialFace(ink: Ink, r: number, art: ProductArt): string {
  const dial = ink.accent;
  return [
    `<radialGradient id="dial" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="${mix(dial, "#ffffff", 0.25)}"/><stop offset="1" stop-color="${mix(dial, "#000000", 0.25)}"/></radialGradient>`,
    `<circle cx="${CX}" cy="${CY}" r="${r}" fill="url(#dial)"/>`,
    indices(ink, r, dial),
    houseMark(ink, CX, CY - r * 0.3, r * 0.13, luminance(dial) > 0.55 ? "#333" : ink.metalFlat, 0.9, 0.12),
    `<rect x="${CX + r * 0.46}" y="${CY - 18}" width="44" height="36" rx="4" fill="#fafafa" stroke="${ink.metalEdge}" stroke-width="2"/>`,
    hands(ink, r, dial, art.variant),
  ].join("");
}

/** Four lugs holding the strap, curving out of the case. */
function lugs(ink: Ink, r: number): string {
  const horn = (sx: number, sy: number) => {
    const x = CX + sx * 118;
    const y = CY + sy * (r - 40);
    return `<path d="M${x - 34} ${y} L${x - 28} ${y + sy * 120} Q${x} ${y + sy * 136} ${x + 28} ${y + sy * 120} L${x + 34} ${y} Z" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>`;
  };
  return horn(-1, -1) + horn(1, -1) + horn(-1, 1) + horn(1, 1);
}

/** Draws a watch face-on: case, bezel, dial and bracelet or strap. */
export function drawWatch(ink: Ink, art: ProductArt): Drawing {
  const shape = caseShape(art.name);
  const parts: string[] = [];
  if (shape === "rect") {
    parts.push(strap(ink, art, 240));
    const dial = mix(ink.accent, "#ffffff", 0.2);
    const ink2 = luminance(dial) > 0.5 ? "#1e1e1e" : "#efe9dc";
    const numerals = ["XII", "III", "VI", "IX"]
      .map((n, i) => {
        const [x, y] = [[CX, CY - 190], [CX + 120, CY + 12], [CX, CY + 214], [CX - 120, CY + 12]][i] as [number, number];
        return `<text x="${x}" y="${y}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="44" fill="${ink2}">${n}</text>`;
      })
      .join("");
    parts.push(
      `<rect x="${CX - 200}" y="${CY - 280}" width="400" height="560" rx="46" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="3"/>`,
      `<rect x="${CX - 200}" y="${CY - 280}" width="46" height="560" rx="22" fill="#ffffff" opacity="0.18"/>`,
      `<rect x="${CX - 150}" y="${CY - 240}" width="300" height="480" rx="16" fill="${dial}"/>`,
      `<rect x="${CX - 128}" y="${CY - 218}" width="256" height="436" rx="8" fill="none" stroke="${ink2}" stroke-width="2.5" opacity="0.55"/>`,
      numerals,
      houseMark(ink, CX, CY - 110, 30, ink2, 0.85, 0.12),
      `<path d="M${CX} ${CY} L${CX - 44} ${CY - 120}" stroke="#1d2a5a" stroke-width="10" stroke-linecap="round"/><path d="M${CX} ${CY} L${CX + 80} ${CY + 150}" stroke="#1d2a5a" stroke-width="7" stroke-linecap="round"/><circle cx="${CX}" cy="${CY}" r="9" fill="#1d2a5a"/>`,
      `<rect x="${CX + 198}" y="${CY - 26}" width="36" height="52" rx="8" fill="${ink.metal}"/><circle cx="${CX + 240}" cy="${CY}" r="13" fill="#2a4fa0"/>`,
    );
    return { svg: parts.join(""), focus: [CX, CY - 40], zoom: 1.9 };
  }
  const r = 285;
  parts.push(strap(ink, art, 270));
  parts.push(lugs(ink, r));
  parts.push(`<rect x="${CX + r - 10}" y="${CY - 34}" width="54" height="68" rx="10" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>`);
  if (shape === "octagon") {
    const pts = Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 8) * (2 * i + 1);
      return `${r1(CX + Math.cos(a) * r * 1.02)},${r1(CY + Math.sin(a) * r * 1.02)}`;
    }).join(" ");
    parts.push(`<polygon points="${pts}" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="3"/>`);
    const screws = Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 4) * i;
      const x = CX + Math.cos(a) * r * 0.84;
      const y = CY + Math.sin(a) * r * 0.84;
      return `<circle cx="${r1(x)}" cy="${r1(y)}" r="11" fill="${ink.metalFlat}" stroke="${ink.metalEdge}" stroke-width="2"/><path d="M${r1(x - 7)} ${r1(y)}h14" stroke="${ink.metalEdge}" stroke-width="2"/>`;
    }).join("");
    parts.push(screws, dialFace(ink, r * 0.7, art));
  } else {
    parts.push(`<circle cx="${CX}" cy="${CY}" r="${r}" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="3"/><circle cx="${CX}" cy="${CY}" r="${r * 0.96}" fill="${ink.accentMetal}"/>`);
    const diver = /submariner|seamaster|gmt|black bay|pelagos|superocean|aquaracer|yacht|luminor|submersible/i.test(art.name);
    if (diver) {
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${r * 0.9}" fill="${mix(ink.accent, "#000000", 0.35)}"/>`);
      for (let i = 0; i < 60; i += 5) {
        const a = (i * Math.PI) / 30;
        parts.push(`<path d="M${r1(CX + Math.sin(a) * r * 0.87)} ${r1(CY - Math.cos(a) * r * 0.87)}L${r1(CX + Math.sin(a) * r * 0.8)} ${r1(CY - Math.cos(a) * r * 0.8)}" stroke="#f4f4f4" stroke-width="${i === 0 ? 12 : 6}" opacity="0.85"/>`);
      }
    } else {
      parts.push(`<circle cx="${CX}" cy="${CY}" r="${r * 0.9}" fill="none" stroke="${ink.metalEdge}" stroke-width="2" opacity="0.5"/>`);
    }
    parts.push(dialFace(ink, r * 0.76, art));
  }
  parts.push(`<ellipse cx="${CX - 70}" cy="${CY - 110}" rx="150" ry="60" fill="#ffffff" opacity="0.1" transform="rotate(-30 ${CX - 70} ${CY - 110})"/>`);
  return { svg: parts.join(""), focus: [CX, CY - 20], zoom: 1.8 };
}
