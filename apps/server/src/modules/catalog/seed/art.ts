import type { Category } from "@maison/domain/catalog/category";
import type { Pattern } from "./materials.ts";

export type Metal = "gold" | "silver" | "rose";

/** What a product illustration is drawn from: the piece's shape, colours, finish and house mark. */
export interface ProductArt {
  category: Category;
  itemType: string;
  /** The model or generic name ("Birkin", "Hobo Bag"), which can refine the silhouette. */
  name: string;
  /** A named silhouette from the model data, when the item type's default would not do. */
  silhouette?: string;
  /** Main colour (hex). */
  color: string;
  /** Stone, dial or second colour (hex), when there is one. */
  accent: string | null;
  metal: Metal;
  pattern: Pattern;
  /** The house's letters, stamped discreetly. */
  mark: string;
  /** A number in [0, 1) for small variations between pieces of one model. */
  variant: number;
  /** How a watch is worn: on a metal bracelet, a leather strap or a rubber strap. */
  strap?: "bracelet" | "leather" | "rubber";
  /** Steel with gold accents (bezel, centre links), drawn in silver and gold. */
  twoTone?: boolean;
  /** The house signature drawn on shoes: the lacquered red sole. */
  redSole?: boolean;
}

/** The finish a hardware, case or metal name is drawn in. */
export function metalOf(name: string | null): Metal {
  const lower = (name ?? "").toLowerCase();
  if (lower.startsWith("two-tone")) return "silver";
  if (lower.includes("rose")) return "rose";
  if (/gold|brass|king/.test(lower) && !lower.includes("white gold")) return "gold";
  return "silver";
}

/** The kind of strap a watch's strap description names. */
export function strapKind(strap: string): "bracelet" | "leather" | "rubber" {
  if (strap.endsWith("Bracelet")) return "bracelet";
  if (strap.startsWith("Rubber")) return "rubber";
  return "leather";
}
