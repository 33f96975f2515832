import { Form, useNavigation } from "react-router";
import type { PartnerLocations } from "@maison/contracts/partners";
import { PARTNER_KIND_LABELS, PARTNER_KINDS } from "@maison/domain/partners/partner-signup";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";

interface Failure {
  field: string | null;
  message: string;
  values: Record<string, string>;
}

/** The partner signup (create-partner/): the store, its contact, and the boutiques its customers bring pieces to. */
export function PartnerSignupForm({ locations, error }: { locations: PartnerLocations["locations"]; error: Failure | null }) {
  const busy = useNavigation().state === "submitting";
  const v = error?.values ?? {};
  const on = (field: string) => (error?.field?.startsWith(field) ? error.message : undefined);
  return (
    <Form method="post" className="wholesale-form" noValidate>
      {error ? <FormMessage tone="error">{error.message}</FormMessage> : null}
      <fieldset className="wholesale-fieldset">
        <legend className="wholesale-legend">Your store</legend>
        <TextField name="name" label="Store or business name" autoComplete="organization" required defaultValue={v.name} error={on("name")} />
        <SelectField name="kind" label="Kind of partner" required defaultValue={v.kind ?? ""} error={on("kind")}>
          <option value="" disabled>
            Choose one
          </option>
          {PARTNER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PARTNER_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <TextField name="contact_name" label="Contact name" autoComplete="name" required defaultValue={v.contact_name} error={on("contact_name")} />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" defaultValue={v.phone} error={on("phone")} />
      </fieldset>
      <fieldset className="wholesale-fieldset" aria-describedby="partner-locations-hint">
        <legend className="wholesale-legend">Locations</legend>
        <p id="partner-locations-hint" className="field-hint">
          The Maison boutiques where your customers meet our specialists.
        </p>
        {locations.map((location) => (
          <label key={location.id} className="checkbox-field">
            <input type="checkbox" name="locations" value={location.id} />
            <span>
              {location.name} <span className="field-hint">{location.address}</span>
            </span>
          </label>
        ))}
        {on("locations") ? <p className="field-error">{on("locations")}</p> : null}
      </fieldset>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Sending…" : "Become a partner"}
      </button>
    </Form>
  );
}
