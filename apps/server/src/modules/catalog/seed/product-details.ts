import type { Category } from "@maison/domain/catalog/category";
import { CONDITION_DESCRIPTIONS, type ConditionGrade } from "@maison/domain/catalog/condition";
import { centsToWholeDollars, type Cents } from "@maison/domain/money/cents";
import type { Measurement } from "./measurements.ts";

export interface DetailRow {
  key: string;
  title: string;
  value: string;
  position: number;
  section: string;
}

/** Everything the detail rows of a listing are written from. */
export interface DetailFacts {
  category: Category;
  vendor: string;
  model: string | null;
  condition: ConditionGrade;
  conditionNotes: string;
  estimatedRetail: Cents;
  original: Cents | null;
  color: string;
  exterior: string;
  interior: string | null;
  hardware: string | null;
  strap: string | null;
  movement: string | null;
  size: string;
  included: readonly string[];
  serialPresent: boolean;
  measurements: readonly Measurement[];
}

const SERIAL_TITLE: Record<string, string> = {
  "Louis Vuitton": "Date Code",
  "Hermès": "Blind Stamp",
  Chanel: "Serial Number",
};

/**
 * Metafield-style detail rows, in display order, grouped in the sections the product page shows
 * (spec 2 §3: keyed by metafield, each with position, title, value and section). Money values are
 * whole dollars; accessories is a JSON list, "None" when nothing came with the piece.
 */
export function productDetails(f: DetailFacts): DetailRow[] {
  const rows: Array<Omit<DetailRow, "position">> = [
    { key: "condition", title: "Condition", value: f.condition, section: "Condition" },
    { key: "condition_description", title: "Condition Grade", value: CONDITION_DESCRIPTIONS[f.condition], section: "Condition" },
    { key: "condition_specifics", title: "Condition Notes", value: f.conditionNotes, section: "Condition" },
    { key: "estimated_retail_price", title: "Estimated Retail Price", value: String(centsToWholeDollars(f.estimatedRetail)), section: "Details" },
  ];
  if (f.original !== null) {
    rows.push({ key: "original_price", title: "Original Price", value: String(centsToWholeDollars(f.original)), section: "Details" });
  }
  rows.push({ key: "designer", title: "Designer", value: f.vendor, section: "Details" });
  if (f.model) rows.push({ key: "model", title: "Model", value: f.model, section: "Details" });
  rows.push({ key: "color", title: f.category === "watches" ? "Dial Color" : "Color", value: f.color, section: "Details" });
  const exteriorTitle = f.category === "watches" ? "Case Material" : f.category === "jewelry" ? "Metal" : "Exterior Material";
  rows.push({ key: "exterior_material", title: exteriorTitle, value: f.exterior, section: "Details" });
  if (f.interior) rows.push({ key: "interior_material", title: "Interior Material", value: f.interior, section: "Details" });
  if (f.strap) rows.push({ key: "strap_material", title: "Strap", value: f.strap, section: "Details" });
  if (f.movement) rows.push({ key: "movement", title: "Movement", value: f.movement, section: "Details" });
  if (f.hardware) rows.push({ key: "hardware", title: "Hardware", value: f.hardware, section: "Details" });
  rows.push({ key: "size", title: "Size", value: f.size, section: "Details" });
  rows.push({ key: "accessories", title: "Accessories", value: f.included.length > 0 ? JSON.stringify(f.included) : "None", section: "Details" });
  const serialTitle = f.category === "watches" || f.category === "jewelry" ? "Serial Number" : (SERIAL_TITLE[f.vendor] ?? "Serial Number");
  rows.push({ key: "serial_number", title: serialTitle, value: f.serialPresent ? "Present" : "Not Present", section: "Details" });
  for (const m of f.measurements) rows.push({ key: m.key, title: m.title, value: m.value, section: "Measurements" });
  return rows.map((row, index) => ({ ...row, position: index + 1 }));
}
