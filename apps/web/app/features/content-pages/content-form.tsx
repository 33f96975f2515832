import { Form, Link, useNavigation } from "react-router";
import { CONTENT_KINDS, CONTENT_KIND_LABELS } from "@maison/domain/content/content-entry";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { SelectField, TextAreaField } from "../ops/pieces/form-fields.tsx";
import type { ContentFormValues } from "./content-pages-api.server.ts";
import { OPS_CONTENT_PAGES } from "./content-paths.ts";

const KIND_OPTIONS = CONTENT_KINDS.map((kind) => ({ value: kind, label: CONTENT_KIND_LABELS[kind] }));

/** The console's form of a page, article or edit; the API's error shows under the field it names. */
export function ContentForm({ values, error, mode }: { values: ContentFormValues; error: { field: string | null; message: string } | null; mode: "new" | "edit" }) {
  const saving = useNavigation().state === "submitting";
  const errorOf = (field: keyof ContentFormValues) => (error?.field === field ? error.message : undefined);
  const formError = error && (!error.field || !(error.field in values)) ? error.message : null;
  return (
    <Form method="post" className="listing-form" noValidate>
      <input type="hidden" name="intent" value="save" />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <fieldset className="listing-section">
        <legend className="listing-legend">Where it lives</legend>
        <div className="listing-grid">
          {mode === "new" ? (
            <SelectField label="Kind" name="kind" defaultValue={values.kind} options={KIND_OPTIONS} error={errorOf("kind")} hint="Pages live at /slug/, articles at /editorial/slug/, edits at /style-assembly/slug/." />
          ) : (
            <input type="hidden" name="kind" value={values.kind} />
          )}
          <TextField label="Slug" name="slug" required defaultValue={values.slug} error={errorOf("slug")} hint="Lower-case words joined by hyphens." autoComplete="off" />
        </div>
      </fieldset>
      <fieldset className="listing-section">
        <legend className="listing-legend">Words</legend>
        <TextField label="Title" name="title" required defaultValue={values.title} error={errorOf("title")} autoComplete="off" />
        <TextAreaField label="Summary" name="summary" rows={2} defaultValue={values.summary} error={errorOf("summary")} />
        <TextAreaField label="Text" name="body" rows={12} required defaultValue={values.body} error={errorOf("body")} hint='Separate paragraphs with a blank line; start a line with "## " for a heading.' />
      </fieldset>
      <fieldset className="listing-section">
        <legend className="listing-legend">Image and pieces</legend>
        <TextField label="Image" name="image_url" defaultValue={values.image_url} error={errorOf("image_url")} hint="A catalogue image (/images/…), e.g. a piece's photo." autoComplete="off" />
        <TextAreaField label="Pieces" name="piece_ids" rows={3} defaultValue={values.piece_ids} error={errorOf("piece_ids")} hint="Listed pieces' ids (prd_…), one per line, in the order shown. An edit needs at least one." />
      </fieldset>
      <div className="listing-submit">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? "Saving…" : mode === "new" ? "Create draft" : "Save changes"}
        </button>
        <Link to={OPS_CONTENT_PAGES.list} className="button button-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
