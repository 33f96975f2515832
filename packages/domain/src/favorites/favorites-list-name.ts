/** Longest name a favorites list (B2B collection) may have. */
export const FAVORITES_LIST_NAME_MAX_LENGTH = 80;

/** The exact messages of spec 2 §5 for naming a favorites list. */
export const FAVORITES_LIST_MESSAGES = {
  empty: "Please name your list",
  duplicate: "That favorite collections already exists. Please use a new name.",
  tooLong: `Please keep the name under ${FAVORITES_LIST_NAME_MAX_LENGTH + 1} characters.`,
} as const;

export type FavoritesListNameProblem = keyof typeof FAVORITES_LIST_MESSAGES;

/** The name as stored: surrounding spaces trimmed and inner runs of spaces collapsed. */
export function tidyListName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/** Two names are the same list when they differ only in case or spacing. */
export function listNameKey(name: string): string {
  return tidyListName(name).toLocaleLowerCase("en");
}

/**
 * Spec 2 §5: an empty name is refused ('Please name your list'), and so is a name the user already
 * gave another of their lists ('That favorite collections already exists…'), ignoring case and spacing.
 */
export function favoritesListNameProblem(name: string, existingNames: readonly string[]): FavoritesListNameProblem | null {
  const tidy = tidyListName(name);
  if (tidy.length === 0) return "empty";
  if (tidy.length > FAVORITES_LIST_NAME_MAX_LENGTH) return "tooLong";
  const key = listNameKey(tidy);
  return existingNames.some((existing) => listNameKey(existing) === key) ? "duplicate" : null;
}
