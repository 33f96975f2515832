/**
 * `react-dom/client` in the browser build (decision 085): Preact's `createRoot` and `hydrateRoot`, with
 * what hydrating a whole document rendered by React on the server needs:
 * - Preact renders a document into `document.documentElement`, so the app's `<html>` element is drawn as
 *   a fragment there (its attributes stay the server's; the app never changes them);
 * - the `<head>` is the server's, kept in step with the app by `BrowserHead`;
 * - ids: while hydrating, the runtime leaves the server's attributes as they are, but the ids it gives
 *   (`useId`) differ from React's; an element drawn later would name an id the page does not have. So
 *   while hydrating, the id attributes and those that name ids are set to the runtime's own.
 */
import { Fragment, options, type VNode } from "preact";
import { createRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";
import { BrowserHead, SERVER_HEAD } from "./browser-head.tsx";
import { hydration } from "./hydration.ts";

const ID_ATTRIBUTES: Record<string, string> = {
  id: "id",
  htmlFor: "for",
  "aria-describedby": "aria-describedby",
  "aria-labelledby": "aria-labelledby",
  "aria-controls": "aria-controls",
  "aria-owns": "aria-owns",
  "aria-activedescendant": "aria-activedescendant",
  "aria-errormessage": "aria-errormessage",
  "aria-details": "aria-details",
  list: "list",
  form: "form",
};

/** Preact's own name for a vnode's element (stable across Preact 10, as its devtools rely on it). */
type HydratedVNode = VNode & { __e?: Element | Text | null };

let installed = false;

/**
 * When effects run. Preact waits for the next animation frame; React runs an effect before the next input
 * event reaches the page (a discrete event flushes what is pending first). A focus moved by an effect (the
 * code boxes' next box) must be in place before the next key is typed, so effects run as soon as the
 * render has been committed, before the browser takes its next task.
 */
function afterRender(callback: () => void): void {
  if (!hydration.active) return queueMicrotask(callback);
  // The whole page's effects after hydrating: a task of their own, so that hydrating and running them are
  // two shorter tasks rather than one long one (decision 085: a fifth to a third less blocking time). A key
  // typed in between meets the page as it was just before hydrating.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

function installDocumentHooks(): void {
  if (installed) return;
  installed = true;
  options.requestAnimationFrame = afterRender;
  const nextVNode = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === "html") {
      vnode.type = Fragment;
      vnode.props = { children: (vnode.props as { children?: unknown }).children } as VNode["props"];
    } else if (vnode.type === "head" && (vnode.props as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML !== SERVER_HEAD) {
      vnode.type = BrowserHead as VNode["type"];
    }
    nextVNode?.(vnode);
  };
  const nextDiffed = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (hydration.active && typeof vnode.type === "string") {
      const element = (vnode as HydratedVNode).__e;
      if (element instanceof Element) {
        const props = vnode.props as Record<string, unknown>;
        for (const [prop, attribute] of Object.entries(ID_ATTRIBUTES)) {
          const value = props[prop];
          if (typeof value === "string" && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
        }
      }
    }
    nextDiffed?.(vnode);
  };
}

export function hydrateRoot(container: Element | Document, children: Parameters<typeof preactHydrateRoot>[1]) {
  installDocumentHooks();
  hydration.active = true;
  try {
    return preactHydrateRoot(container as Element, children);
  } finally {
    hydration.active = false;
  }
}

export { createRoot };
