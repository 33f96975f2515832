/** Spec 2 §5: the 'More Matches Available' card shows when the total is over 14 and a see-all link exists. */
export const MORE_MATCHES_MIN_TOTAL_EXCLUSIVE = 14;
/** Spec 2 §9: a slider page holds 14 products on wide screens (4 up to 768 px). */
export const SLIDER_PAGE_SIZE = 14;
export const SLIDER_PAGE_SIZE_SMALL = 4;
export const SLIDER_SMALL_MAX_WIDTH_PX = 768;

/** Whether a carousel ends with a 'More Matches Available' card linking to View All. */
export function showsMoreMatchesCard(total: number, seeAllUrl: string | null | undefined): boolean {
  return total > MORE_MATCHES_MIN_TOTAL_EXCLUSIVE && Boolean(seeAllUrl);
}

/** Slider page size for a screen width (spec 2 §9: 4 up to 768 px, else 14). */
export function sliderPageSize(widthPx: number): number {
  return widthPx <= SLIDER_SMALL_MAX_WIDTH_PX ? SLIDER_PAGE_SIZE_SMALL : SLIDER_PAGE_SIZE;
}
