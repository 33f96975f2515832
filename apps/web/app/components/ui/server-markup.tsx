import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";

/** Set once the page has hydrated: markup drawn later is the browser's own, not the server's. */
let pageHydrated = false;

interface ServerMarkupProps {
  /** The element's id: how the browser finds the server's markup. Unique in the page. */
  id: string;
  as?: "div" | "ul";
  className?: string;
  "aria-labelledby"?: string;
  /** Static content only: links and text, nothing with state or handlers of its own. */
  children: ReactNode;
}

/**
 * Markup the server draws and the browser keeps as it is instead of hydrating it (issue 16: hydrating
 * the page is its longest task, and the menus' and the footer's links are a large share of its
 * elements). In the browser, the element takes the server's inner HTML as its own
 * (`dangerouslySetInnerHTML`, which hydration leaves in place and never walks), and a click on one of
 * its links navigates in place as a `<Link>` would. Drawn after the page has hydrated, or where the page
 * has no server markup with this id (a menu that appears after signing in), it renders its children.
 */
export function ServerMarkup({ id, as: Tag = "div", children, ...attributes }: ServerMarkupProps) {
  const navigate = useNavigate();
  // Only while the page hydrates is the element in the document the server's drawing of these children.
  const [serverHtml] = useState(() => (typeof document === "undefined" || pageHydrated ? null : (document.getElementById(id)?.innerHTML ?? null)));
  useEffect(() => {
    pageHydrated = true;
  }, []);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest?.("a");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };

  if (serverHtml === null) {
    return (
      <Tag id={id} {...attributes} onClick={onClick}>
        {children}
      </Tag>
    );
  }
  return <Tag id={id} {...attributes} onClick={onClick} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
}

/**
 * The `dangerouslySetInnerHTML` of an element whose children the browser keeps as the server drew them
 * (`useKeptServerMarkup`): hydration never walks or replaces such an element's children (Preact leaves
 * the inner HTML alone while hydrating, and afterwards re-applies it only when the string changes, which
 * this constant never does).
 */
export const KEPT_SERVER_MARKUP = Object.freeze({ __html: "" });

/**
 * Whether an element's children stay as the server drew them (decision 094): true while the page
 * hydrates, and afterwards as long as `signature` (everything the children are drawn from) stays what it
 * was then. The element then renders `dangerouslySetInnerHTML={KEPT_SERVER_MARKUP}` in place of its
 * children: hydration attaches only the element itself (its handlers), not the elements inside it. Once
 * the signature changes (new data, another viewer), the element renders its children from then on, and
 * React manages them as usual. Drawn after the page has hydrated (a later navigation), it renders its
 * children from the start.
 */
export function useKeptServerMarkup(signature: string): boolean {
  const kept = useRef<string | null>(typeof document === "undefined" || pageHydrated ? null : signature);
  useEffect(() => {
    pageHydrated = true;
  }, []);
  if (kept.current !== null && kept.current !== signature) kept.current = null;
  return kept.current !== null;
}
