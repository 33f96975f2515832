import { Form, useNavigation } from "react-router";
import { WHOLESALE_BUSINESS_TYPE_LABELS, WHOLESALE_BUSINESS_TYPES, WHOLESALE_VOLUME_LABELS, WHOLESALE_VOLUMES } from "@maison/domain/wholesale/wholesale-application";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";

const LABELS: Record<string, string> = {
  company_name: "Company name",
  tax_id: "Tax id (EIN)",
  business_type: "Kind of business",
  website: "Website",
  phone: "Business phone",
  monthly_volume: "Expected monthly purchases",
  categories: "What you buy",
  resale_certificate: "Resale certificate",
  resale_certificate_key: "Resale certificate",
};

const idOf = (field: string) => `wholesale-${field === "resale_certificate_key" ? "resale_certificate" : field}`;

/** The business signup (spec 2 §2 /join-rebagforbusiness): company, tax id, resale certificate, volumes. */
export function WholesaleSignupForm({ error }: { error: { field: string | null; message: string; values: Record<string, string> } | null }) {
  const busy = useNavigation().state === "submitting";
  const v = error?.values ?? {};
  const fieldError = (name: string) => (error && (error.field === name || (name === "resale_certificate" && error.field === "resale_certificate_key")) ? error.message : undefined);
  const summary = error?.field && LABELS[error.field] ? [{ id: idOf(error.field), label: LABELS[error.field]!, message: error.message }] : [];
  return (
    <Form method="post" encType="multipart/form-data" className="wholesale-form" noValidate>
      <ErrorSummary items={summary} />
      {error && summary.length === 0 ? <FormMessage tone="error">{error.message}</FormMessage> : null}
      <fieldset className="wholesale-fieldset">
        <legend className="wholesale-legend">Your business</legend>
        <TextField id={idOf("company_name")} name="company_name" label={LABELS.company_name!} autoComplete="organization" required defaultValue={v.company_name} error={fieldError("company_name")} />
        <TextField id={idOf("tax_id")} name="tax_id" label={LABELS.tax_id!} hint="For example 12-3456789." required defaultValue={v.tax_id} error={fieldError("tax_id")} />
        <SelectField id={idOf("business_type")} name="business_type" label={LABELS.business_type!} required defaultValue={v.business_type ?? ""} error={fieldError("business_type")}>
          <option value="" disabled>
            Choose one
          </option>
          {WHOLESALE_BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {WHOLESALE_BUSINESS_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField id={idOf("website")} name="website" label={LABELS.website!} type="url" autoComplete="url" defaultValue={v.website} error={fieldError("website")} />
        <TextField id={idOf("phone")} name="phone" label={LABELS.phone!} type="tel" autoComplete="tel" defaultValue={v.phone} error={fieldError("phone")} />
      </fieldset>
      <fieldset className="wholesale-fieldset">
        <legend className="wholesale-legend">What you buy</legend>
        <SelectField id={idOf("monthly_volume")} name="monthly_volume" label={LABELS.monthly_volume!} required defaultValue={v.monthly_volume ?? ""} error={fieldError("monthly_volume")}>
          <option value="" disabled>
            Choose one
          </option>
          {WHOLESALE_VOLUMES.map((volume) => (
            <option key={volume} value={volume}>
              {WHOLESALE_VOLUME_LABELS[volume]}
            </option>
          ))}
        </SelectField>
        <TextField id={idOf("categories")} name="categories" label={LABELS.categories!} hint="Designers and categories, for example: Hermès and Chanel bags, Rolex watches." defaultValue={v.categories} error={fieldError("categories")} />
        <TextField
          id={idOf("resale_certificate")}
          name="resale_certificate"
          label={LABELS.resale_certificate!}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          hint="A PDF, JPEG or PNG file, 5 MB at most."
          required
          error={fieldError("resale_certificate")}
        />
      </fieldset>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Sending…" : "Apply for wholesale access"}
      </button>
    </Form>
  );
}
