import { CAROUSEL_PAGE_SIZE } from "./paging.ts";
import { TAGS } from "./tag.ts";

/**
 * The navbar-message setting of spec 1 §4 (must_show_navbar_message): whether the storefront advertises
 * the VIP preview in its navigation bar. Maison always does, so early access follows can_see_first_look.
 */
export const MUST_SHOW_NAVBAR_MESSAGE = true;

/** Who is looking, as far as the first-look rules care. */
export interface FirstLookViewer {
  /** The stored flag: members (and staff) may see VIP preview pieces. */
  canSeeFirstLook: boolean;
  /** The navbar-message setting: the VIP preview is being advertised, so early access is on. */
  mustShowNavbarMessage: boolean;
}

/**
 * Spec 1 §7 / §4: the general-view tag filter is dropped only for a viewer who has can_see_first_look
 * while the navbar-message setting is on; everyone else sees general-view pieces only.
 */
export function dropsGeneralViewFilter(viewer: FirstLookViewer): boolean {
  return viewer.canSeeFirstLook && viewer.mustShowNavbarMessage;
}

/** The homepage carousel query of spec 1 §7: first 20, newest first (CREATED_AT, reversed). */
export interface CarouselQuery {
  first: number;
  query: string;
  sortKey: "CREATED_AT";
  reverse: true;
}

/** 'tag:{tag} AND available_for_sale:true', plus ' AND tag:bc-filter-General View' unless early access applies. */
export function homeCarouselQuery(tag: string, viewer: FirstLookViewer): CarouselQuery {
  let query = `tag:${tag} AND available_for_sale:true`;
  if (!dropsGeneralViewFilter(viewer)) query += ` AND tag:${TAGS.generalView}`;
  return { first: CAROUSEL_PAGE_SIZE, query, sortKey: "CREATED_AT", reverse: true };
}
