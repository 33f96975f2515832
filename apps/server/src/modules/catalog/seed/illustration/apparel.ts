import type { ProductArt } from "../art.ts";
import { mix, stitches, surface, type Drawing, type Ink } from "./paint.ts";

/** A garment shown flat, front on, as on a studio form without the form. */
interface Garment {
  body: string;
  sleeves?: string;
  details: (ink: Ink, art: ProductArt) => string;
  focus: readonly [number, number];
}

const buttons = (ink: Ink, x: number, ys: readonly number[], r = 16) =>
  ys.map((y) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>`).join("");

const JACKET: Garment = {
  body: "M560 330 Q650 300 700 330 L750 420 L800 330 Q850 300 940 330 L1080 390 Q1120 410 1120 470 L1110 1090 Q1110 1120 1080 1120 H420 Q390 1120 390 1090 L380 470 Q380 410 420 390 Z",
  sleeves: "M420 390 Q330 420 310 520 L270 1040 Q268 1080 310 1080 H370 L392 520 Z M1080 390 Q1170 420 1190 520 L1230 1040 Q1232 1080 1190 1080 H1130 L1108 520 Z",
  details: (ink, art) => {
    const tweed = art.silhouette === "tweed";
    const trim = tweed ? `<path d="M700 330 L750 420 L800 330 M750 420 V1120 M390 1110 H1110" fill="none" stroke="${mix(ink.base, "#ffffff", 0.5)}" stroke-width="18"/><path d="M480 820 h150 v110 h-150 z M870 820 h150 v110 h-150 z M480 560 h130 v90 h-130 z M890 560 h130 v90 h-130 z" fill="none" stroke="${mix(ink.base, "#ffffff", 0.5)}" stroke-width="10"/>` : `<path d="M700 330 L640 560 L750 700 M800 330 L860 560 L750 700" fill="${ink.shade}" stroke="${ink.deep}" stroke-width="3"/><path d="M480 860 h160 M860 860 h160" stroke="${ink.deep}" stroke-width="8" opacity="0.6"/>`;
    return trim + buttons(ink, 750, tweed ? [520, 680, 840, 1000] : [780, 900], tweed ? 18 : 20);
  },
  focus: [750, 600],
};

const COAT: Garment = {
  body: "M560 300 Q650 270 700 300 L750 380 L800 300 Q850 270 940 300 L1080 360 Q1120 380 1124 440 L1170 1380 Q1170 1410 1140 1410 H360 Q330 1410 330 1380 L376 440 Q380 380 420 360 Z",
  sleeves: "M420 360 Q330 390 312 490 L262 1130 Q260 1170 300 1170 H362 L390 490 Z M1080 360 Q1170 390 1188 490 L1238 1130 Q1240 1170 1200 1170 H1138 L1110 490 Z",
  details: (ink, art) => {
    const trench = art.silhouette === "trench" || /trench/i.test(art.name);
    const lapels = `<path d="M700 300 L600 560 L700 640 L750 600 M800 300 L900 560 L800 640 L750 600" fill="${ink.shade}" stroke="${ink.deep}" stroke-width="3"/>`;
    const belt = trench ? `<rect x="370" y="860" width="760" height="56" fill="${ink.shade}"/><rect x="720" y="850" width="70" height="76" rx="8" fill="none" stroke="${ink.metal}" stroke-width="10"/>` : "";
    return lapels + belt + buttons(ink, 690, [720, 1000, 1180]) + buttons(ink, 810, [720, 1000, 1180]) + stitches("M750 640 V1400", ink, 2);
  },
  focus: [750, 760],
};

const DRESS: Garment = {
  body: "M600 320 Q750 400 900 320 L960 340 Q980 520 930 700 Q1000 1000 1160 1340 Q1170 1380 1120 1380 H380 Q330 1380 340 1340 Q500 1000 570 700 Q520 520 540 340 Z",
  details: (ink) => `<path d="M570 700 Q750 740 930 700" fill="none" stroke="${ink.deep}" stroke-width="10" opacity="0.45"/><path d="M620 760 Q560 1060 470 1360 M750 760 V1370 M880 760 Q940 1060 1030 1360" fill="none" stroke="${ink.deep}" stroke-width="6" opacity="0.22"/>`,
  focus: [750, 600],
};

const KNIT: Garment = {
  body: "M600 330 Q750 400 900 330 L1070 380 Q1120 400 1120 460 L1110 1080 H390 L380 460 Q380 400 430 380 Z",
  sleeves: "M430 380 Q330 410 310 520 L280 1050 H380 L392 520 Z M1070 380 Q1170 410 1190 520 L1220 1050 H1120 L1108 520 Z",
  details: (ink) =>
    `<path d="M600 330 Q750 420 900 330" fill="none" stroke="${ink.deep}" stroke-width="26" opacity="0.5"/>` +
    `<path d="M390 1040 H1110" stroke="${ink.deep}" stroke-width="70" opacity="0.28"/>` +
    `<path d="${Array.from({ length: 36 }, (_, i) => `M${400 + i * 20} 1008V1072`).join("")}" stroke="${ink.deep}" stroke-width="4" opacity="0.3"/>` +
    `<path d="M280 1030 H380 M1120 1030 H1220" stroke="${ink.deep}" stroke-width="40" opacity="0.3"/>`,
  focus: [750, 500],
};

const SHIRT: Garment = {
  body: "M620 320 L750 360 L880 320 L1060 380 Q1110 400 1110 460 L1100 1100 Q1100 1130 1070 1130 H430 Q400 1130 400 1100 L390 460 Q390 400 440 380 Z",
  sleeves: "M440 380 Q340 410 320 520 L290 1010 Q290 1040 320 1040 H380 L400 520 Z M1060 380 Q1160 410 1180 520 L1210 1010 Q1210 1040 1180 1040 H1120 L1100 520 Z",
  details: (ink) =>
    `<path d="M620 320 L680 460 L750 380 L820 460 L880 320 L750 360 Z" fill="${mix(ink.base, "#ffffff", 0.12)}" stroke="${ink.deep}" stroke-width="3"/>` +
    `<path d="M750 380 V1130" stroke="${ink.deep}" stroke-width="4" opacity="0.4"/>` +
    buttons(ink, 750, [480, 620, 760, 900, 1040], 11).replaceAll(ink.metal, mix(ink.base, "#ffffff", 0.6)),
  focus: [750, 480],
};

const PUFFER: Garment = {
  ...JACKET,
  details: (ink) =>
    Array.from({ length: 7 }, (_, i) => `<path d="M392 ${470 + i * 90} Q750 ${500 + i * 90} 1108 ${470 + i * 90}" fill="none" stroke="${ink.deep}" stroke-width="8" opacity="0.45"/>`).join("") +
    `<path d="M750 360 V1120" stroke="${ink.metalFlat}" stroke-width="8"/><rect x="736" y="400" width="28" height="60" rx="6" fill="${ink.metal}"/>` +
    // The felt sleeve badge of the Alpine house.
    (ink.mark === "M" ? `<circle cx="1010" cy="520" r="34" fill="#ffffff" stroke="#1f2c48" stroke-width="6"/><path d="M990 520 h40" stroke="#c0182b" stroke-width="8"/>` : ""),
  focus: [900, 520],
};

function garmentFor(art: ProductArt): Garment {
  if (art.silhouette === "puffer" || /puffer|down/i.test(art.name)) return PUFFER;
  switch (art.itemType) {
    case "Coat":
      return COAT;
    case "Dress":
      return DRESS;
    case "Knitwear":
      return KNIT;
    case "Shirt":
      return SHIRT;
    default:
      return JACKET;
  }
}

/** Draws a garment flat and front on. */
export function drawApparel(ink: Ink, art: ProductArt): Drawing {
  const garment = garmentFor(art);
  const svg = [
    garment.sleeves ? `${surface(garment.sleeves, ink)}<path d="${garment.sleeves}" fill="#000" opacity="0.08"/><path d="${garment.sleeves}" fill="none" stroke="${ink.deep}" stroke-width="3" opacity="0.5"/>` : "",
    surface(garment.body, ink),
    `<path d="${garment.body}" fill="none" stroke="${ink.deep}" stroke-width="3" opacity="0.5"/>`,
    garment.details(ink, art),
  ].join("");
  // Garments are drawn tall; shrink them to sit in the frame like the other pieces.
  return { svg: `<g transform="translate(750 800) scale(0.86) translate(-750 -780)">${svg}</g>`, focus: [garment.focus[0], 800 + (garment.focus[1] - 780) * 0.86], zoom: 2 };
}
