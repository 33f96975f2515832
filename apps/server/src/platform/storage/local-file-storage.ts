import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, InvalidStorageKeyError, type FileStorage } from "./file-storage.ts";

/** The default storage: plain files under one root directory (`${dataDir}/uploads`). */
export class LocalFileStorage implements FileStorage {
  readonly root: string;
  /** Directories known to exist, so bulk writes (the demo catalog) skip most mkdir calls. */
  private readonly knownDirs = new Set<string>();

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, data: Buffer | string): Promise<void> {
    const file = this.resolve(key);
    const dir = path.dirname(file);
    if (!this.knownDirs.has(dir)) await this.ensureDir(dir);
    try {
      await this.writeAtomically(file, data);
    } catch (error) {
      // The directory may have been removed by another process since we created it.
      if (!isMissing(error)) throw error;
      await this.ensureDir(dir);
      await this.writeAtomically(file, data);
    }
  }

  private async ensureDir(dir: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    this.knownDirs.add(dir);
  }

  /** Writes beside the target, then renames: a rename within one directory is atomic. */
  private async writeAtomically(file: string, data: Buffer | string): Promise<void> {
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.resolve(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.resolve(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async deleteTree(prefix: string): Promise<void> {
    const dir = this.resolve(prefix);
    await rm(dir, { recursive: true, force: true });
    for (const known of this.knownDirs) {
      if (known === dir || known.startsWith(dir + path.sep)) this.knownDirs.delete(known);
    }
  }

  /** The absolute path of a key; refuses any key that could leave the root. */
  private resolve(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** The uploads directory inside the data directory. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}
