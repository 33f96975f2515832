/**
 * React DOM's `preload` hint in the browser (decision 085): on the server React writes the hint into the
 * head; in the browser (a client-side navigation to a product page) the same hint is added to the head once.
 */
interface PreloadOptions {
  as: string;
  fetchPriority?: "high" | "low" | "auto";
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
}

export function preload(href: string, options: PreloadOptions): void {
  if (typeof document === "undefined" || !document.head) return;
  const key = options.imageSrcSet ?? href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if ((link.getAttribute("imagesrcset") ?? link.getAttribute("href")) === key) return;
  }
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = options.as;
  link.href = href;
  if (options.fetchPriority) link.setAttribute("fetchpriority", options.fetchPriority);
  if (options.imageSrcSet) link.setAttribute("imagesrcset", options.imageSrcSet);
  if (options.imageSizes) link.setAttribute("imagesizes", options.imageSizes);
  if (options.type) link.type = options.type;
  document.head.appendChild(link);
}
