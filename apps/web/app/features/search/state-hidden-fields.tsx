import type { SearchState } from "./search-url.ts";

/**
 * Hidden inputs that carry the parts of the page's state a GET form does not edit, so submitting it
 * keeps them (and goes back to page 1, which has no parameter).
 */
export function StateHiddenFields({ state, omit }: { state: SearchState; omit: "sort" | "refinements" }) {
  return (
    <>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {omit !== "sort" && state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {omit !== "refinements"
        ? Object.entries(state.refinements).flatMap(([name, values]) =>
            values.map((value) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />),
          )
        : null}
    </>
  );
}
