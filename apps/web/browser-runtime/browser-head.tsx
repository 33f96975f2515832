/**
 * The document's head in the browser (decision 085). React renders the head on the server, hoisting and
 * ordering its tags by its own rules; hydrating that with the browser runtime would bind the app's tags
 * to the wrong elements. So the head element is kept as the server sent it (a constant inner HTML, which
 * the runtime never touches), the app's head children are rendered into a detached element, and
 * `syncHead` copies each change of them into the real head: a new page's title, meta tags and styles.
 */
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useLayoutEffect, useState } from "react";
import { syncHead } from "./head-sync.ts";

/** The head's inner HTML as far as the runtime knows: one constant, so it is never written. */
export const SERVER_HEAD = Object.freeze({ __html: "" });

export function BrowserHead({ children }: { children?: ReactNode }) {
  const [rendered] = useState(() => document.createElement("div"));
  useLayoutEffect(() => {
    syncHead(document.head, rendered);
    const observer = new MutationObserver(() => syncHead(document.head, rendered));
    observer.observe(rendered, { childList: true, subtree: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, [rendered]);
  return (
    <>
      <head dangerouslySetInnerHTML={SERVER_HEAD} />
      {createPortal(children, rendered)}
    </>
  );
}
