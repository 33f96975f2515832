import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * The page's JavaScript after its first frame (decisions 088, 101). React Router writes a `modulepreload`
 * link in the head for every module of the page (entry, shell, route and their imports: 10–28 files) and
 * one module script that imports the page's route modules and then its client entry, which hydrates. On a
 * slow connection those 60–110 KB share the bandwidth with what the first paint needs (stylesheets, fonts,
 * the largest image), though a module script never blocks rendering. So the head's module preloads are
 * taken out and the module script waits for the page's first frame, then writes the same preloads (all at
 * once: no waterfall of imports) and imports the same modules. The page is drawn by the server and works
 * as links and forms meanwhile; hydration starts once the modules are in, a frame later on a fast
 * connection, after the largest paint on a slow one.
 */

const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const MODULE_SCRIPT_START = /<script\b[^>]*\btype="module"[^>]*>/;
const SCRIPT_END = "</script>";
const STATIC_IMPORT = /import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");/g;

/** The head with its module preloads taken out, and their addresses in order. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (!href) return link;
    hrefs.push(href);
    return "";
  });
  return { head: rest, hrefs };
}

/**
 * The module script's text made to wait for the first frame (`requestAnimationFrame`, then a task: the
 * frame is painted in between; at once in a hidden tab, which paints nothing), then to preload `hrefs`
 * (at low priority, behind what the page still draws) and import its route modules together. The
 * script's other statements are kept as they are, after that.
 */
export function deferModuleScript(code: string, hrefs: readonly string[]): string {
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = code.replace(STATIC_IMPORT, (_statement, name: string, specifier: string) => {
    names.push(name);
    specifiers.push(specifier);
    return "";
  });
  const lines = [
    'await new Promise((resolve) => (document.visibilityState === "hidden" ? resolve() : requestAnimationFrame(() => setTimeout(resolve))));',
    `for (const href of ${JSON.stringify(hrefs).replace(/</g, "\\u003c")}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, fetchPriority: "low" }));`,
  ];
  if (names.length > 0) lines.push(`const [${names.join(", ")}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(", ")}]);`);
  return `${lines.join("\n")}\n${rest}`;
}

/** How much of the page may be held while looking for the end of its head, or of its module script. */
const HOLD_LIMIT = 1024 * 1024;

/**
 * A stream of the page's HTML with its head's module preloads taken out and its module script deferred
 * (above). The head is held until `</head>` (it is written in one piece with the shell, so nothing
 * waits); the body streams through, except the module script itself, held from its opening tag to its
 * end. A page whose head or module script is not found within `HOLD_LIMIT` passes unchanged.
 */
export function modulesAfterFirstFrameStream(options: { final?: (callback: (error?: Error | null) => void) => void } = {}): Transform {
  const decoder = new StringDecoder("utf8");
  let state: "head" | "seeking" | "script" | "done" = "head";
  let held = "";
  let hrefs: string[] = [];

  const advance = (stream: Transform, ending: boolean): void => {
    for (;;) {
      if (state === "head") {
        const end = held.indexOf("</head>");
        if (end < 0 && held.length <= HOLD_LIMIT && !ending) return;
        if (end < 0) {
          state = "done";
          continue;
        }
        const cut = end + "</head>".length;
        const taken = takeModulePreloads(held.slice(0, cut));
        hrefs = taken.hrefs;
        stream.push(taken.head);
        held = held.slice(cut);
        // A head without module preloads has nothing to defer.
        state = hrefs.length > 0 ? "seeking" : "done";
      } else if (state === "seeking") {
        const start = MODULE_SCRIPT_START.exec(held);
        if (start) {
          stream.push(held.slice(0, start.index));
          held = held.slice(start.index);
          state = "script";
          continue;
        }
        // Keep a tag the chunk's end cut in two (it may be the module script's); pass everything else on.
        const open = held.lastIndexOf("<");
        const keep = !ending && open >= 0 && !held.includes(">", open) && held.length - open < 512 ? open : held.length;
        stream.push(held.slice(0, keep));
        held = held.slice(keep);
        return;
      } else if (state === "script") {
        const end = held.indexOf(SCRIPT_END);
        if (end < 0) {
          if (held.length <= HOLD_LIMIT && !ending) return;
          state = "done";
          continue;
        }
        const tag = MODULE_SCRIPT_START.exec(held)![0];
        stream.push(`${tag}${deferModuleScript(held.slice(tag.length, end), hrefs)}${SCRIPT_END}`);
        held = held.slice(end + SCRIPT_END.length);
        state = "done";
      } else {
        if (held) stream.push(held);
        held = "";
        return;
      }
    }
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      // Decoded throughout, the rest of the page too: a character cut between two chunks stays whole.
      held += typeof chunk === "string" ? chunk : decoder.write(chunk);
      advance(this, false);
      callback();
    },
    flush(callback) {
      held += decoder.end();
      advance(this, true);
      callback();
    },
    final(callback) {
      if (options.final) options.final(callback);
      else callback();
    },
  });
}
