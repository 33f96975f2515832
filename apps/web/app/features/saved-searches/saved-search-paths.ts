/** The account page listing the shopper's saved searches. */
export const SAVED_SEARCHES_PAGE = "/my-account/saved-searches";
