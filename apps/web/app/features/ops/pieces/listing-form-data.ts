import type { OpsPieceListing } from "@maison/contracts/ops-pieces";
import { centsToDollarsInput, dollarsToCentsInput } from "./piece-format.ts";

/** The listing form's fields as the browser posts them (every value a string; tags and photos repeat). */
export interface ListingFormValues {
  designer: string;
  model: string;
  title: string;
  category: string;
  item_type: string;
  condition: string;
  condition_notes: string;
  exterior_material: string;
  interior_material: string;
  colors: string;
  size: string;
  gender: string;
  price: string;
  original_price: string;
  estimated_retail: string;
  cost_basis: string;
  description: string;
  tags: string[];
  /** Photo keys in gallery order. */
  photos: string[];
}

export type ListingFormErrors = Partial<Record<keyof ListingFormValues | "form", string>>;

const TEXT_FIELDS = [
  "designer", "model", "title", "category", "item_type", "condition", "condition_notes", "exterior_material",
  "interior_material", "colors", "size", "gender", "price", "original_price", "estimated_retail", "cost_basis", "description",
] as const;

export const EMPTY_LISTING_FORM: ListingFormValues = {
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ""])) as Record<(typeof TEXT_FIELDS)[number], string>),
  category: "bags",
  condition: "Excellent",
  gender: "women",
  tags: ["new-arrivals"],
  photos: [],
};

/** The form's values from a posted form. */
export function listingFormValues(form: FormData): ListingFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(f)])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return { ...values, tags: form.getAll("tags").filter((v): v is string => typeof v === "string"), photos: form.getAll("photo").filter((v): v is string => typeof v === "string" && v !== "") };
}

/** The form filled from a listing (the edit page). */
export function listingFormFrom(piece: OpsPieceListing): ListingFormValues {
  return {
    designer: piece.vendor,
    model: piece.model ?? "",
    title: piece.title,
    category: piece.category,
    item_type: piece.item_type,
    condition: piece.condition,
    condition_notes: piece.condition_notes ?? "",
    exterior_material: piece.exterior_material ?? "",
    interior_material: piece.interior_material ?? "",
    colors: piece.colors.join(", "),
    size: piece.size ?? "",
    gender: piece.gender,
    price: centsToDollarsInput(piece.price_cents),
    original_price: centsToDollarsInput(piece.original_price_cents),
    estimated_retail: centsToDollarsInput(piece.estimated_retail_cents),
    cost_basis: "",
    description: piece.description,
    tags: piece.tags,
    photos: piece.photos.map((p) => p.key),
  };
}

const MONEY_FIELDS = { price: "price_cents", original_price: "original_price_cents", estimated_retail: "estimated_retail_cents", cost_basis: "cost_basis_cents" } as const;

/**
 * The body of POST/PUT /api/ops/pieces/ from the form, or the money fields that cannot be read as
 * dollars (the only check made here: everything else is the API's to judge, field by field).
 */
export function pieceInputFrom(values: ListingFormValues): { input: Record<string, unknown> } | { errors: ListingFormErrors } {
  const errors: ListingFormErrors = {};
  const money: Record<string, number | null> = {};
  for (const [field, wire] of Object.entries(MONEY_FIELDS) as Array<[keyof typeof MONEY_FIELDS, string]>) {
    const cents = dollarsToCentsInput(values[field]);
    if (Number.isNaN(cents)) errors[field] = "Enter an amount in dollars, like 1,250 or 1,250.50.";
    else money[wire] = cents;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      designer: values.designer,
      model: values.model,
      title: values.title,
      category: values.category,
      item_type: values.item_type,
      condition: values.condition,
      condition_notes: values.condition_notes,
      exterior_material: values.exterior_material,
      interior_material: values.interior_material,
      colors: values.colors.split(",").map((c) => c.trim()).filter(Boolean),
      size: values.size,
      gender: values.gender,
      ...money,
      price_cents: money.price_cents ?? "",
      tags: values.tags,
      description: values.description,
      photos: values.photos,
    },
  };
}

/** The form field an API error names (`price_cents` → price, `photos.2` → photos), or the form itself. */
export function formFieldOf(apiField: string | undefined): keyof ListingFormErrors {
  if (!apiField) return "form";
  const head = apiField.split(".")[0]!;
  const money = Object.entries(MONEY_FIELDS).find(([, wire]) => wire === head)?.[0];
  if (money) return money as keyof ListingFormErrors;
  if (head === "photo") return "photos";
  return (TEXT_FIELDS as readonly string[]).includes(head) || head === "tags" || head === "photos" ? (head as keyof ListingFormErrors) : "form";
}

/** Applies a no-JavaScript photo button (`remove:key`, `earlier:key`, `later:key`) to the order. */
export function applyPhotoAction(photos: readonly string[], action: string): string[] {
  const [verb, key] = [action.slice(0, action.indexOf(":")), action.slice(action.indexOf(":") + 1)];
  const index = photos.indexOf(key);
  if (index < 0) return [...photos];
  const next = [...photos];
  if (verb === "remove") next.splice(index, 1);
  else if (verb === "earlier" && index > 0) [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
  else if (verb === "later" && index < next.length - 1) [next[index + 1], next[index]] = [next[index]!, next[index + 1]!];
  return next;
}
