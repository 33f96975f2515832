/** List pages show 48 products a page (spec 2 §9). */
export const LIST_PAGE_SIZE = 48;
/** The most a list call may ask for in one page. */
export const MAX_LIST_PAGE_SIZE = 100;
/** Carousels hold 20 products (spec 1 §9). */
export const CAROUSEL_PAGE_SIZE = 20;

/** skip = 48 × (page − 1), spec 2 §9. Page numbers start at 1. */
export function skipForPage(page: number, pageSize: number = LIST_PAGE_SIZE): number {
  return pageSize * (Math.max(1, Math.floor(page)) - 1);
}

/** Number of pages needed for a total, at least 1 so an empty list still has a page. */
export function pageCount(total: number, pageSize: number = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
