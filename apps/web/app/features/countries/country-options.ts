import { COUNTRIES } from "@maison/domain/content/countries";

/** What `&`, `<`, `>` and `"` become inside an option's text and attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The `<option>`s of the country selector as HTML, the selected country marked so that the page reads
 * right without JavaScript (decision 084).
 */
export function countryOptionsHtml(selected: string): string {
  return COUNTRIES.map(({ code, name }) => `<option value="${code}"${code === selected ? ' selected=""' : ""}>${escapeHtml(name)}</option>`).join("");
}

let browserOptions: string | undefined;

/** The options' markup with `selected` marked on the country's option only. */
export function markSelected(optionsHtml: string, selected: string): string {
  return optionsHtml.replace(/ selected(="[^"]*")?/g, "").replace(`value="${escapeHtml(selected)}"`, `value="${escapeHtml(selected)}" selected=""`);
}

/**
 * The selector's options: rendered on the server from the dataset; in the browser, read once from a
 * selector the server rendered (every page has one, in the footer) and marked with the country now
 * selected (the markup says which option is chosen, whatever runtime draws the select). The 250 names
 * stay out of every page's JavaScript (decision 084); `import.meta.env.SSR` is a constant, so the
 * browser build drops the branch and, with it, the dataset's import.
 */
export function countryOptions(selected: string): string {
  if (import.meta.env.SSR) return countryOptionsHtml(selected);
  browserOptions ??= document.querySelector("select.country-selector-select")?.innerHTML;
  return markSelected(browserOptions ?? "", selected);
}
