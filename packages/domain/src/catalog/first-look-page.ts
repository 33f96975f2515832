import { LIST_PAGE_SIZE } from "./paging.ts";

/** Spec 2 §4: the general view of page 1 of new arrivals holds 46 cards when first-look pieces exist, else 48. */
export const GENERAL_PAGE_SIZE_WITH_FIRST_LOOK = 46;
export const GENERAL_PAGE_SIZE = LIST_PAGE_SIZE;
/** Non-members see this many first-look pieces, behind the VIP preview overlay: the two cards the general view gives up. */
export const FIRST_LOOK_TEASER_COUNT = LIST_PAGE_SIZE - GENERAL_PAGE_SIZE_WITH_FIRST_LOOK;
/** Members see every first-look piece on page 1, up to one full page of them. */
export const FIRST_LOOK_MEMBER_LIMIT = LIST_PAGE_SIZE;

/** The collection whose first page leads with the VIP preview (the "scope" of spec 2 §4). */
export const FIRST_LOOK_SCOPE_COLLECTION = "new-arrivals";

export interface FirstLookPagePlan {
  /** How many first-look pieces lead the page (0 on later pages). */
  firstLookLimit: number;
  /** The general-view slice of this page. */
  generalOffset: number;
  generalLimit: number;
}

/**
 * Page `page` of a first-look collection: page 1 leads with first-look pieces (all of them, up to 48,
 * for members; 2 teaser cards for everyone else), then 46 general-view pieces when any first-look
 * piece exists, else 48. Later pages continue the general view exactly where page 1 stopped.
 */
export function firstLookPagePlan(options: { page: number; firstLookCount: number; isMember: boolean }): FirstLookPagePlan {
  const exists = options.firstLookCount > 0;
  const firstPageGeneral = exists ? GENERAL_PAGE_SIZE_WITH_FIRST_LOOK : GENERAL_PAGE_SIZE;
  if (options.page <= 1) {
    const cap = options.isMember ? FIRST_LOOK_MEMBER_LIMIT : FIRST_LOOK_TEASER_COUNT;
    return { firstLookLimit: Math.min(cap, options.firstLookCount), generalOffset: 0, generalLimit: firstPageGeneral };
  }
  return { firstLookLimit: 0, generalOffset: firstPageGeneral + GENERAL_PAGE_SIZE * (options.page - 2), generalLimit: GENERAL_PAGE_SIZE };
}

/** How many pages the general view needs after page 1 took its 46 or 48. */
export function firstLookPageCount(generalTotal: number, firstLookCount: number): number {
  const firstPageGeneral = firstLookCount > 0 ? GENERAL_PAGE_SIZE_WITH_FIRST_LOOK : GENERAL_PAGE_SIZE;
  return 1 + Math.max(0, Math.ceil((generalTotal - firstPageGeneral) / GENERAL_PAGE_SIZE));
}

/**
 * Decision 041: a list page as a shopper who may not shop the VIP preview sees it: the pieces they can
 * buy first, in the list's order, then the page's VIP preview pieces, marked, in theirs. The same
 * pieces stay on the same page; members (who may shop them) see the list's own order.
 */
export function buyableFirst<T extends { firstLookProduct: boolean }>(cards: readonly T[], canShopPreview: boolean): T[] {
  if (canShopPreview) return [...cards];
  return [...cards.filter((card) => !card.firstLookProduct), ...cards.filter((card) => card.firstLookProduct)];
}
