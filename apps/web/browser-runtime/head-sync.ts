/**
 * Keeps the document's head equal to what the app renders for it (decision 085). The app's head (title,
 * meta tags, each route's stylesheets and links) is rendered into a detached element; this copies it into
 * the real head, keeping what is already there and the same (compared by tag, attributes and text), adding
 * what is new and removing what the page no longer renders. Scripts that run are left alone: the server's
 * ran once, and a copy would run again (and be refused by the content security policy). A stylesheet the
 * page no longer uses is removed only once the new ones have loaded, so the page is never unstyled.
 */

/** An element's identity: tag, attributes (the nonce aside, which the browser hides) and text. */
export function headKey(element: Element): string {
  const attributes = element
    .getAttributeNames()
    .filter((name) => name !== "nonce")
    .sort()
    .map((name) => `${name}=${element.getAttribute(name) ?? ""}`);
  return `${element.tagName.toLowerCase()} ${attributes.join(" ")} ${element.textContent ?? ""}`;
}

const isScript = (element: Element) => element.tagName === "SCRIPT";
/** A script the browser does not run (structured data): copied and removed like a meta tag. */
const isData = (element: Element) => isScript(element) && /json/.test(element.getAttribute("type") ?? "");
const isStylesheet = (element: Element): element is HTMLLinkElement => element.tagName === "LINK" && (element as HTMLLinkElement).rel === "stylesheet";
/** Hints already acted on (preloads of fonts, images and modules) cost nothing to keep. */
const isHint = (element: Element) => element.tagName === "LINK" && /(^|\s)(preload|modulepreload|prefetch|preconnect|dns-prefetch)(\s|$)/.test((element as HTMLLinkElement).rel);

function loaded(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}

export function syncHead(head: HTMLHeadElement, rendered: Element): void {
  const present = new Map<string, Element[]>();
  for (const element of head.children) {
    const key = headKey(element);
    present.set(key, [...(present.get(key) ?? []), element]);
  }
  const kept = new Set<Element>();
  const added: HTMLLinkElement[] = [];
  for (const wanted of rendered.children) {
    if (isScript(wanted) && !isData(wanted)) continue;
    const same = present.get(headKey(wanted))?.shift();
    if (same) {
      kept.add(same);
      continue;
    }
    const copy = wanted.cloneNode(true) as Element;
    head.appendChild(copy);
    kept.add(copy);
    if (isStylesheet(copy)) added.push(copy);
  }
  const stale = [...head.children].filter((element) => !kept.has(element) && (!isScript(element) || isData(element)) && !isHint(element));
  const staleSheets = stale.filter(isStylesheet);
  for (const element of stale) if (!isStylesheet(element)) element.remove();
  if (staleSheets.length === 0) return;
  void Promise.all(added.map(loaded)).then(() => {
    for (const sheet of staleSheets) if (!rendered.querySelector(`link[rel="stylesheet"][href="${CSS.escape(sheet.getAttribute("href") ?? "")}"]`)) sheet.remove();
  });
}
