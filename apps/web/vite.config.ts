import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/** Whether a module of the app is imported, directly or through others, by the root route (app/root.tsx). */
function reachedFromRoot(id: string, getImporters: (id: string) => readonly string[], known: Map<string, boolean>, path = new Set<string>()): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  if (/[\\/]app[\\/]root\.tsx/.test(id)) return true;
  if (path.has(id)) return false;
  path.add(id);
  const reached = getImporters(id).some((importer) => reachedFromRoot(importer, getImporters, known, path));
  path.delete(id);
  if (reached || path.size === 0) known.set(id, reached);
  return reached;
}

/**
 * The app shell in one chunk (decision 045): every module of ours that the root route imports statically
 * (layout, header, navigation, footer, the identity and cart providers) is loaded by every page, so it
 * goes out as one file instead of some forty small ones (a third smaller in gzip, and fewer requests).
 * Routes and what is loaded on demand (dialogs, the cart drawer, search) keep the bundler's own split.
 */
function shellChunk() {
  const known = new Map<string, boolean>();
  return {
    name: (id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) =>
      !id.includes("node_modules") && reachedFromRoot(id, (m) => ctx.getModuleInfo(m)?.importers ?? [], known) ? "shell" : null,
  };
}

/**
 * React Router's production build for the browser (decision 084). The package's `exports` name only its
 * development build, whose one difference is `ENABLE_DEV_WARNINGS = true`: the route and navigation
 * warnings and their messages, which no visitor reads. Both builds ship in the package, file for file.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve("react-router").replace("/development/", "/production/")) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(import.meta.resolve("react-router/dom").replace("/development/", "/production/")) },
];

/**
 * The browser's runtime (decision 085): Preact's compatibility layer in place of React DOM, a fifth of its
 * size, for the same components; the server renders with React. `browser-runtime/` adapts the whole
 * document (the head, the `<html>` element, ids) and React DOM's `preload` hint.
 */
const local = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const preactInTheBrowser = [
  { find: /^react$/, replacement: local("./browser-runtime/react.mjs") },
  { find: /^react-dom$/, replacement: local("./browser-runtime/react-dom.mjs") },
  { find: /^react-dom\/client$/, replacement: local("./browser-runtime/react-dom-client.ts") },
  { find: /^react\/jsx-runtime$/, replacement: fileURLToPath(import.meta.resolve("preact/compat/jsx-runtime")) },
  { find: /^react\/jsx-dev-runtime$/, replacement: fileURLToPath(import.meta.resolve("preact/compat/jsx-dev-runtime")) },
];

/**
 * Zod without its `new Function` probe in the browser (browser-runtime/zod.mjs): the content security policy
 * refuses eval, and the refused probe is an issue in Chromium's issues panel (Lighthouse best-practices).
 */
const zodJitless = [{ find: /^zod$/, replacement: local("./browser-runtime/zod.mjs") }];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: isSsrBuild ? {} : { alias: [...reactRouterProduction, ...preactInTheBrowser, ...zodJitless] },
  build: isSsrBuild
    ? {}
    : {
        // SOURCEMAP=1 npm run build: the client's source maps, to read what each chunk holds.
        sourcemap: process.env.SOURCEMAP === "1",
        // NOMINIFY=1 npm run build: readable browser code, to follow an error to its line.
        minify: process.env.NOMINIFY === "1" ? false : undefined,
        rolldownOptions: { output: { codeSplitting: { groups: [shellChunk()] } } },
      },
}));
