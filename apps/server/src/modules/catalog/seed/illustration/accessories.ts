import type { ProductArt } from "../art.ts";
import { escapeXml, groundShadow, houseMark, mix, stitches, surface, type Drawing, type Ink } from "./paint.ts";
import { namePlate, zipper } from "./parts.ts";

function wallet(ink: Ink, art: ProductArt): Drawing {
  const zip = /zippy|zip|continental/i.test(art.name);
  const body = "M330 740 Q330 700 370 700 H1130 Q1170 700 1170 740 V1080 Q1170 1120 1130 1120 H370 Q330 1120 330 1080 Z";
  const flap = "M326 700 H1174 V880 Q1174 910 1144 910 H356 Q326 910 326 880 Z";
  return {
    svg: [
      groundShadow(750, 1130, 470),
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      zip ? zipper(ink, 360, 1140, 720, 1090) : `<path d="M330 918 H1170" stroke="#000" stroke-width="12" opacity="0.2"/>${surface(flap, ink)}<path d="${flap}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.6"/>${stitches("M346 716 H1154 V890 H346 Z", ink, 2.5)}`,
      zip ? stitches("M352 760 V1098 H1148 V760", ink, 2.5) : "",
      zip ? houseMark(ink, 750, 960, 56, ink.deep, 0.35, 0.3) : namePlate(ink, 750, 906, Math.max(120, ink.mark.length * 40), 44),
    ].join(""),
    focus: [750, 900],
  };
}

function cardHolder(ink: Ink): Drawing {
  const body = "M500 700 Q500 670 530 670 H970 Q1000 670 1000 700 V1090 Q1000 1120 970 1120 H530 Q500 1120 500 1090 Z";
  return {
    svg: [
      groundShadow(750, 1128, 300),
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      `<path d="M500 760 Q750 800 1000 760" fill="none" stroke="${ink.deep}" stroke-width="6" opacity="0.4"/><path d="M500 830 Q750 870 1000 830" fill="none" stroke="${ink.deep}" stroke-width="6" opacity="0.3"/>`,
      stitches("M520 690 H980 V1100 H520 Z", ink, 2.5),
      houseMark(ink, 750, 1000, 60, ink.metalFlat, 0.85, 0.2),
    ].join(""),
    focus: [750, 960],
  };
}

function scarf(ink: Ink, art: ProductArt): Drawing {
  const v = art.variant;
  const second = mix(ink.base, v < 0.33 ? "#1f2c48" : v < 0.66 ? "#a3212b" : "#d6a13a", 0.65);
  const third = mix(ink.base, "#ffffff", 0.55);
  const square = "M750 330 L1190 770 L750 1210 L310 770 Z";
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return `<path d="M750 770 L${750 + Math.cos(a) * 230} ${770 + Math.sin(a) * 230}" stroke="${second}" stroke-width="${i % 2 ? 10 : 22}" opacity="0.8"/>`;
  }).join("");
  return {
    svg: [
      groundShadow(750, 1214, 430),
      `<path d="${square}" fill="${ink.body}"/>`,
      `<path d="M750 380 L1140 770 L750 1160 L360 770 Z" fill="none" stroke="${second}" stroke-width="36"/>`,
      `<path d="M750 420 L1100 770 L750 1120 L400 770 Z" fill="none" stroke="${third}" stroke-width="8" stroke-dasharray="24 14"/>`,
      rays,
      `<circle cx="750" cy="770" r="120" fill="${third}"/><circle cx="750" cy="770" r="86" fill="none" stroke="${second}" stroke-width="10"/>`,
      houseMark(ink, 750, 790, 54, second, 0.9, 0.1),
      `<path d="${square}" fill="url(#form)"/><path d="M750 330 L1190 770 L1150 810 L750 410 Z" fill="#fff" opacity="0.08"/>`,
    ].join(""),
    focus: [750, 770],
    zoom: 2,
  };
}

function belt(ink: Ink): Drawing {
  return {
    svg: [
      groundShadow(750, 1080, 470),
      `<ellipse cx="750" cy="860" rx="420" ry="200" fill="none" stroke="${ink.deep}" stroke-width="90"/>`,
      `<ellipse cx="750" cy="860" rx="420" ry="200" fill="none" stroke="${ink.base}" stroke-width="78"/>`,
      `<path d="M340 880 A420 200 0 0 0 1160 880" fill="none" stroke="url(#form)" stroke-width="78"/>`,
      `<ellipse cx="750" cy="860" rx="420" ry="200" fill="none" stroke="${ink.stitch}" stroke-width="2.5" stroke-dasharray="10 8" transform="translate(0 -30)" opacity="0.5"/>`,
      `<rect x="610" y="980" width="280" height="150" rx="40" fill="none" stroke="${ink.metalEdge}" stroke-width="34"/>`,
      `<rect x="610" y="980" width="280" height="150" rx="40" fill="none" stroke="${ink.metal}" stroke-width="28"/>`,
      `<text x="750" y="1090" text-anchor="middle" font-family="Didot, Georgia, 'DejaVu Serif', serif" font-size="110" font-weight="bold" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2">${escapeXml(ink.mark.charAt(0))}</text>`,
    ].join(""),
    focus: [750, 1050],
    zoom: 2,
  };
}

function sunglasses(ink: Ink): Drawing {
  const lens = (x: number) => `M${x - 190} 720 Q${x - 200} 640 ${x - 120} 630 H${x + 120} Q${x + 200} 640 ${x + 190} 720 Q${x + 180} 900 ${x} 910 Q${x - 180} 900 ${x - 190} 720 Z`;
  return {
    svg: [
      groundShadow(750, 1010, 460, 30),
      `<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1b1e" stop-opacity="0.92"/><stop offset="1" stop-color="${ink.base}" stop-opacity="0.55"/></linearGradient>`,
      `<path d="M340 680 L250 640 M1160 680 L1250 640" stroke="${ink.deep}" stroke-width="26" stroke-linecap="round"/>`,
      `<path d="${lens(530)}" fill="url(#lens)" stroke="${ink.base}" stroke-width="30"/>`,
      `<path d="${lens(970)}" fill="url(#lens)" stroke="${ink.base}" stroke-width="30"/>`,
      `<path d="M700 690 Q750 660 800 690" fill="none" stroke="${ink.base}" stroke-width="26"/>`,
      `<path d="M400 690 Q450 660 520 668" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.35" stroke-linecap="round"/><path d="M840 690 Q890 660 960 668" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.35" stroke-linecap="round"/>`,
      `<rect x="320" y="660" width="40" height="24" rx="6" fill="${ink.metal}"/><rect x="1140" y="660" width="40" height="24" rx="6" fill="${ink.metal}"/>`,
    ].join(""),
    focus: [750, 720],
    zoom: 2,
  };
}

/** Draws wallets, card holders, scarves, belts and sunglasses. */
export function drawAccessory(ink: Ink, art: ProductArt): Drawing {
  switch (art.itemType) {
    case "Wallet":
      return wallet(ink, art);
    case "Scarf":
      return scarf(ink, art);
    case "Belt":
      return belt(ink);
    case "Sunglasses":
      return sunglasses(ink);
    default:
      return /pouch|key|coin/i.test(art.name) ? wallet(ink, { ...art, name: "zip" }) : cardHolder(ink);
  }
}
