import { NAVIGATION_COLLECTIONS } from "@maison/domain/catalog/collection";
import { foldText } from "@maison/domain/search/query-text";
import { DomainError } from "@maison/domain/shared/domain-error";
import { wordsFor } from "./bitset.ts";
import type { LoadedSnapshot } from "./snapshot-cache.ts";
import { CatalogErrorCode } from "@maison/contracts/catalog";

/** A collection's products: as a list (to iterate), as a byte per product (to test) and as bits (to walk an order against). */
export interface CollectionMembers {
  list: Int32Array;
  set: Uint8Array;
  bits: Uint32Array;
}

/**
 * The products of a list page's collection (spec 2 §4 product lists), by its rule: every product, a
 * category, a tag, or a designer (a designer's handle is its collection). Null for every product.
 */
export function collectionMembers(loaded: LoadedSnapshot, handle: string | undefined): CollectionMembers | null {
  if (!handle) return null;
  const s = loaded.snapshot;
  const rule = NAVIGATION_COLLECTIONS.find((c) => c.handle === handle)?.rule;
  if (rule?.kind === "all") return null;
  let member: (i: number) => boolean;
  if (rule?.kind === "category") {
    const code = s.categories.find(rule.value);
    member = (i) => s.category[i] === code;
  } else if (rule?.kind === "tag") {
    const set = s.tagSets.get(foldText(rule.value));
    member = (i) => set?.[i] === 1;
  } else {
    const code = s.designerHandles.indexOf(rule?.kind === "vendor" ? rule.value : handle);
    if (code === -1) throw new DomainError("not_found", CatalogErrorCode.enum.collection_not_found, "This collection does not exist.", "pageCategories.0");
    member = (i) => s.designer[i] === code;
  }
  return loaded.memo(`members|${handle}`, () => {
    const set = new Uint8Array(s.count);
    const bits = new Uint32Array(wordsFor(s.count));
    const list: number[] = [];
    for (let i = 0; i < s.count; i++) {
      if (s.listed[i] !== 1 || !member(i)) continue;
      set[i] = 1;
      bits[i >>> 5]! |= 1 << (i & 31);
      list.push(i);
    }
    return { list: Int32Array.from(list), set, bits };
  });
}
