import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CATEGORIES, CATEGORY_TITLES } from "@maison/domain/catalog/category";
import { CONDITION_GRADES } from "@maison/domain/catalog/condition";
import { LISTING_TAG_CHOICES } from "@maison/domain/catalog/listing";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { SelectField, TextAreaField } from "./form-fields.tsx";
import type { ListingFormErrors, ListingFormValues } from "./listing-form-data.ts";
import { PhotoManager } from "./photo-manager.tsx";

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_TITLES[c] }));
const CONDITION_OPTIONS = CONDITION_GRADES.map((c) => ({ value: c, label: c }));
const GENDER_OPTIONS = [
  { value: "women", label: "Women" },
  { value: "men", label: "Men" },
  { value: "unisex", label: "Unisex" },
];

/**
 * The listing form of the new and edit pages: labelled fields, each with the error the API gave for
 * it, the tags staff may set, and the photos. It posts to its page's action (multipart, so it works
 * without JavaScript).
 */
export function ListingForm({ values, errors, mode, cancelHref }: { values: ListingFormValues; errors: ListingFormErrors; mode: "new" | "edit"; cancelHref: string }) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const saving = navigation.state === "submitting";
  const submitLabel = mode === "new" ? "Create draft" : "Save changes";
  const text = (name: keyof ListingFormValues & keyof ListingFormErrors) => ({ name, defaultValue: values[name] as string, error: errors[name] });
  return (
    <Form method="post" encType="multipart/form-data" className="listing-form" noValidate>
      {/* Enter in a field submits the listing, never a photo button that comes first in the form. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      {errors.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
      <fieldset className="listing-section">
        <legend className="listing-legend">The piece</legend>
        <div className="listing-grid">
          <TextField label="Designer" required autoComplete="off" {...text("designer")} />
          <TextField label="Model" hint="Leave empty for an unnamed style." autoComplete="off" {...text("model")} />
          <SelectField label="Category" options={CATEGORY_OPTIONS} {...text("category")} />
          <TextField label="Item type" required hint="Shoulder Bag, Top Handle, Pumps…" autoComplete="off" {...text("item_type")} />
          <SelectField label="Condition" options={CONDITION_OPTIONS} {...text("condition")} />
          <SelectField label="Cut for" options={GENDER_OPTIONS} {...text("gender")} />
          <TextField label="Exterior material" autoComplete="off" {...text("exterior_material")} />
          <TextField label="Interior material" autoComplete="off" {...text("interior_material")} />
          <TextField label="Colours" required hint="Separate with commas; the first is the main colour." autoComplete="off" {...text("colors")} />
          <TextField label="Size" hint="30 cm, 38.5, Medium…" autoComplete="off" {...text("size")} />
        </div>
        <TextAreaField label="Condition notes" rows={2} {...text("condition_notes")} />
      </fieldset>

      <fieldset className="listing-section">
        <legend className="listing-legend">Price</legend>
        <div className="listing-grid">
          <TextField label="Price (USD)" required inputMode="decimal" autoComplete="off" {...text("price")} />
          <TextField label="Original price (USD)" hint="Shown struck through; above the price." inputMode="decimal" autoComplete="off" {...text("original_price")} />
          <TextField label="Estimated retail (USD)" inputMode="decimal" autoComplete="off" {...text("estimated_retail")} />
          {mode === "new" ? <TextField label="Cost basis (USD)" hint="What Maison paid; staff only." inputMode="decimal" autoComplete="off" {...text("cost_basis")} /> : null}
        </div>
      </fieldset>

      <fieldset className="listing-section">
        <legend className="listing-legend">Words</legend>
        <TextField label="Title" hint="Leave empty for the catalogue's title: model and material." autoComplete="off" {...text("title")} />
        <TextAreaField label="Description" required rows={5} {...text("description")} />
      </fieldset>

      <fieldset className="listing-section" aria-describedby={errors.tags ? "listing-tags-error" : undefined}>
        <legend className="listing-legend">Tags</legend>
        <ul className="listing-tags">
          {LISTING_TAG_CHOICES.map((choice) => (
            <li key={choice.tag}>
              <label className="listing-tag">
                <input type="checkbox" name="tags" value={choice.tag} defaultChecked={values.tags.includes(choice.tag)} />
                <span>{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
        {errors.tags ? (
          <p className="field-error" id="listing-tags-error">
            {errors.tags}
          </p>
        ) : null}
      </fieldset>

      <div className="listing-section">
        <PhotoManager key={values.photos.join("|")} initial={values.photos} error={errors.photos} onBusyChange={setUploading} />
      </div>

      <div className="listing-submit">
        <button type="submit" className="button button-primary" disabled={saving || uploading}>
          {saving ? "Saving…" : uploading ? "Uploading photos…" : submitLabel}
        </button>
        <Link to={cancelHref} className="button button-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
