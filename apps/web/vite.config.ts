import { reactRouter } from "@react-router/dev/vite";
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk()] } } } },
}));
