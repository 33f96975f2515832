import type { Category } from "../catalog/category.ts";
import { isExoticMaterial } from "../catalog/material.ts";
import { slugify } from "../shared/slug.ts";

/**
 * One thing a seller can sell: a designer's model in one style (its exterior material) and one size
 * (null when the model has no sizes). Its code is stable: the same four facts always give it.
 */
export interface SellSku {
  code: string;
  category: Category;
  designer: string;
  itemType: string;
  model: string;
  style: string;
  size: string | null;
  /** Made in one of the exotic skins of spec 2 §9. */
  exotic: boolean;
}

/** FNV-1a over the text: a short, stable fingerprint for codes (not a secret). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, "0");
}

/**
 * The sku code of (designer, model, style, size): readable designer and model, then a fingerprint of
 * all four, e.g. "chanel-classic-flap-0x8k2lq". Lowercase letters, digits and dashes, at most 42
 * characters, so it is a valid saved-sku id too.
 */
export function skuCode(designer: string, model: string, style: string, size: string | null): string {
  const readable = `${slugify(designer).slice(0, 12)}-${slugify(model).slice(0, 20)}`.replace(/-+$/, "");
  return `${readable}-${fingerprint([designer, model, style, size ?? ""].join("|"))}`;
}

/** A sku from its facts, its code and exotic flag derived. */
export function sellSku(facts: Omit<SellSku, "code" | "exotic">): SellSku {
  return { ...facts, code: skuCode(facts.designer, facts.model, facts.style, facts.size), exotic: isExoticMaterial(facts.style) };
}

/** How a sku reads in lists: "Chanel Classic Flap Medium, Caviar Leather". */
export function skuTitle(sku: Pick<SellSku, "designer" | "model" | "style" | "size">): string {
  return `${sku.designer} ${sku.model}${sku.size ? ` ${sku.size}` : ""}, ${sku.style}`;
}
