import type { Category } from "@maison/domain/catalog/category";
import type { Rng } from "./prng.ts";

/** Width × height × depth in inches of a medium bag of each type. */
const BAG_BASE: Record<string, readonly [number, number, number]> = {
  "Shoulder Bag": [10, 6.5, 3],
  Tote: [13.5, 11, 6],
  Crossbody: [8.5, 6, 2.5],
  "Top Handle": [11.5, 8.5, 5.5],
  Clutch: [10.5, 6, 1.5],
  Backpack: [11, 13, 5.5],
  "Belt Bag": [9, 5, 2],
};

const SIZE_SCALE: Record<string, number> = {
  Nano: 0.55, Mini: 0.68, Teen: 0.75, XS: 0.75, TPM: 0.62, BB: 0.75, Small: 0.85, Baby: 0.85, PM: 0.9, Medium: 1,
  MM: 1.05, Regular: 1, Jumbo: 1.2, Large: 1.22, GM: 1.3, Maxi: 1.35,
};

const inches = (value: number) => `${(Math.round(value * 4) / 4).toFixed(2).replace(/\.?0+$/, "")}"`;

/** A bag's width in inches: from its size in centimetres ("30 cm"), its size word, or the type's medium. */
function bagScale(itemType: string, size: string): number {
  const cm = /^(\d+)(?: cm)?$/.exec(size);
  const base = BAG_BASE[itemType] ?? [10, 7, 4];
  if (cm?.[1]) return Number(cm[1]) / 2.54 / base[0];
  return SIZE_SCALE[size] ?? 1;
}

export interface Measurement {
  key: string;
  title: string;
  value: string;
}

/** The measurements a specialist records for the piece, as detail rows of the "Measurements" section. */
export function measurementsFor(category: Category, itemType: string, size: string, rng: Rng): Measurement[] {
  const jitter = () => 1 + (rng.next() - 0.5) * 0.08;
  switch (category) {
    case "bags": {
      const [w, h, d] = BAG_BASE[itemType] ?? [10, 7, 4];
      const scale = bagScale(itemType, size);
      const rows: Measurement[] = [
        { key: "measurements", title: "Measurements", value: `${inches(w * scale * jitter())} W x ${inches(h * scale * jitter())} H x ${inches(d * scale * jitter())} D` },
      ];
      if (itemType === "Top Handle" || itemType === "Tote") rows.push({ key: "handle_drop", title: "Handle Drop", value: inches(rng.between(3, 9)) });
      if (itemType !== "Clutch" && itemType !== "Top Handle") rows.push({ key: "strap_drop", title: "Strap Drop", value: inches(rng.between(9, 23)) });
      return rows;
    }
    case "shoes": {
      const heel: Record<string, [number, number]> = { Pumps: [2.75, 4.75], Sandals: [0.25, 4.5], Sneakers: [1, 1.75], Boots: [0.75, 4], Flats: [0.25, 0.5], Loafers: [0.5, 1.25] };
      const [min, max] = heel[itemType] ?? [0.5, 3];
      return [{ key: "heel_height", title: "Heel Height", value: inches(rng.between(min, max)) }];
    }
    case "watches":
      return [
        { key: "case_size", title: "Case Size", value: size },
        { key: "wrist_size", title: "Fits Wrist", value: `Up to ${inches(rng.between(6.5, 8))}` },
      ];
    case "jewelry":
      if (itemType === "Necklace") return [{ key: "length", title: "Length", value: size.endsWith('"') ? size : inches(rng.between(16, 32)) }];
      if (itemType === "Bracelet") return [{ key: "inner_circumference", title: "Inner Circumference", value: inches(rng.between(6, 7.25)) }];
      if (itemType === "Earrings") return [{ key: "drop", title: "Drop", value: inches(rng.between(0.3, 2)) }];
      return [{ key: "ring_width", title: "Band Width", value: `${(rng.between(1.5, 7)).toFixed(1)} mm` }];
    case "accessories":
      if (itemType === "Scarf") {
        const side = /^(\d+) cm$/.exec(size)?.[1];
        return [{ key: "measurements", title: "Measurements", value: side ? `${inches(Number(side) / 2.54)} x ${inches(Number(side) / 2.54)}` : `${inches(rng.between(60, 75))} x ${inches(rng.between(12, 28))}` }];
      }
      if (itemType === "Belt") return [{ key: "width", title: "Belt Width", value: inches(rng.between(0.5, 1.5)) }];
      if (itemType === "Sunglasses") return [{ key: "lens_width", title: "Lens Width", value: `${rng.int(50, 62)} mm` }];
      return [{ key: "measurements", title: "Measurements", value: `${inches(rng.between(3.5, 8))} W x ${inches(rng.between(2.75, 4.5))} H` }];
    case "apparel": {
      const rows: Measurement[] = [{ key: "length", title: "Length", value: inches(rng.between(itemType === "Coat" ? 34 : 22, itemType === "Dress" || itemType === "Coat" ? 48 : 30)) }];
      if (itemType !== "Dress") rows.push({ key: "sleeve_length", title: "Sleeve Length", value: inches(rng.between(23, 26)) });
      rows.push({ key: "bust", title: "Bust", value: inches(rng.between(32, 42)) });
      return rows;
    }
  }
}
