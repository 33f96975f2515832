/**
 * A piece's options as Shopify models a product's (decision 071): a one-of-a-kind piece is a product
 * with a single variant, so each option has exactly one value. The options are the piece's size, color
 * and condition, in that order (Shopify allows three); a piece without a size or without colors has no
 * such option. The variant's selected options are the same name/value pairs.
 */
export interface PieceFacts {
  size: string | null;
  colors: readonly string[];
  condition: string;
}

export interface PieceOption {
  name: string;
  value: string;
}

export const PIECE_OPTION_NAMES = { size: "Size", color: "Color", condition: "Condition" } as const;

/** Colors of a multi-colored piece make one value, as Shopify keeps one value per option and variant. */
export const COLOR_SEPARATOR = ", ";

export function pieceOptions(piece: PieceFacts): PieceOption[] {
  const options: PieceOption[] = [];
  const size = piece.size?.trim();
  if (size) options.push({ name: PIECE_OPTION_NAMES.size, value: size });
  const colors = piece.colors.map((c) => c.trim()).filter(Boolean);
  if (colors.length > 0) options.push({ name: PIECE_OPTION_NAMES.color, value: colors.join(COLOR_SEPARATOR) });
  options.push({ name: PIECE_OPTION_NAMES.condition, value: piece.condition });
  return options;
}

export interface SelectedOptionsMatch {
  /** Options the piece does not have are skipped instead of failing the match. */
  ignoreUnknownOptions: boolean;
  /** Names and values compare without regard to case. */
  caseInsensitiveMatch: boolean;
}

/**
 * Whether the piece's only variant is the one `selected` picks (Shopify's variantBySelectedOptions):
 * every selected option must name one of the piece's options and give its value. Nothing selected, or
 * nothing left once unknown options are ignored, selects no variant.
 */
export function matchesSelectedOptions(options: readonly PieceOption[], selected: readonly PieceOption[], match: SelectedOptionsMatch): boolean {
  const fold = (text: string) => (match.caseInsensitiveMatch ? text.toLocaleLowerCase("en-US") : text);
  let compared = 0;
  for (const choice of selected) {
    const option = options.find((o) => fold(o.name) === fold(choice.name));
    if (!option) {
      if (match.ignoreUnknownOptions) continue;
      return false;
    }
    if (fold(option.value) !== fold(choice.value)) return false;
    compared += 1;
  }
  return compared > 0;
}
