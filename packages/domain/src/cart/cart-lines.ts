/** Spec 2 §9: a generic cart holds at most 100 lines. */
export const MAX_CART_LINES = 100;

/** The longest note, attribute key or value a cart keeps, and how many attributes it or a line holds. */
export const MAX_CART_TEXT_LENGTH = 5_000;
export const MAX_CART_ATTRIBUTES = 250;

/** Messages of the line rules (our wording; the spec gives none). */
export const CART_LINE_MESSAGES = {
  noFields: "A cart line needs at least one field.",
  emptyString: "This field cannot be empty.",
  badQuantity: "Quantity must be a whole number of at least 1.",
  tooManyLines: `A cart can hold up to ${MAX_CART_LINES} items.`,
  unknownMerchandise: "This item does not exist.",
  unavailable: "This item is no longer available.",
  unknownLine: "This line is not in the cart.",
  sellingPlanMismatch: "This plan cannot be bought with that selling plan.",
  tooLong: `This field can hold up to ${MAX_CART_TEXT_LENGTH} characters.`,
  tooManyAttributes: `A cart can hold up to ${MAX_CART_ATTRIBUTES} attributes.`,
} as const;

/** Problems of a list of attributes (cart or line): empty or too long keys and values, too many entries. */
export function attributeProblems(attributes: ReadonlyArray<{ key: string; value: string }>): LineInputProblem[] {
  if (attributes.length > MAX_CART_ATTRIBUTES) return [{ field: [], message: CART_LINE_MESSAGES.tooManyAttributes }];
  return attributes.flatMap((a, i) => [
    ...(a.key.trim() === "" ? [{ field: [String(i), "key"], message: CART_LINE_MESSAGES.emptyString }] : []),
    ...(a.key.length > MAX_CART_TEXT_LENGTH ? [{ field: [String(i), "key"], message: CART_LINE_MESSAGES.tooLong }] : []),
    ...(a.value.length > MAX_CART_TEXT_LENGTH ? [{ field: [String(i), "value"], message: CART_LINE_MESSAGES.tooLong }] : []),
  ]);
}

export interface LineInputProblem {
  /** Path inside the line input, e.g. ["merchandiseId"] or ["attributes", "0", "value"]. */
  field: string[];
  message: string;
}

/**
 * Spec 1 §5: a cart line input needs a non-empty list of fields, and none of its strings may be empty
 * (attribute keys and values included). A quantity, when given, is a whole number of at least 1
 * (0 is allowed on updates, where it removes the line).
 */
export function validateLineInput(input: Record<string, unknown>, options: { allowZeroQuantity: boolean }): LineInputProblem[] {
  const fields = Object.entries(input).filter(([, value]) => value !== undefined);
  if (fields.length === 0) return [{ field: [], message: CART_LINE_MESSAGES.noFields }];
  const problems: LineInputProblem[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      if (value.trim() === "") problems.push({ field: path, message: CART_LINE_MESSAGES.emptyString });
      else if (value.length > MAX_CART_TEXT_LENGTH) problems.push({ field: path, message: CART_LINE_MESSAGES.tooLong });
    } else if (Array.isArray(value)) {
      if (value.length > MAX_CART_ATTRIBUTES) {
        problems.push({ field: path, message: CART_LINE_MESSAGES.tooManyAttributes });
        return;
      }
      value.forEach((item, index) => walk(item, [...path, String(index)]));
    } else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  for (const [key, value] of fields) walk(value, [key]);
  const quantity = input.quantity;
  if (quantity !== undefined && (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < (options.allowZeroQuantity ? 0 : 1))) {
    problems.push({ field: ["quantity"], message: CART_LINE_MESSAGES.badQuantity });
  }
  return problems;
}

/** Spec 1 §5: an item is unavailable when it is not for sale or its available quantity is 0. */
export function isUnavailable(merchandise: { availableForSale: boolean; quantityAvailable: number }): boolean {
  return !merchandise.availableForSale || merchandise.quantityAvailable <= 0;
}

/** Whether `count` lines fit in one cart. */
export function fitsInCart(count: number): boolean {
  return count <= MAX_CART_LINES;
}
