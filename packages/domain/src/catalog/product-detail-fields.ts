/**
 * The product-page fields (spec 2 §3 product_details: metafields keyed by name, each with a title and
 * a section). Initial data lists them as product_metafields and pdp_field_mapping, so the page knows
 * every key it may meet and where it goes. Some titles vary by category (a watch's "Dial Color").
 */
export const PRODUCT_METAFIELD_NAMESPACE = "maison";

export type DetailSection = "Condition" | "Details" | "Measurements";

export const PRODUCT_DETAIL_FIELDS: ReadonlyArray<{ key: string; title: string; section: DetailSection }> = [
  { key: "condition", title: "Condition", section: "Condition" },
  { key: "condition_description", title: "Condition Grade", section: "Condition" },
  { key: "condition_specifics", title: "Condition Notes", section: "Condition" },
  { key: "estimated_retail_price", title: "Estimated Retail Price", section: "Details" },
  { key: "original_price", title: "Original Price", section: "Details" },
  { key: "designer", title: "Designer", section: "Details" },
  { key: "model", title: "Model", section: "Details" },
  { key: "color", title: "Color", section: "Details" },
  { key: "exterior_material", title: "Exterior Material", section: "Details" },
  { key: "interior_material", title: "Interior Material", section: "Details" },
  { key: "strap_material", title: "Strap", section: "Details" },
  { key: "movement", title: "Movement", section: "Details" },
  { key: "hardware", title: "Hardware", section: "Details" },
  { key: "size", title: "Size", section: "Details" },
  { key: "accessories", title: "Accessories", section: "Details" },
  { key: "serial_number", title: "Serial Number", section: "Details" },
  { key: "size_and_fit_image", title: "Size & Fit", section: "Details" },
  { key: "vault_article_link", title: "From the Vault", section: "Details" },
  { key: "measurements", title: "Measurements", section: "Measurements" },
  { key: "handle_drop", title: "Handle Drop", section: "Measurements" },
  { key: "strap_drop", title: "Strap Drop", section: "Measurements" },
  { key: "heel_height", title: "Heel Height", section: "Measurements" },
  { key: "case_size", title: "Case Size", section: "Measurements" },
  { key: "wrist_size", title: "Fits Wrist", section: "Measurements" },
  { key: "length", title: "Length", section: "Measurements" },
  { key: "inner_circumference", title: "Inner Circumference", section: "Measurements" },
  { key: "drop", title: "Drop", section: "Measurements" },
  { key: "ring_width", title: "Band Width", section: "Measurements" },
  { key: "width", title: "Belt Width", section: "Measurements" },
  { key: "lens_width", title: "Lens Width", section: "Measurements" },
  { key: "sleeve_length", title: "Sleeve Length", section: "Measurements" },
  { key: "bust", title: "Bust", section: "Measurements" },
];

/** Spec 2 §3: the values '-' and 'None' mean empty. */
export function isEmptyDetailValue(value: string | null | undefined): boolean {
  const v = (value ?? "").trim();
  return v === "" || v === "-" || v === "None";
}
