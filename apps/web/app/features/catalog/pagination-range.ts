/** One slot of a pagination bar: a page number, or a gap shown as an ellipsis. */
export type PaginationSlot = number | "ellipsis";

const pages = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The slots of a pagination bar: the first and last page, the current page with `siblings` pages
 * either side, and an ellipsis for each gap. The bar always has the same number of slots
 * (2 × siblings + 5) so it does not jump as the shopper pages; an ellipsis never hides a single page.
 */
export function paginationRange(current: number, total: number, siblings = 1): PaginationSlot[] {
  const slotCount = siblings * 2 + 5;
  if (total <= slotCount) return pages(1, Math.max(1, total));

  const page = Math.min(Math.max(1, current), total);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, total);
  const leftGap = left > 3;
  const rightGap = right < total - 2;
  const edgeRun = 3 + siblings * 2;

  if (!leftGap) return [...pages(1, edgeRun), "ellipsis", total];
  if (!rightGap) return [1, "ellipsis", ...pages(total - edgeRun + 1, total)];
  return [1, "ellipsis", ...pages(left, right), "ellipsis", total];
}
