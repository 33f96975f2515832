import { TextField } from "../../components/ui/text-field.tsx";
import type { AddressFieldName } from "./checkout-form-data.ts";
import { CountrySelect } from "./country-select.tsx";

export type AddressValues = Partial<Record<AddressFieldName, string>>;

/** The inputs of a new shipping address, with the autofill tokens browsers fill addresses by. */
export function AddressFields({ values, errors }: { values: AddressValues; errors: Record<string, string> }) {
  const field = (name: AddressFieldName) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <div className="checkout-address-fields">
      <CountrySelect defaultValue={values.country_code ?? "US"} error={errors.country_code} />
      <div className="checkout-form-row">
        <TextField label="First name" autoComplete="shipping given-name" required {...field("first_name")} />
        <TextField label="Last name" autoComplete="shipping family-name" required {...field("last_name")} />
      </div>
      <TextField label="Address" autoComplete="shipping address-line1" required {...field("address1")} />
      <TextField label="Apartment, suite, etc. (optional)" autoComplete="shipping address-line2" {...field("address2")} />
      <div className="checkout-form-row is-three">
        <TextField label="City" autoComplete="shipping address-level2" required {...field("city")} />
        <TextField label="State or province" autoComplete="shipping address-level1" {...field("province")} />
        <TextField label="ZIP or postal code" autoComplete="shipping postal-code" required {...field("zip")} />
      </div>
      <TextField label="Phone (optional)" type="tel" autoComplete="shipping tel" hint="Only for the courier, if they need to reach you." {...field("phone")} />
    </div>
  );
}
