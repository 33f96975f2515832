import type { ProductArt } from "../art.ts";
import { chain, curvePoints, escapeXml, groundShadow, mix, r1, type Drawing, type Ink } from "./paint.ts";

/** A polished metal stroke: base colour plus a thin highlight. */
function metalStroke(ink: Ink, d: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${ink.metalEdge}" stroke-width="${width + 4}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${ink.metal}" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-width="${Math.max(2, width * 0.14)}" opacity="0.5" transform="translate(0 ${-width * 0.22})"/>`;
}

function gem(x: number, y: number, r: number, color = "#f4f8fb"): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="#9aa4ad" stroke-width="2"/><path d="M${x - r * 0.6} ${y} L${x} ${y - r * 0.6} L${x + r * 0.6} ${y} L${x} ${y + r * 0.6} Z" fill="#ffffff" opacity="0.6"/>`;
}

/** The four-leaf clover motif: four lobes of stone framed in beaded gold. */
function clover(ink: Ink, x: number, y: number, r: number, stone: string): string {
  const lobes = [0, 90, 180, 270]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `<circle cx="${r1(x + Math.cos(a) * r * 0.52)}" cy="${r1(y + Math.sin(a) * r * 0.52)}" r="${r * 0.5}"/>`;
    })
    .join("");
  const rotate = `rotate(45 ${r1(x)} ${r1(y)})`;
  const sized = (scale: number) => lobes.replaceAll(`r="${r * 0.5}"`, `r="${r1(r * scale)}"`);
  return `<g fill="${ink.metalEdge}" transform="${rotate}">${sized(0.56)}</g><g fill="${ink.metal}" transform="${rotate}">${sized(0.53)}</g><g fill="${stone}" transform="${rotate}">${sized(0.42)}</g><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.12)}" fill="${ink.metal}"/>`;
}

function bangle(ink: Ink, art: ProductArt): Drawing {
  const screws = /love/i.test(art.name);
  const nail = art.silhouette === "nail";
  const parts = [groundShadow(750, 1040, 380, 40)];
  parts.push(metalStroke(ink, "M330 780 A420 200 0 0 1 1170 780", 46).replace(/stroke="url\(#metal\)"/, `stroke="${mix(ink.metalFlat, "#000000", 0.15)}"`));
  if (nail) {
    parts.push(metalStroke(ink, "M360 780 A400 210 0 1 0 1130 760", 30));
    parts.push(`<rect x="1100" y="700" width="40" height="130" rx="10" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2" transform="rotate(-12 1120 765)"/><path d="M360 780 L300 730 L350 800 Z" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>`);
  } else {
    parts.push(metalStroke(ink, "M330 780 A420 200 0 0 0 1170 780", 56));
  }
  if (screws) {
    for (let i = 0; i < 7; i++) {
      const a = Math.PI * (0.12 + (i * 0.76) / 6);
      const x = 750 - Math.cos(a) * 420;
      const y = 780 + Math.sin(a) * 200;
      parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="11" fill="${ink.metalFlat}" stroke="${ink.metalEdge}" stroke-width="2"/><path d="M${r1(x - 7)} ${r1(y)}h14" stroke="${ink.metalEdge}" stroke-width="2.5"/>`);
    }
  }
  if (art.accent && !screws && !nail) {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (0.15 + (i * 0.7) / 8);
      parts.push(gem(Math.round(750 - Math.cos(a) * 420), Math.round(780 + Math.sin(a) * 200), 13, art.accent));
    }
  }
  return { svg: parts.join(""), focus: [750, 960], zoom: 2.4 };
}

function chainBracelet(ink: Ink, art: ProductArt): Drawing {
  const motifs = art.silhouette === "alhambra";
  const points = curvePoints(300, 760, 750, 1180, 1200, 760, 30);
  const top = curvePoints(300, 760, 750, 560, 1200, 760, 30);
  const parts = [groundShadow(750, 1100, 420, 36), chain(top, ink, 18), chain(points, ink, 22)];
  if (motifs) {
    for (const t of [0.2, 0.35, 0.5, 0.65, 0.8]) {
      const [x, y] = points[Math.round(t * 30)] as [number, number];
      parts.push(clover(ink, x, y, 60, art.accent ?? "#f2eee6"));
    }
  } else {
    parts.push(`<circle cx="750" cy="975" r="40" fill="none" stroke="${ink.metal}" stroke-width="14"/><path d="M750 1012 v30" stroke="${ink.metal}" stroke-width="10"/><rect x="700" y="1036" width="100" height="70" rx="14" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/><text x="750" y="1082" text-anchor="middle" font-family="Didot, Georgia, 'DejaVu Serif', serif" font-size="30" fill="${ink.metalEdge}">${escapeXml(ink.mark)}</text>`);
  }
  return { svg: parts.join(""), focus: [750, 960], zoom: 2.3 };
}

function necklace(ink: Ink, art: ProductArt): Drawing {
  const pearls = art.silhouette === "pearls";
  const clovers = art.silhouette === "alhambra";
  const strand = curvePoints(400, 180, 750, 1420, 1100, 180, 40);
  const parts: string[] = [];
  if (pearls) {
    parts.push(`<defs><g id="pearl"><circle r="22" fill="#f3eee4" stroke="#cfc6b6" stroke-width="2"/><circle cx="-6" cy="-7" r="6" fill="#fff" opacity="0.8"/></g></defs>`);
    for (const [x, y] of strand) parts.push(`<use href="#pearl" x="${r1(x)}" y="${r1(y)}"/>`);
  } else {
    parts.push(chain(strand, ink, 12));
  }
  const [px, py] = strand[20] as [number, number];
  if (clovers) {
    for (const i of [6, 13, 20, 27, 34]) {
      const [x, y] = strand[i] as [number, number];
      parts.push(clover(ink, x, y, 52, art.accent ?? "#f2eee6"));
    }
  } else if (/heart/i.test(art.name)) {
    parts.push(metalStroke(ink, `M${px} ${py + 150} C${px - 140} ${py + 40} ${px - 70} ${py - 50} ${px} ${py + 20} C${px + 70} ${py - 50} ${px + 140} ${py + 40} ${px} ${py + 150}`, 22));
  } else {
    const stone = art.accent ?? null;
    parts.push(`<path d="M${px} ${py + 10} v40" stroke="${ink.metal}" stroke-width="10"/><circle cx="${px}" cy="${py + 130}" r="86" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="3"/><circle cx="${px}" cy="${py + 130}" r="72" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.4"/>${stone ? `<circle cx="${px}" cy="${py + 130}" r="54" fill="${stone}"/>` : `<text x="${px}" y="${py + 148}" text-anchor="middle" font-family="Didot, Georgia, 'DejaVu Serif', serif" font-size="50" fill="${ink.metalEdge}">${escapeXml(ink.mark)}</text>`}`);
  }
  return { svg: parts.join(""), focus: [px, py + 60], zoom: 2.2 };
}

function ring(ink: Ink, art: ProductArt): Drawing {
  const parts = [groundShadow(750, 1060, 300, 34)];
  if (art.silhouette === "trinity") {
    parts.push(metalStroke(ink, "M520 860 A230 120 0 1 0 980 860 A230 120 0 1 0 520 860", 40));
    parts.push(`<g transform="rotate(-18 750 820)">${metalStroke(ink, "M540 820 A210 110 0 1 0 960 820 A210 110 0 1 0 540 820", 36).replaceAll("url(#metal)", "#d9a08b")}</g>`);
    parts.push(`<g transform="rotate(16 750 800)">${metalStroke(ink, "M560 800 A190 100 0 1 0 940 800 A190 100 0 1 0 560 800", 34).replaceAll("url(#metal)", "#e6e7ea")}</g>`);
    return { svg: parts.join(""), focus: [750, 840], zoom: 2 };
  }
  parts.push(metalStroke(ink, "M500 860 A250 150 0 1 0 1000 860 A250 150 0 1 0 500 860", 54));
  if (art.silhouette === "solitaire" || /cocktail/i.test(art.name)) {
    parts.push(`<path d="M700 720 L750 600 L800 720 Z" fill="${ink.metal}"/><path d="M670 640 L750 540 L830 640 L750 720 Z" fill="#eef4f8" stroke="#9aa4ad" stroke-width="3"/><path d="M670 640 H830 M710 640 L750 540 L790 640 L750 720 Z" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>`);
  } else if (art.accent) {
    parts.push(`<ellipse cx="750" cy="712" rx="70" ry="48" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="3"/><ellipse cx="750" cy="708" rx="50" ry="32" fill="${art.accent}"/><ellipse cx="736" cy="698" rx="16" ry="8" fill="#fff" opacity="0.5"/>`);
  }
  return { svg: parts.join(""), focus: [750, 760], zoom: 2.1 };
}

function earrings(ink: Ink, art: ProductArt): Drawing {
  const parts = [groundShadow(750, 1060, 380, 30)];
  for (const x of [560, 940]) {
    if (art.silhouette === "alhambra") parts.push(clover(ink, x, 760, 110, art.accent ?? "#f2eee6"));
    else if (/hoop/i.test(art.name)) parts.push(metalStroke(ink, `M${x} 560 A150 190 0 1 0 ${x + 1} 560`, 30));
    else if (art.silhouette === "pearls") parts.push(`<circle cx="${x}" cy="700" r="70" fill="#f3eee4" stroke="#cfc6b6" stroke-width="2"/><circle cx="${x}" cy="880" r="95" fill="#f3eee4" stroke="#cfc6b6" stroke-width="2"/><circle cx="${x - 24}" cy="850" r="22" fill="#fff" opacity="0.8"/>`);
    else parts.push(`<circle cx="${x}" cy="620" r="36" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/><path d="M${x} 656 v120" stroke="${ink.metal}" stroke-width="10"/><path d="M${x} 770 l-70 110 l70 110 l70 -110 z" fill="${art.accent ?? ink.metalFlat}" stroke="${ink.metalEdge}" stroke-width="4"/><path d="M${x} 800 l-40 80 l40 80" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.4"/>`);
  }
  return { svg: parts.join(""), focus: [560, 760], zoom: 2.2 };
}

/** Draws jewellery: bangles, chain bracelets, necklaces, rings and pairs of earrings. */
export function drawJewelry(ink: Ink, art: ProductArt): Drawing {
  switch (art.itemType) {
    case "Bracelet":
      return art.silhouette === "love" || art.silhouette === "nail" || /bangle|cuff|clic|serpenti|crush/i.test(art.name) ? bangle(ink, art) : chainBracelet(ink, art);
    case "Necklace":
      return necklace(ink, art);
    case "Ring":
      return ring(ink, art);
    default:
      return earrings(ink, art);
  }
}
