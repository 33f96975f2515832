import fs from "node:fs";
import path from "node:path";

/**
 * The server package's folder (`apps/server`), whether this code runs from its sources (`src/…`) or
 * from the production build (`dist/…`, bundled into a few files): the nearest folder above this file
 * whose package.json is `@maison/server`.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, "utf8")) as { name?: string }).name === "@maison/server") return dir;
    if (path.dirname(dir) === dir) throw new Error(`no @maison/server package.json above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);

/** The repository's root, where relative paths of the environment (DATA_DIR, WEB_BUILD_DIR) start. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, "../..");
