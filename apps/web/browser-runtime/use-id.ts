/**
 * React's `useId` for the browser runtime (decision 085): an id unique in the document and stable for
 * the component's life. Preact counts ids per rendering root, and a part of the page rendered after the
 * first (the account menu once signed in, a page reached by a link) could count from zero again and give
 * an id the page already has: a label then names another element. One counter for the document cannot.
 * The server's React ids are replaced by these while hydrating (react-dom-client.ts), so every id a page
 * names is one of these.
 */
import { useState } from "preact/hooks";

let issued = 0;

export function useId(): string {
  const [id] = useState(() => `«p${(issued += 1).toString(36)}»`);
  return id;
}
