import type { Category } from "@maison/domain/catalog/category";

/**
 * What usually comes with a piece, by item type, as the details step offers it. The names are those
 * the offer engine values (domain/valuation/accessory-value.ts), so each one ticked counts.
 */
export const ACCESSORY_CHOICES: Record<Category, readonly string[]> = {
  bags: ["Dust Bag", "Box", "Receipt", "Authenticity Card", "Shoulder Strap", "Lock", "Keys", "Clochette", "Raincoat"],
  accessories: ["Dust Bag", "Box", "Receipt", "Authenticity Card", "Pouch"],
  jewelry: ["Box", "Pouch", "Receipt", "Certificate of Authenticity"],
  watches: ["Box", "Papers", "Receipt", "Extra Links", "Manual"],
  shoes: ["Box", "Dust Bag", "Receipt", "Extra Heel Tips"],
  apparel: ["Garment Bag", "Receipt", "Extra Buttons"],
};

/** The usual colors offered as suggestions; any other can be typed. */
export const COLOR_SUGGESTIONS = ["Black", "White", "Beige", "Brown", "Tan", "Grey", "Red", "Pink", "Blue", "Green", "Yellow", "Orange", "Purple", "Gold", "Silver", "Multicolor"] as const;

/** The choices for a piece of this type, with anything the URL already ticked that the list lacks. */
export function accessoryChoices(itemType: Category | null, ticked: readonly string[]): string[] {
  const base = itemType ? ACCESSORY_CHOICES[itemType] : ACCESSORY_CHOICES.bags;
  return [...base, ...ticked.filter((a) => !base.includes(a))];
}
