import { Form, useNavigation } from "react-router";
import type { PartnerAccount } from "@maison/contracts/partners";
import { SELLER_CONDITION_GRADES, SELLER_CONDITION_KEYS } from "@maison/domain/valuation/item-description";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";

interface Failure {
  field: string | null;
  message: string;
  values: Record<string, string>;
}

/** A lead: a customer with a piece to sell, with a photo of it; it becomes a submission credited to the partner. */
export function PartnerLeadForm({ partner, error, formKey }: { partner: PartnerAccount; error: Failure | null; formKey: string }) {
  const busy = useNavigation().state === "submitting";
  const v = error?.values ?? {};
  const on = (...fields: string[]) => (error?.field && fields.some((f) => error.field!.startsWith(f)) ? error.message : undefined);
  return (
    <Form method="post" encType="multipart/form-data" className="wholesale-form" noValidate>
      <input type="hidden" name="idempotency_key" value={formKey} />
      {error ? <FormMessage tone="error">{error.message}</FormMessage> : null}
      <fieldset className="wholesale-fieldset">
        <legend className="wholesale-legend">The customer</legend>
        <TextField name="customer_name" label="Customer's name" required defaultValue={v.customer_name} error={on("customer_name")} />
        <TextField name="customer_email" label="Customer's e-mail" type="email" required defaultValue={v.customer_email} error={on("customer_email")} />
        <TextField name="customer_phone" label="Customer's phone" type="tel" defaultValue={v.customer_phone} error={on("customer_phone")} />
        <SelectField name="location_id" label="Where they will meet us" required defaultValue={v.location_id ?? partner.locations[0]?.id ?? ""} error={on("location_id")}>
          {partner.locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="wholesale-fieldset">
        <legend className="wholesale-legend">The piece</legend>
        <TextField name="designer" label="Designer" required defaultValue={v.designer} error={on("items.0.designer")} />
        <TextField name="description" label="What it is" hint="Model, size, material and colour, for example: Birkin 30 in Togo, gold hardware." defaultValue={v.description} error={on("items.0.description")} />
        <SelectField name="condition_key" label="Condition" required defaultValue={v.condition_key ?? ""} error={on("items.0.condition_key")}>
          <option value="" disabled>
            Choose one
          </option>
          {SELLER_CONDITION_GRADES.map((grade, i) => (
            <option key={grade} value={SELLER_CONDITION_KEYS[i]}>
              {grade}
            </option>
          ))}
        </SelectField>
        <TextField name="photo_files" label="Photo of the piece" type="file" accept="image/jpeg,image/png,image/webp" required error={on("items.0.photos", "photos")} />
        <TextField name="notes" label="Notes for our specialist" defaultValue={v.notes} error={on("notes")} />
      </fieldset>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Sending…" : "Submit lead"}
      </button>
    </Form>
  );
}
