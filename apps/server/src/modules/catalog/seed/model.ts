import type { Category } from "@maison/domain/catalog/category";

export type Gender = "women" | "men" | "unisex";

/** What distinguishes one model from the generic items of its type. */
export interface ModelOptions {
  /** Sizes the model comes in; item_size is the size plus `unit`. */
  sizes?: readonly string[];
  unit?: string;
  /** "Birkin 30", "Neverfull MM": the size belongs in the title. */
  sizeInTitle?: boolean;
  /** Exterior materials (case metal for watches, metal for jewellery); otherwise the house's usual ones. */
  materials?: readonly string[];
  /** Chance that an example is made in an exotic skin. */
  exotic?: number;
  quilted?: boolean;
  /** The illustration's silhouette, when the item type's default would not do. */
  art?: string;
  gender?: Gender;
  /** How common the model is among the house's pieces of the category (default 1). */
  weight?: number;
  /** Pieces that hold or gain value on resale. */
  investment?: boolean;
}

/** One row of model data: name, item type, resale price range in dollars, options. */
export type ModelRow = readonly [name: string, itemType: string, min: number, max: number, options?: ModelOptions];

export interface Model extends ModelOptions {
  designer: string;
  category: Category;
  name: string;
  itemType: string;
  /** Resale price range in dollars. */
  price: readonly [min: number, max: number];
  /** False for the made-up "generic" models that fill a designer's range beyond its named icons. */
  named: boolean;
}
