import type { ProductArt } from "../art.ts";
import { groundShadow, mix, surface, type Drawing, type Ink } from "./paint.ts";

const RED_SOLE = "#b3122a";

interface ShoeShape {
  /** The upper, facing right, toe at about x = 1180. */
  upper: string;
  /** The sole (and heel) below it. */
  sole: string;
  /** Details drawn over the upper. */
  extra?: (ink: Ink) => string;
  focus: readonly [number, number];
}

function soleColor(ink: Ink, art: ProductArt): string {
  return art.redSole ? RED_SOLE : mix(ink.deep, "#2a201a", 0.5);
}

const HEEL_SOLE = "M396 742 Q560 800 700 936 Q820 1064 960 1098 L1150 1114 Q1214 1116 1214 1090 L1218 1100 Q1216 1130 1150 1130 L958 1114 Q810 1080 690 948 Q560 818 404 762 Z";
const STILETTO = "M398 748 Q430 770 484 774 L466 1138 L448 1138 Q444 920 398 748 Z";
const LINING = "#d8c2a2";

const SHAPES: Record<string, ShoeShape> = {
  pump: {
    upper: "M390 620 Q372 680 398 744 Q560 800 700 934 Q820 1062 960 1096 L1150 1112 Q1214 1112 1212 1086 Q1196 1040 1080 1010 Q930 976 860 934 Q640 760 432 640 Q404 622 390 620 Z",
    sole: `${HEEL_SOLE} ${STILETTO}`,
    extra: () => `<path d="M404 632 Q640 770 852 930 Q800 900 640 800 Q520 724 410 660 Z" fill="${LINING}" opacity="0.9"/>`,
    focus: [560, 820],
  },
  sandal: {
    // Straps are drawn as bands over the footbed; the "upper" is only the heel cup.
    upper: "M392 640 Q380 700 398 744 L470 770 Q452 716 456 660 Z",
    sole: `${HEEL_SOLE} ${STILETTO}`,
    extra: (ink) => {
      const band = (d: string, width: number) =>
        `<path d="${d}" fill="none" stroke="${ink.deep}" stroke-width="${width + 6}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${ink.base}" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff" stroke-width="3" opacity="0.35" transform="translate(0 -6)"/>`;
      return (
        `<path d="M404 750 Q560 806 700 940 Q820 1066 960 1100 L1150 1114" fill="none" stroke="${LINING}" stroke-width="10"/>` +
        band("M400 660 Q440 620 520 640", 24) +
        band("M640 880 Q700 800 780 900 Q800 930 790 980", 26) +
        band("M930 1090 Q990 990 1060 1020 Q1110 1050 1120 1104", 30)
      );
    },
    focus: [700, 880],
  },
  sneaker: {
    upper: "M322 1064 L320 900 Q326 848 380 842 Q432 846 470 880 Q516 906 556 890 L640 846 Q684 840 704 870 L770 934 Q900 964 1040 992 Q1162 1014 1184 1064 Z",
    sole: "M300 1052 H1196 Q1218 1090 1196 1128 Q1176 1146 1120 1146 H342 Q300 1146 298 1100 Z",
    extra: (ink) =>
      `<path d="M300 1086 H1206" stroke="${ink.deep}" stroke-width="3" opacity="0.25"/>` +
      `<path d="M576 900 L610 930 M610 884 L650 916 M646 872 L690 904 M690 876 L734 912" stroke="${mix(ink.base, "#ffffff", 0.65)}" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M760 1020 Q880 960 1020 1000" fill="none" stroke="${ink.accent}" stroke-width="22" stroke-linecap="round" opacity="0.6"/>` +
      `<path d="M330 1040 Q330 930 384 880 Q420 900 440 930" fill="none" stroke="${ink.deep}" stroke-width="6" opacity="0.3"/>`,
    focus: [640, 940],
  },
  boot: {
    upper: "M410 540 Q560 520 640 540 L648 800 Q660 930 860 996 Q1060 1040 1170 1066 Q1222 1086 1212 1116 L430 1116 Q420 1000 410 900 Z",
    sole: "M420 1108 H1214 Q1226 1128 1200 1138 H640 L626 1148 H442 L432 1118 Z M432 1116 H570 L566 1150 H442 Z",
    extra: (ink) => `<path d="M414 556 Q520 544 636 556" fill="none" stroke="${ink.deep}" stroke-width="8" opacity="0.4"/><path d="M600 600 Q640 760 660 880" fill="none" stroke="${ink.deep}" stroke-width="6" opacity="0.3"/><path d="M420 560 Q470 720 440 1100" fill="none" stroke="#fff" stroke-width="18" opacity="0.08"/>`,
    focus: [620, 760],
  },
  tallboot: {
    upper: "M420 300 Q560 280 650 300 L648 800 Q660 930 860 996 Q1060 1040 1170 1066 Q1222 1086 1212 1116 L440 1116 Q430 1000 420 900 Z",
    sole: "M430 1108 H1214 Q1226 1128 1200 1138 H640 L626 1148 H446 Z M446 1116 H570 L566 1150 H452 Z",
    extra: (ink) => `<path d="M424 320 Q540 306 646 320" fill="none" stroke="${ink.deep}" stroke-width="8" opacity="0.4"/>`,
    focus: [600, 700],
  },
  flat: {
    upper: "M372 1010 Q372 960 420 956 Q470 958 520 980 Q700 1030 880 1010 Q1010 1000 1120 1034 Q1212 1066 1200 1108 L380 1110 Q366 1070 372 1010 Z",
    sole: "M372 1104 H1204 Q1210 1128 1180 1138 H404 Q370 1136 372 1104 Z",
    extra: (ink) => `<path d="M420 964 Q520 990 700 1028 Q820 1030 880 1012 Q760 1010 620 990 Q500 970 424 976 Z" fill="${LINING}" opacity="0.9"/><path d="M868 1010 Q900 976 936 1006 Q900 1032 868 1010 Z M936 1006 Q972 982 1006 1012 Q968 1034 936 1006 Z" fill="${ink.shade}"/>`,
    focus: [860, 1020],
  },
  loafer: {
    upper: "M350 1030 Q346 940 410 920 Q470 912 530 940 Q600 960 700 930 Q880 940 1020 990 Q1170 1040 1196 1090 L362 1100 Z",
    sole: "M350 1092 H1202 Q1212 1118 1182 1130 H560 L544 1148 H376 Q350 1140 350 1092 Z",
    extra: (ink) =>
      `<path d="M418 930 Q470 940 530 956 Q600 970 700 944 Q600 946 530 938 Q470 922 420 926 Z" fill="${LINING}"/>` +
      `<path d="M700 944 Q880 954 1016 1004" fill="none" stroke="${ink.deep}" stroke-width="8" opacity="0.5"/>` +
      `<path d="M760 966 h120" stroke="${ink.metal}" stroke-width="14" stroke-linecap="round"/><circle cx="760" cy="966" r="16" fill="none" stroke="${ink.metal}" stroke-width="8"/><circle cx="880" cy="966" r="16" fill="none" stroke="${ink.metal}" stroke-width="8"/>`,
    focus: [820, 980],
  },
  slide: {
    upper: "M640 1050 Q660 880 880 870 Q1110 872 1150 1050 Q1120 1060 1096 1052 Q1060 950 884 944 Q720 950 700 1062 Z",
    sole: "M370 1048 Q700 1016 1150 1040 Q1222 1048 1218 1090 Q1210 1134 1140 1134 H420 Q360 1132 360 1092 Q360 1056 370 1048 Z",
    extra: (ink) => `<path d="M380 1056 Q700 1028 1140 1050" fill="none" stroke="${LINING}" stroke-width="12"/><path d="M700 1000 Q890 900 1110 1000" fill="none" stroke="${ink.light}" stroke-width="6" stroke-dasharray="12 9" opacity="0.7"/>`,
    focus: [900, 980],
  },
};

function shapeFor(art: ProductArt): ShoeShape {
  const name = art.name.toLowerCase();
  if (/slide|mule/.test(name)) return SHAPES.slide as ShoeShape;
  if (/knee/.test(name)) return SHAPES.tallboot as ShoeShape;
  switch (art.itemType) {
    case "Sandals":
      return SHAPES.sandal as ShoeShape;
    case "Sneakers":
      return SHAPES.sneaker as ShoeShape;
    case "Boots":
      return SHAPES.boot as ShoeShape;
    case "Flats":
      return SHAPES.flat as ShoeShape;
    case "Loafers":
      return SHAPES.loafer as ShoeShape;
    default:
      return SHAPES.pump as ShoeShape;
  }
}

function shoe(ink: Ink, art: ProductArt, shape: ShoeShape, back: boolean): string {
  const sole = art.itemType === "Sneakers" ? mix("#f4f1ea", ink.base, 0.08) : soleColor(ink, art);
  return [
    `<path d="${shape.sole}" fill="${sole}"/>`,
    back ? `<path d="${shape.upper}" fill="${ink.shade}"/>` : surface(shape.upper, ink),
    `<path d="${shape.upper}" fill="none" stroke="${ink.deep}" stroke-width="3" opacity="0.55"/>`,
    back ? "" : `<path d="${shape.upper}" fill="#fff" opacity="0.06" transform="translate(0 -6)"/>`,
    back || !shape.extra ? "" : shape.extra(ink),
  ].join("");
}

/** Draws a pair of shoes in profile, the second pair-mate set behind the first. */
export function drawShoe(ink: Ink, art: ProductArt): Drawing {
  const shape = shapeFor(art);
  return {
    svg: [
      groundShadow(780, 1146, 470),
      `<g transform="translate(70 -70) scale(0.96)" opacity="0.96">${shoe(ink, art, shape, true)}</g>`,
      shoe(ink, art, shape, false),
    ].join(""),
    focus: shape.focus,
    zoom: 2,
  };
}
