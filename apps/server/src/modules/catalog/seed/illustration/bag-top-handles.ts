import { escapeXml, groundShadow, houseMark, stitches, surface, type Drawer } from "./paint.ts";
import { feet, finishedEdge, namePlate, padlock, rolledHandle, sheen, turnLock, VACHETTA, zipper } from "./parts.ts";

// Structured bags carried by the hand: the saddler's top handles, satchels and domed bowling shapes.

/** Hermès-style top handle: straps over the flap closing on a turn-lock, a padlock below. */
export const birkin: Drawer = (ink) => {
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
export const kelly: Drawer = (ink, art) => {
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

/** A domed barrel bag with rolled handles and a zip (bowling and Speedy shapes). */
export const dome: Drawer = (ink, art) => {
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

/** A structured top-handle satchel with a front plate. */
export const topHandle: Drawer = (ink, art) => {
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
export const lady: Drawer = (ink) => {
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

