import type { ProductArt } from "../art.ts";
import { escapeXml, groundShadow, houseMark, mix, stitches, surface, type Drawing, type Ink } from "./paint.ts";
import {
  chainStrap, feet, finishedEdge, interlockClasp, leatherStrap, namePlate, padlock, ring, rolledHandle, sheen, turnLock, VACHETTA, VACHETTA_DARK, zipper,
} from "./parts.ts";

type BagDrawer = (ink: Ink, art: ProductArt) => Drawing;

/** Hermès-style top handle: straps over the flap closing on a turn-lock, a padlock below. */
const birkin: BagDrawer = (ink) => {
  const body = "M300 610 L1200 610 L1232 1138 Q1234 1166 1206 1166 L294 1166 Q266 1166 268 1138 Z";
  const flap = "M292 610 L1208 610 L1214 770 Q1215 800 1185 800 L315 800 Q285 800 286 770 Z";
  return {
    svg: [
      groundShadow(750, 1172, 520),
      rolledHandle(ink, 585, 915, 612, 260, 40, true),
      rolledHandle(ink, 545, 955, 612, 290, 44),
      surface(body, ink),
      `<path d="M268 1138 L300 610 L330 610 L302 1166 Z" fill="${ink.side}" opacity="0.55"/><path d="M1232 1138 L1200 610 L1170 610 L1198 1166 Z" fill="${ink.side}" opacity="0.55"/>`,
      finishedEdge(body, ink, "M312 640 L1188 640 L1214 1134 L286 1134 Z"),
      `<path d="M300 810 H1200" stroke="${ink.deep}" stroke-width="10" opacity="0.35"/>`,
      surface(flap, ink),
      sheen("M330 622 H1170 L1168 650 H332 Z", 0.14),
      finishedEdge(flap, ink, "M310 628 H1190 L1194 772 Q1194 782 1184 782 H316 Q306 782 306 772 Z"),
      `<path d="M470 560 h72 v320 h-72 z M958 560 h72 v320 h-72 z" fill="${ink.body}" stroke="${ink.deep}" stroke-width="3"/>`,
      stitches("M482 572 V868 M530 572 V868 M970 572 V868 M1018 572 V868", ink, 2.5),
      `<rect x="460" y="840" width="580" height="66" rx="10" fill="${ink.body}" stroke="${ink.deep}" stroke-width="3"/>`,
      stitches("M474 852 H1026 M474 894 H1026", ink, 2.5),
      turnLock(ink, 750, 873, 170, 60),
      `<path d="M750 905 v34" stroke="${ink.shade}" stroke-width="14"/>`,
      padlock(ink, 750, 958, 1.05),
      houseMark(ink, 750, 1030, 26, ink.deep, 0.35, 0.35),
      feet(ink, [360, 1140], 1168),
    ].join(""),
    focus: [750, 880],
  };
};

/** Single-handle trapezoid with a flap and turn-lock. */
const kelly: BagDrawer = (ink, art) => {
  const body = "M380 600 L1120 600 L1228 1140 Q1232 1166 1204 1166 L296 1166 Q268 1166 272 1140 Z";
  const flap = "M372 600 L1128 600 L1172 830 Q1176 852 1152 852 L348 852 Q324 852 328 830 Z";
  const straps = art.name.includes("Pochette") ? "" : `<path d="M520 600 L470 890 h58 L570 600 Z M980 600 L1030 890 h-58 L930 600 Z" fill="${ink.body}" stroke="${ink.deep}" stroke-width="3"/>`;
  return {
    svg: [
      groundShadow(750, 1172, 500),
      rolledHandle(ink, 600, 900, 602, 230, 48),
      `<rect x="572" y="586" width="60" height="40" rx="8" fill="${ink.metal}"/><rect x="868" y="586" width="60" height="40" rx="8" fill="${ink.metal}"/>`,
      surface(body, ink),
      `<path d="M272 1140 L380 600 L410 600 L306 1166 Z" fill="${ink.side}" opacity="0.5"/><path d="M1228 1140 L1120 600 L1090 600 L1194 1166 Z" fill="${ink.side}" opacity="0.5"/>`,
      finishedEdge(body, ink, "M398 630 L1102 630 L1198 1134 L302 1134 Z"),
      surface(flap, ink),
      sheen("M400 612 H1100 L1104 640 H396 Z", 0.14),
      finishedEdge(flap, ink, "M390 620 H1110 L1150 826 H350 Z"),
      straps,
      `<rect x="640" y="812" width="220" height="60" rx="10" fill="${ink.body}" stroke="${ink.deep}" stroke-width="3"/>`,
      turnLock(ink, 750, 842, 150, 54),
      padlock(ink, 900, 930, 0.85),
      `<path d="M880 872 Q900 900 900 930" stroke="${ink.shade}" stroke-width="10" fill="none"/>`,
      houseMark(ink, 750, 1010, 24, ink.deep, 0.3, 0.35),
    ].join(""),
    focus: [760, 860],
  };
};

/** Quilted flap bag on a chain: the Parisian classic. */
const flap: BagDrawer = (ink, art) => {
  const small = art.itemType === "Crossbody" || art.silhouette === "woc";
  const s = small ? 0.78 : 1;
  const w = 820 * s;
  const h = 520 * s;
  const x0 = 750 - w / 2;
  const y0 = 1160 - h;
  const body = `M${x0} ${y0 + 20} Q${x0} ${y0} ${x0 + 20} ${y0} H${x0 + w - 20} Q${x0 + w} ${y0} ${x0 + w} ${y0 + 20} V${y0 + h - 24} Q${x0 + w} ${y0 + h} ${x0 + w - 24} ${y0 + h} H${x0 + 24} Q${x0} ${y0 + h} ${x0} ${y0 + h - 24} Z`;
  const fh = h * 0.64;
  const flapPath = `M${x0 - 6} ${y0 + 14} Q${x0 - 6} ${y0 - 6} ${x0 + 16} ${y0 - 6} H${x0 + w - 16} Q${x0 + w + 6} ${y0 - 6} ${x0 + w + 6} ${y0 + 14} V${y0 + fh - 30} Q${x0 + w + 6} ${y0 + fh} ${x0 + w - 24} ${y0 + fh} H${x0 + 24} Q${x0 - 6} ${y0 + fh} ${x0 - 6} ${y0 + fh - 30} Z`;
  const clasp = art.silhouette === "boy"
    ? `<rect x="${750 - 70 * s}" y="${y0 + fh - 60 * s}" width="${140 * s}" height="${84 * s}" rx="${10 * s}" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="3"/><rect x="${750 - 46 * s}" y="${y0 + fh - 40 * s}" width="${92 * s}" height="${44 * s}" rx="6" fill="${ink.metalEdge}" opacity="0.35"/>`
    : `<rect x="${750 - 66 * s}" y="${y0 + fh - 42 * s}" width="${132 * s}" height="${70 * s}" rx="${12 * s}" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>${interlockClasp(ink, 750, y0 + fh - 7 * s, 24 * s)}`;
  return {
    svg: [
      groundShadow(750, 1168, w * 0.6),
      small
        ? chainStrap(ink, x0 + 40, x0 + w - 40, y0 + 6, 150, 12)
        : chainStrap(ink, x0 + 60, x0 + w - 60, y0 + 6, 180, 15),
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.6"/>`,
      surface(flapPath, ink),
      `<path d="${flapPath}" fill="#fff" opacity="0.05"/>`,
      sheen(`M${x0 + 20} ${y0 + 4} H${x0 + w - 20} V${y0 + 34} H${x0 + 20} Z`, 0.12),
      `<path d="${flapPath}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.6"/>`,
      `<path d="M${x0 + 10} ${y0 + fh + 7} H${x0 + w - 10}" stroke="#000" stroke-width="12" opacity="0.22" stroke-linecap="round"/>`,
      ring(ink, x0 + 40, y0 + 6, 14),
      ring(ink, x0 + w - 40, y0 + 6, 14),
      clasp,
    ].join(""),
    focus: [750, y0 + fh - 10],
  };
};

/** An open tote with long handles. */
const tote: BagDrawer = (ink, art) => {
  const neverfull = art.silhouette === "neverfull";
  const trim = neverfull ? VACHETTA : ink.shade;
  const body = "M300 640 L1200 640 L1140 1140 Q1136 1166 1108 1166 L392 1166 Q364 1166 360 1140 Z";
  return {
    svg: [
      groundShadow(750, 1172, 440),
      `<path d="M340 640 Q350 580 380 560 L1120 560 Q1150 580 1160 640 Z" fill="${mix(ink.base, "#000000", 0.5)}"/>`,
      leatherStrap(ink, 470, 660, 520, 160, 640, 660, 30, trim),
      leatherStrap(ink, 860, 660, 980, 160, 1030, 660, 30, trim),
      surface(body, ink),
      `<path d="M300 640 L1200 640 L1196 672 L304 672 Z" fill="${trim}"/>`,
      stitches("M310 656 H1190", ink, 2),
      neverfull
        ? `<path d="M330 700 L352 1100 M1170 700 L1148 1100" stroke="${VACHETTA}" stroke-width="8"/><path d="M300 640 Q250 760 330 820 M1200 640 Q1250 760 1170 820" fill="none" stroke="${VACHETTA_DARK}" stroke-width="7"/>`
        : `<path d="M300 640 L360 1140 L400 1140 L340 640 Z" fill="${ink.side}" opacity="0.4"/><path d="M1200 640 L1140 1140 L1100 1140 L1160 640 Z" fill="${ink.side}" opacity="0.4"/>`,
      finishedEdge(body, ink),
      neverfull
        ? `<rect x="640" y="700" width="220" height="90" rx="12" fill="${VACHETTA}"/><text x="750" y="758" text-anchor="middle" font-family="Georgia, serif" font-size="30" fill="${VACHETTA_DARK}" letter-spacing="4">${escapeXml(ink.mark)}</text>`
        : houseMark(ink, 750, 800, 54, ink.deep, 0.4, 0.3),
      `<path d="M470 660 L470 700 M640 660 L640 700 M860 660 L860 700 M1030 660 L1030 700" stroke="${ink.metal}" stroke-width="18" stroke-linecap="round"/>`,
    ].join(""),
    focus: [750, 720],
  };
};

/** A domed barrel bag with rolled handles and a zip (bowling and Speedy shapes). */
const dome: BagDrawer = (ink, art) => {
  const trimmed = art.silhouette === "speedy" || art.silhouette === "alma";
  const trim = trimmed ? VACHETTA : ink.shade;
  const body = art.silhouette === "alma"
    ? "M330 1150 L330 900 Q330 560 750 560 Q1170 560 1170 900 L1170 1150 Q1170 1166 1150 1166 L350 1166 Q330 1166 330 1150 Z"
    : "M270 1130 Q250 760 420 640 Q560 560 750 560 Q940 560 1080 640 Q1250 760 1230 1130 Q1228 1166 1190 1166 L310 1166 Q272 1166 270 1130 Z";
  return {
    svg: [
      groundShadow(750, 1172, 480),
      rolledHandle(ink, 560, 720, 600, 210, 36, true),
      rolledHandle(ink, 520, 700, 596, 240, 40).replaceAll(ink.shade, trim).replaceAll(ink.base, trimmed ? VACHETTA : ink.base),
      rolledHandle(ink, 800, 980, 596, 240, 40).replaceAll(ink.shade, trim).replaceAll(ink.base, trimmed ? VACHETTA : ink.base),
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      sheen("M460 640 Q750 560 1040 640 Q750 600 460 660 Z", 0.2),
      `<path d="M480 580 h80 v70 h-80 z M940 580 h80 v70 h-80 z" fill="${trim}"/>`,
      zipper(ink, 420, 1080, 620, 900),
      trimmed ? `<path d="M300 1120 H1200" stroke="${VACHETTA}" stroke-width="16"/>` : "",
      art.silhouette === "city" ? [360, 1140].map((x) => `<circle cx="${x}" cy="1100" r="14" fill="${ink.metal}"/><circle cx="${x}" cy="1060" r="14" fill="${ink.metal}"/>`).join("") : "",
      padlock(ink, 640, 700, 0.7),
      houseMark(ink, 750, 900, 40, ink.deep, 0.35, 0.3),
    ].join(""),
    focus: [700, 680],
  };
};

/** A small flap bag on a long strap. */
const crossbody: BagDrawer = (ink, art) => {
  const body = "M440 760 Q440 720 480 720 H1020 Q1060 720 1060 760 V1110 Q1060 1160 1010 1160 H490 Q440 1160 440 1110 Z";
  const saddle = art.silhouette === "saddle";
  const shape = saddle ? "M420 820 Q400 700 520 690 Q640 690 720 760 Q820 690 980 700 Q1100 720 1080 900 Q1060 1120 860 1160 H560 Q420 1130 420 980 Z" : body;
  const flapPath = saddle ? "M700 760 Q820 690 980 700 Q1100 720 1080 900 Q980 860 880 900 Q780 940 720 900 Z" : "M430 740 Q430 710 470 710 H1030 Q1070 710 1070 740 V940 Q1070 960 1050 960 H450 Q430 960 430 940 Z";
  return {
    svg: [
      groundShadow(750, 1168, 330),
      leatherStrap(ink, 470, 730, 750, -200, 1030, 730, 22),
      surface(shape, ink),
      `<path d="${shape}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.55"/>`,
      surface(flapPath, ink),
      `<path d="${flapPath}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.6"/>`,
      stitches(saddle ? "M720 880 Q800 830 900 860" : "M452 732 H1048 V940 H452 Z", ink, 2.5),
      ring(ink, 470, 730, 15),
      ring(ink, 1030, 730, 15),
      saddle
        ? `<path d="M840 900 v40" stroke="${ink.metal}" stroke-width="8"/><text x="840" y="1010" text-anchor="middle" font-family="Didot, Georgia, 'DejaVu Serif', serif" font-size="80" font-weight="bold" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="1.5">${escapeXml(ink.mark.charAt(ink.mark.length - 1))}</text>`
        : namePlate(ink, 750, 960, Math.max(120, ink.mark.length * 40), 46),
    ].join(""),
    focus: saddle ? [840, 960] : [750, 960],
  };
};

/** A clutch: envelope, frame or soft gathered pouch. */
const clutch: BagDrawer = (ink, art) => {
  if (art.silhouette === "pouch" || art.name.includes("Pouch")) {
    const pouch = "M300 900 Q300 760 420 740 Q600 700 750 720 Q900 700 1080 740 Q1200 760 1200 900 Q1210 1080 1100 1130 Q900 1180 750 1170 Q600 1180 400 1130 Q290 1080 300 900 Z";
    return {
      svg: [
        groundShadow(750, 1170, 470),
        surface(pouch, ink),
        `<path d="M340 800 Q560 760 750 790 Q940 760 1160 800" fill="none" stroke="${ink.deep}" stroke-width="10" opacity="0.5"/>`,
        `<path d="M420 760 Q470 820 440 900 M560 735 Q600 800 590 880 M750 722 Q760 800 750 880 M940 735 Q900 800 910 880 M1080 760 Q1030 820 1060 900" fill="none" stroke="${ink.deep}" stroke-width="6" opacity="0.28"/>`,
        sheen("M420 780 Q750 740 1080 780 Q750 800 420 820 Z", 0.18),
        `<path d="${pouch}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      ].join(""),
      focus: [750, 800],
    };
  }
  const body = "M300 780 H1200 V1120 Q1200 1160 1160 1160 H340 Q300 1160 300 1120 Z";
  const flapPath = "M296 780 H1204 L760 1000 Q750 1006 740 1000 Z";
  return {
    svg: [
      groundShadow(750, 1168, 470),
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      `<path d="M300 786 L750 1014 L1200 786" fill="none" stroke="#000" stroke-width="14" opacity="0.2" stroke-linejoin="round"/>`,
      surface(flapPath, ink),
      `<path d="${flapPath}" fill="#fff" opacity="0.05"/>`,
      `<path d="${flapPath}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.6"/>`,
      stitches("M330 800 H1170 L750 1000 Z", ink, 2.5),
      `<circle cx="750" cy="985" r="30" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>`,
    ].join(""),
    focus: [750, 960],
  };
};

/** A slouchy crescent hobo on a short shoulder strap. */
const hobo: BagDrawer = (ink) => {
  const body = "M300 760 Q360 700 460 720 Q750 780 1040 720 Q1140 700 1200 760 Q1240 1000 1080 1110 Q920 1180 750 1176 Q580 1180 420 1110 Q260 1000 300 760 Z";
  return {
    svg: [
      groundShadow(750, 1172, 430),
      leatherStrap(ink, 360, 760, 750, 130, 1140, 760, 46),
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      sheen("M380 780 Q750 840 1120 780 Q750 880 380 830 Z", 0.16),
      `<path d="M360 800 Q750 900 1140 800" fill="none" stroke="${ink.deep}" stroke-width="6" opacity="0.3"/>`,
      `<path d="M330 760 q30 -40 60 0 M1110 760 q30 -40 60 0" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="2"/>`,
      houseMark(ink, 750, 990, 40, ink.deep, 0.3, 0.3),
    ].join(""),
    focus: [760, 850],
  };
};

/** A drawstring bucket. */
const bucket: BagDrawer = (ink) => {
  const body = "M400 700 Q750 650 1100 700 L1150 1120 Q1150 1166 1100 1166 H400 Q350 1166 350 1120 Z";
  return {
    svg: [
      groundShadow(750, 1172, 420),
      `<ellipse cx="750" cy="700" rx="350" ry="50" fill="${ink.deep}"/>`,
      rolledHandle(ink, 560, 940, 690, 230, 36),
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      `<path d="M400 700 Q750 760 1100 700" fill="none" stroke="${ink.shade}" stroke-width="20"/>`,
      `<path d="M750 730 Q720 820 690 900 M750 730 Q790 820 820 900" fill="none" stroke="${ink.shade}" stroke-width="10"/>`,
      `<circle cx="690" cy="910" r="14" fill="${ink.metal}"/><circle cx="820" cy="910" r="14" fill="${ink.metal}"/>`,
      houseMark(ink, 750, 1040, 36, ink.deep, 0.3, 0.3),
    ].join(""),
    focus: [750, 820],
  };
};

/** A backpack with a flap, top handle and shoulder straps. */
const backpack: BagDrawer = (ink) => {
  const body = "M420 640 Q420 520 560 500 H940 Q1080 520 1080 640 V1110 Q1080 1160 1030 1160 H470 Q420 1160 420 1110 Z";
  const flapPath = "M410 620 Q410 500 560 486 H940 Q1090 500 1090 620 V800 Q1090 830 1060 830 H440 Q410 830 410 800 Z";
  return {
    svg: [
      groundShadow(750, 1168, 360),
      `<path d="M470 560 Q360 820 440 1100 M1030 560 Q1140 820 1060 1100" fill="none" stroke="${ink.deep}" stroke-width="50" stroke-linecap="round"/>`,
      rolledHandle(ink, 680, 820, 500, 110, 28),
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      `<rect x="500" y="900" width="500" height="200" rx="30" fill="${ink.shade}" opacity="0.45"/>`,
      surface(flapPath, ink),
      `<path d="${flapPath}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.6"/>`,
      stitches("M430 620 Q430 510 560 506 H940 Q1070 510 1070 620 V810 H430 Z", ink, 2.5),
      namePlate(ink, 750, 800, Math.max(120, ink.mark.length * 40), 44),
    ].join(""),
    focus: [750, 780],
  };
};

/** A belt bag with its belt. */
const beltBag: BagDrawer = (ink) => {
  const body = "M420 820 Q420 760 500 750 Q750 720 1000 750 Q1080 760 1080 820 V1000 Q1080 1080 980 1090 Q750 1110 520 1090 Q420 1080 420 1000 Z";
  return {
    svg: [
      groundShadow(750, 1120, 380),
      `<path d="M130 870 Q420 830 750 840 Q1080 830 1370 870" fill="none" stroke="${ink.deep}" stroke-width="54"/>`,
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      zipper(ink, 470, 1030, 800, 960),
      houseMark(ink, 750, 980, 46, ink.deep, 0.35, 0.3),
      `<rect x="1220" y="840" width="70" height="70" rx="8" fill="none" stroke="${ink.metal}" stroke-width="12"/>`,
    ].join(""),
    focus: [750, 880],
  };
};

/** A structured top-handle satchel with a front plate. */
const topHandle: BagDrawer = (ink, art) => {
  const body = "M330 660 Q330 620 370 620 H1130 Q1170 620 1170 660 L1200 1130 Q1200 1166 1164 1166 H336 Q300 1166 300 1130 Z";
  const wings = art.silhouette === "luggage";
  return {
    svg: [
      groundShadow(750, 1172, 470),
      rolledHandle(ink, 560, 940, 624, 230, 40),
      `<rect x="530" y="612" width="60" height="36" rx="8" fill="${ink.metal}"/><rect x="910" y="612" width="60" height="36" rx="8" fill="${ink.metal}"/>`,
      wings ? `<path d="M330 680 L180 760 L300 1130 Z M1170 680 L1320 760 L1200 1130 Z" fill="${ink.shade}"/>` : "",
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.5"/>`,
      `<path d="M315 720 H1185" stroke="${ink.deep}" stroke-width="6" opacity="0.3"/>`,
      wings ? `<rect x="470" y="800" width="560" height="300" rx="20" fill="${ink.shade}" opacity="0.35"/>` : "",
      stitches("M350 650 H1150 L1176 1140 H324 Z", ink, 2.5),
      zipper(ink, 380, 1120, 680, 1030),
      namePlate(ink, 750, 880, Math.max(130, ink.mark.length * 42), 48),
      feet(ink, [380, 1120], 1168),
    ].join(""),
    focus: [750, 880],
  };
};

/** Dior-style quilted top handle with arched handles and hanging letter charms. */
const lady: BagDrawer = (ink) => {
  const body = "M360 660 Q360 620 400 620 H1100 Q1140 620 1140 660 V1126 Q1140 1166 1100 1166 H400 Q360 1166 360 1126 Z";
  const charms = ink.mark.split("").map((ch, i, all) => {
    const x = 620 + i * (260 / Math.max(1, all.length - 1 || 1));
    return `<path d="M${x} 650 v${40 + i * 8}" stroke="${ink.metal}" stroke-width="4"/><text x="${x}" y="${740 + i * 8}" text-anchor="middle" font-family="Didot, Georgia, 'DejaVu Serif', serif" font-size="56" font-weight="bold" fill="${ink.metal}" stroke="${ink.metalEdge}" stroke-width="1.2">${escapeXml(ch)}</text>`;
  }).join("");
  return {
    svg: [
      groundShadow(750, 1172, 440),
      `<path d="M520 624 Q520 380 640 380 Q700 380 700 624" fill="none" stroke="${ink.shade}" stroke-width="36"/>`,
      `<path d="M800 624 Q800 380 920 380 Q980 380 980 624" fill="none" stroke="${ink.shade}" stroke-width="36"/>`,
      surface(body, ink),
      `<path d="${body}" fill="none" stroke="${ink.deep}" stroke-width="4" opacity="0.55"/>`,
      sheen("M390 640 H1110 V680 H390 Z", 0.14),
      `<circle cx="520" cy="630" r="22" fill="${ink.metal}"/><circle cx="700" cy="630" r="22" fill="${ink.metal}"/><circle cx="800" cy="630" r="22" fill="${ink.metal}"/><circle cx="980" cy="630" r="22" fill="${ink.metal}"/>`,
      charms,
    ].join(""),
    focus: [740, 700],
  };
};

const DRAWERS: Record<string, BagDrawer> = {
  birkin,
  kelly,
  constance: flap,
  evelyne: crossbody,
  bucket,
  tote,
  neverfull: tote,
  booktote: tote,
  speedy: dome,
  alma: dome,
  bowling: dome,
  city: dome,
  keepall: dome,
  capucines: kelly,
  trunk: topHandle,
  luggage: topHandle,
  puzzle: crossbody,
  flap,
  boy: flap,
  woc: flap,
  baguette: crossbody,
  hobo,
  saddle: crossbody,
  lady,
  pouch: clutch,
};

const BY_TYPE: Record<string, BagDrawer> = {
  "Shoulder Bag": flap,
  Tote: tote,
  Crossbody: crossbody,
  "Top Handle": topHandle,
  Clutch: clutch,
  Backpack: backpack,
  "Belt Bag": beltBag,
};

/** Draws a bag: the model's silhouette when it has one, else one chosen from its type and name. */
export function drawBag(ink: Ink, art: ProductArt): Drawing {
  const byName = /hobo/i.test(art.name) ? hobo : /bucket/i.test(art.name) ? bucket : /bowling/i.test(art.name) ? dome : /saddle|camera|messenger/i.test(art.name) ? crossbody : undefined;
  const drawer = (art.silhouette ? DRAWERS[art.silhouette] : undefined) ?? byName ?? BY_TYPE[art.itemType] ?? topHandle;
  return drawer(ink, art);
}
