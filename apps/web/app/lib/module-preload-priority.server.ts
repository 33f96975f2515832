import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * The page's JavaScript after what paints it (decision 088). React Router writes a `modulepreload` link in
 * the head for every module of the page (entry, shell, route and their imports: 10–28 files). Chromium
 * fetches them at High priority, beside the stylesheets, the preloaded font and the largest image, and on
 * a slow connection (Lighthouse's slow 4G, a phone on the street) they share its bandwidth with what the
 * first paint needs, though a module script never blocks rendering. `fetchpriority="low"` asks the browser
 * to fetch them after the stylesheets, fonts and the largest image; hydration starts once they are in, a
 * little later on such a connection and at the same time on a fast one.
 */
const MODULE_PRELOAD = /<link (?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/** The head's module preloads marked low priority (everything else unchanged). */
export function lowerModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link fetchpriority="low" ');
}

/** How much of the start of a page may be held while looking for the end of its head. */
const HEAD_LIMIT = 512 * 1024;

/**
 * A stream of the page's HTML with `lowerModulePreloads` applied to its head: what comes before `</head>`
 * is held (the head is written in one piece with the shell, so nothing waits) and passed on rewritten;
 * the body streams through untouched.
 */
export function lowModulePreloadStream(options: { final?: (callback: (error?: Error | null) => void) => void } = {}): Transform {
  let head: string | null = "";
  const decoder = new StringDecoder("utf8");
  const release = (stream: Transform) => {
    if (head === null) return;
    const end = head.indexOf("</head>");
    const cut = end < 0 ? head.length : end + "</head>".length;
    stream.push(lowerModulePreloads(head.slice(0, cut)) + head.slice(cut));
    head = null;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head += typeof chunk === "string" ? chunk : decoder.write(chunk);
      if (head.includes("</head>") || head.length > HEAD_LIMIT) release(this);
      callback();
    },
    flush(callback) {
      if (head !== null) head += decoder.end();
      release(this);
      callback();
    },
    final(callback) {
      if (options.final) options.final(callback);
      else callback();
    },
  });
}
