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
  return loaded.memo<CollectionMembers>(
    `members|${handle}`,
    () => {
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
    },
    // After a patch only the changed rows are tested again (a product keeps its index; new ones are appended).
    (previous, changed) => patchMembers(previous, s.count, changed, (i) => s.listed[i] === 1 && member(i)),
  );
}

/** The members after a patch: `previous` with the `changed` rows tested again, grown to `count` rows. */
export function patchMembers(previous: CollectionMembers, count: number, changed: Int32Array, isMember: (i: number) => boolean): CollectionMembers {
  let set = previous.set;
  for (const i of changed) {
    const value = isMember(i) ? 1 : 0;
    if ((set[i] ?? 0) === value) continue;
    // Copy on write: the previous snapshot's searches may still read its members.
    if (set === previous.set) set = grown(previous.set, count);
    set[i] = value;
  }
  if (set === previous.set) {
    if (previous.set.length === count) return previous;
    const bits = new Uint32Array(wordsFor(count));
    bits.set(previous.bits.subarray(0, Math.min(previous.bits.length, bits.length)));
    return { list: previous.list, set: grown(previous.set, count), bits };
  }
  let size = 0;
  for (let i = 0; i < count; i++) size += set[i]!;
  const list = new Int32Array(size);
  const bits = new Uint32Array(wordsFor(count));
  for (let i = 0, k = 0; i < count; i++) {
    if (set[i] !== 1) continue;
    list[k++] = i;
    bits[i >>> 5]! |= 1 << (i & 31);
  }
  return { list, set, bits };
}

function grown(set: Uint8Array, count: number): Uint8Array {
  const copy = new Uint8Array(count);
  copy.set(set.subarray(0, Math.min(set.length, count)));
  return copy;
}
