/** One product detail as the product call returns it (spec 2 §3 product_details). */
export interface ProductDetailEntry {
  position: number;
  title: string;
  value: string;
  section: string;
}

export interface ProductDetailSection {
  section: string;
  details: { key: string; title: string; value: string }[];
}

/** Values that mean "empty" in product details (spec 2 §3). */
const EMPTY_VALUES = new Set(["", "-", "none"]);

/** Details shown elsewhere on the product page (price block, condition box), not in the list. */
const SHOWN_ELSEWHERE = new Set([
  "original_price",
  "estimated_retail_price",
  "condition",
  "condition_description",
  "condition_specifics",
]);

/** Whether a detail value means "nothing" ('-' and 'None' do, spec 2 §3). */
export function isEmptyDetailValue(value: string | undefined): boolean {
  return value === undefined || EMPTY_VALUES.has(value.trim().toLowerCase());
}

/**
 * A detail value for people to read. Some metafields hold JSON (spec 2 §3: accessories,
 * size_and_fit, collateral, gemstones, pearls): lists read "Dust Bag, Box", records "Key: value".
 */
export function formatDetailValue(value: string): string {
  const trimmed = value.trim();
  if (!/^[[{]/.test(trimmed)) return trimmed;
  try {
    return readable(JSON.parse(trimmed) as unknown);
  } catch {
    return trimmed;
  }
}

function readable(value: unknown): string {
  if (Array.isArray(value)) return value.map(readable).filter(Boolean).join(", ");
  if (value && typeof value === "object") {
    return Object.entries(value)
      .map(([key, v]) => `${key}: ${readable(v)}`)
      .join("; ");
  }
  return value == null ? "" : String(value);
}

/**
 * Product details for display: grouped by section in the order each section first appears by
 * position, sorted by position within it, values made readable, without empty values and without
 * what the page shows elsewhere.
 */
export function productDetailSections(details: Readonly<Record<string, ProductDetailEntry>>): ProductDetailSection[] {
  const entries = Object.entries(details)
    .filter(([key, d]) => !SHOWN_ELSEWHERE.has(key) && !isEmptyDetailValue(d.value) && formatDetailValue(d.value) !== "")
    .sort(([, a], [, b]) => a.position - b.position);

  const sections = new Map<string, ProductDetailSection>();
  for (const [key, detail] of entries) {
    const section = sections.get(detail.section) ?? { section: detail.section, details: [] };
    section.details.push({ key, title: detail.title, value: formatDetailValue(detail.value) });
    sections.set(detail.section, section);
  }
  return [...sections.values()];
}
