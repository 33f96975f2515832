import type { Metal, ProductArt } from "../art.ts";
import type { Pattern } from "../materials.ts";

/** An illustration's drawing: its SVG elements and the point a close-up should zoom to. */
export interface Drawing {
  svg: string;
  focus: readonly [x: number, y: number];
  /** How far the close-up zooms (default 2.2). */
  zoom?: number;
}

/** Draws one silhouette with the piece's ink. */
export type Drawer = (ink: Ink, art: ProductArt) => Drawing;

/** Fills and strokes shared by every shape of one illustration. */
export interface Ink {
  /** Base colour and its shades (hex). */
  base: string;
  light: string;
  shade: string;
  deep: string;
  /** Gradient fills (url(#…)). */
  body: string;
  side: string;
  metal: string;
  metalFlat: string;
  metalEdge: string;
  /** The second metal of a two-tone piece (gold on steel); the main metal otherwise. */
  accentMetal: string;
  /** The pattern overlay fill, or null for a plain material. */
  pattern: string | null;
  accent: string;
  stitch: string;
  mark: string;
  variant: number;
  /** A fresh element id, unique within this illustration. */
  uid(prefix: string): string;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, "0");
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

/** Relative luminance in [0, 1]. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const METALS: Record<Metal, readonly [string, string, string, string]> = {
  gold: ["#f7e7b4", "#d8b45c", "#a9802f", "#7a5a1c"],
  silver: ["#fbfbfb", "#d3d5d8", "#9a9ea4", "#6c7077"],
  rose: ["#fadccf", "#dea38c", "#b07561", "#80503f"],
};

/** The shades and gradients for one piece, written once into <defs>. */
export function makeInk(art: ProductArt): { ink: Ink; defs: string } {
  const base = art.color;
  const dark = luminance(base) < 0.18;
  const light = mix(base, "#ffffff", dark ? 0.16 : 0.2);
  const shade = mix(base, "#000000", dark ? 0.35 : 0.2);
  const deep = mix(base, "#000000", dark ? 0.6 : 0.45);
  const [m0, m1, m2, m3] = METALS[art.metal];
  const accent = art.accent ?? mix(base, "#000000", 0.3);
  const stitch = dark ? mix(base, "#ffffff", 0.3) : mix(base, "#ffffff", 0.45);
  const defs = [
    `<linearGradient id="body" x2="0.35" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`,
    `<linearGradient id="side"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`,
    `<linearGradient id="metal" x2="1" y2="1"><stop offset="0" stop-color="${m0}"/><stop offset="0.45" stop-color="${m1}"/><stop offset="0.7" stop-color="${m2}"/><stop offset="1" stop-color="${m1}"/></linearGradient>`,
    `<linearGradient id="form"><stop stop-opacity=".2"/><stop offset=".14" stop-opacity="0"/><stop offset=".8" stop-color="#fff" stop-opacity="0"/><stop offset=".9" stop-color="#fff" stop-opacity=".07"/><stop offset="1" stop-opacity=".16"/></linearGradient>`,
    patternDef(art.pattern, base, light, shade, deep, art.variant),
    art.twoTone ? `<linearGradient id="metal2" x2="1" y2="1"><stop offset="0" stop-color="${METALS.gold[0]}"/><stop offset="0.45" stop-color="${METALS.gold[1]}"/><stop offset="0.7" stop-color="${METALS.gold[2]}"/><stop offset="1" stop-color="${METALS.gold[1]}"/></linearGradient>` : "",
  ].join("");
  let ids = 0;
  const ink: Ink = {
    uid: (prefix) => `${prefix}${ids++}`,
    base,
    light,
    shade,
    deep,
    body: "url(#body)",
    side: "url(#side)",
    metal: "url(#metal)",
    metalFlat: m1,
    metalEdge: m3,
    accentMetal: art.twoTone ? "url(#metal2)" : "url(#metal)",
    pattern: art.pattern === "plain" ? null : "url(#pat)",
    accent,
    stitch,
    mark: art.mark,
    variant: art.variant,
  };
  return { ink, defs };
}

function patternDef(pattern: Pattern, base: string, light: string, shade: string, deep: string, variant: number): string {
  const open = (w: number, h: number, extra = "") => `<pattern id="pat" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>`;
  switch (pattern) {
    case "plain":
      return "";
    case "monogram": {
      const motif = mix(base, "#f2d9a0", 0.55);
      return `${open(120, 120)}<g fill="${motif}" opacity="0.75"><path d="M30 14l5 11 11 5-11 5-5 11-5-11-11-5 11-5z"/><circle cx="90" cy="90" r="11" fill="none" stroke="${motif}" stroke-width="4"/><circle cx="90" cy="90" r="3"/><path d="M90 20l4 8h8l-6 6 2 9-8-5-8 5 2-9-6-6h8z" transform="translate(0 2)"/><path d="M22 80h16l-8 22z"/></g></pattern>`;
    }
    case "check":
      return `${open(64, 64)}<rect width="32" height="32" fill="${mix(deep, "#5a4632", 0.5)}" opacity="0.4"/><rect x="32" y="32" width="32" height="32" fill="${mix(deep, "#5a4632", 0.5)}" opacity="0.4"/><path d="M0 32h64M32 0v64" stroke="#d7b46a" stroke-width="1.2" opacity="0.35"/></pattern>`;
    case "tartan":
      return `${open(120, 120)}<rect x="0" width="14" height="120" fill="#1f1d1c" opacity="0.55"/><rect y="0" width="120" height="14" fill="#1f1d1c" opacity="0.55"/><rect x="60" width="4" height="120" fill="#a3212b" opacity="0.7"/><rect y="60" width="120" height="4" fill="#a3212b" opacity="0.7"/><rect x="90" width="3" height="120" fill="#ffffff" opacity="0.5"/><rect y="90" width="120" height="3" fill="#ffffff" opacity="0.5"/></pattern>`;
    case "chevron":
      return `${open(28, 24)}<path d="M2 16l5-6 5 6M16 16l5-6 5 6" fill="none" stroke="${mix(base, "#ffffff", 0.55)}" stroke-width="2.4" opacity="0.65"/><circle cx="14" cy="5" r="1.6" fill="${mix(base, "#ffffff", 0.55)}" opacity="0.5"/></pattern>`;
    case "woven":
      return `${open(80, 80)}<g fill="none" stroke="${deep}" stroke-width="3" opacity="0.55"><path d="M0 0h40v40H0zM40 40h40v40H40z"/><path d="M40 0v40M0 40v40" stroke="${deep}"/></g><g stroke="${light}" stroke-width="2" opacity="0.35"><path d="M4 6h32M4 20h32M4 34h32M46 44v32M60 44v32M74 44v32"/><path d="M46 4v32M60 4v32M74 4v32M4 46h32M4 60h32M4 74h32"/></g></pattern>`;
    case "quilted":
      return `${open(110, 110, ' patternTransform="rotate(45 0 0)"')}<path d="M0 0h110M0 0v110" stroke="${deep}" stroke-width="4" opacity="0.55"/><path d="M3 3h104M3 3v104" stroke="${light}" stroke-width="2" opacity="0.4"/><rect x="8" y="8" width="94" height="94" rx="18" fill="${light}" opacity="0.12"/></pattern>`;
    case "tweed": {
      const flecks = Array.from({ length: 18 }, (_, i) => {
        const x = (i * 37 + variant * 50) % 60;
        const y = (i * 23) % 60;
        const color = i % 3 === 0 ? "#ffffff" : i % 3 === 1 ? deep : light;
        return `<path d="M${x.toFixed(0)} ${y}l${i % 2 ? 6 : -5} ${i % 2 ? 3 : 4}" stroke="${color}" stroke-width="2.2" opacity="0.6"/>`;
      }).join("");
      return `${open(60, 60)}${flecks}</pattern>`;
    }
    case "croc":
      return `${open(96, 72)}<g fill="${light}" fill-opacity="0.16" stroke="${deep}" stroke-width="2.5" stroke-opacity="0.55"><rect x="3" y="3" width="42" height="30" rx="9"/><rect x="51" y="3" width="42" height="30" rx="9"/><rect x="-21" y="39" width="42" height="30" rx="9"/><rect x="27" y="39" width="42" height="30" rx="9"/><rect x="75" y="39" width="42" height="30" rx="9"/></g></pattern>`;
    case "ostrich":
      return `${open(48, 42)}<g fill="${deep}" opacity="0.35"><circle cx="12" cy="10" r="5"/><circle cx="36" cy="31" r="5"/></g><g fill="${light}" opacity="0.35"><circle cx="11" cy="9" r="2"/><circle cx="35" cy="30" r="2"/></g></pattern>`;
    case "scales":
      return `${open(36, 24)}<path d="M0 12l18-12 18 12-18 12z" fill="${light}" fill-opacity="0.14" stroke="${deep}" stroke-width="1.8" stroke-opacity="0.5"/></pattern>`;
  }
}

/** The soft shadow a piece casts on the surface below it. */
export function groundShadow(cx: number, cy: number, rx: number, ry = rx * 0.08): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#ground)"/>`;
}

/** Fills a shape with the body gradient, the material's pattern if it has one, and soft side shading. */
export function surface(d: string, ink: Ink): string {
  const id = ink.uid("s");
  const overlay = ink.pattern ? `<use href="#${id}" fill="${ink.pattern}"/>` : "";
  // The outline is defined once without a fill, so each <use> can paint it with its own.
  return `<defs><path id="${id}" d="${d}"/></defs><use href="#${id}" fill="${ink.body}"/>${overlay}<use href="#${id}" fill="url(#form)"/>`;
}

/** A dashed saddle-stitch line. */
export function stitches(d: string, ink: Ink, width = 3): string {
  return `<path d="${d}" fill="none" stroke="${ink.stitch}" stroke-width="${width}" stroke-dasharray="10 8" stroke-linecap="round" opacity="0.8"/>`;
}

/** Rounds a coordinate to one decimal, which keeps the SVG small and is far below a pixel. */
export const r1 = (value: number): string => (Math.round(value * 10) / 10).toString();

/** A chain strap along a curve: interlocking metal links, alternately seen flat and edge-on. */
export function chain(points: ReadonlyArray<readonly [number, number]>, ink: Ink, size = 20): string {
  const id = ink.uid("lk");
  const links: string[] = [
    `<defs><ellipse id="${id}a" rx="${size}" ry="${r1(size * 0.62)}" fill="none" stroke="${ink.metal}" stroke-width="${r1(size * 0.34)}"/><ellipse id="${id}b" rx="${size}" ry="${r1(size * 0.3)}" fill="none" stroke="${ink.metal}" stroke-width="${r1(size * 0.34)}"/></defs>`,
  ];
  for (let i = 0; i < points.length - 1; i++) {
    const [x1, y1] = points[i] as readonly [number, number];
    const [x2, y2] = points[i + 1] as readonly [number, number];
    const length = Math.hypot(x2 - x1, y2 - y1);
    const count = Math.max(1, Math.floor(length / (size * 1.4)));
    const angle = r1((Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI);
    for (let k = 0; k < count; k++) {
      const t = (k + 0.5) / count;
      const flat = (i * 31 + k) % 2 === 0;
      links.push(`<use href="#${id}${flat ? "a" : "b"}" transform="translate(${r1(x1 + (x2 - x1) * t)} ${r1(y1 + (y2 - y1) * t)}) rotate(${angle})"/>`);
    }
  }
  return `<g>${links.join("")}</g>`;
}

/** Points along a quadratic curve, for straps and chains. */
export function curvePoints(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, steps = 14): Array<[number, number]> {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    return [u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1] as [number, number];
  });
}

/** The house's letters, discreetly embossed or printed. */
export function houseMark(ink: Ink, x: number, y: number, size: number, fill: string, opacity = 0.55, spacing = 0.18): string {
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="Didot, 'Bodoni 72', 'Playfair Display', Georgia, 'DejaVu Serif', serif" font-size="${size}" letter-spacing="${(size * spacing).toFixed(1)}" fill="${fill}" opacity="${opacity}">${escapeXml(ink.mark)}</text>`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}
