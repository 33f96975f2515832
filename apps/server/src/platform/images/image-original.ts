import type { FileStorage } from "../storage/file-storage.ts";

/** Extensions an original may carry in storage, tried in this order. */
export const ORIGINAL_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp"] as const;

/** The original behind a resize-path key (the storage key without its extension), if any. */
export async function loadOriginal(storage: FileStorage, baseKey: string): Promise<Buffer | undefined> {
  for (const extension of ORIGINAL_EXTENSIONS) {
    const data = await storage.get(`${baseKey}.${extension}`);
    if (data) return data;
  }
  return undefined;
}
