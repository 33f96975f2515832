import { escapeXml, groundShadow, houseMark, mix, stitches, surface, type Drawer } from "./paint.ts";
import { chainStrap, finishedEdge, interlockClasp, leatherStrap, namePlate, ring, rolledHandle, sheen, VACHETTA, VACHETTA_DARK, zipper } from "./parts.ts";

// Bags worn on the shoulder or across the body, totes, and the small pieces: clutches, backpacks, belt bags.

/** Quilted flap bag on a chain: the Parisian classic. */
export const flap: Drawer = (ink, art) => {
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
export const tote: Drawer = (ink, art) => {
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

/** A small flap bag on a long strap. */
export const crossbody: Drawer = (ink, art) => {
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
export const clutch: Drawer = (ink, art) => {
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
export const hobo: Drawer = (ink) => {
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
export const bucket: Drawer = (ink) => {
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
export const backpack: Drawer = (ink) => {
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
export const beltBag: Drawer = (ink) => {
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

