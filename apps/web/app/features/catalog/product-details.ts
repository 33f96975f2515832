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

/** Details shown elsewhere on the product page (price block, condition), not in the list. */
const SHOWN_ELSEWHERE = new Set(["original_price", "estimated_retail_price", "condition"]);

/**
 * Product details for display: grouped by section in the order each section first appears by
 * position, sorted by position within it, without empty values and without what the page shows
 * elsewhere.
 */
export function productDetailSections(details: Readonly<Record<string, ProductDetailEntry>>): ProductDetailSection[] {
  const entries = Object.entries(details)
    .filter(([key, d]) => !SHOWN_ELSEWHERE.has(key) && !EMPTY_VALUES.has(d.value.trim().toLowerCase()))
    .sort(([, a], [, b]) => a.position - b.position);

  const sections = new Map<string, ProductDetailSection>();
  for (const [key, detail] of entries) {
    const section = sections.get(detail.section) ?? { section: detail.section, details: [] };
    section.details.push({ key, title: detail.title, value: detail.value });
    sections.set(detail.section, section);
  }
  return [...sections.values()];
}
