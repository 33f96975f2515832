/** What a key press in the search box does to the highlighted option of the suggestion list. */
export type ComboboxMove =
  | { kind: "highlight"; index: number | null }
  | { kind: "choose"; index: number }
  | { kind: "close" }
  | { kind: "none" };

/**
 * The combobox keyboard pattern (WAI-ARIA APG): arrows move through the options and wrap, Escape
 * closes, Enter chooses the highlighted option (without one, the form submits the typed text).
 */
export function comboboxMove(key: string, active: number | null, optionCount: number): ComboboxMove {
  if (optionCount === 0) return key === "Escape" ? { kind: "close" } : { kind: "none" };
  switch (key) {
    case "ArrowDown":
      return { kind: "highlight", index: active === null || active >= optionCount - 1 ? 0 : active + 1 };
    case "ArrowUp":
      return { kind: "highlight", index: active === null || active <= 0 ? optionCount - 1 : active - 1 };
    case "Escape":
      return { kind: "close" };
    case "Enter":
      return active === null ? { kind: "none" } : { kind: "choose", index: active };
    default:
      return { kind: "none" };
  }
}
