import { SelectField } from "../../components/ui/select-field.tsx";
import { SHIPPING_COUNTRIES } from "./checkout-format.ts";

export interface CountrySelectProps {
  id?: string | undefined;
  value: string;
  onChange: (countryCode: string) => void;
  error?: string | undefined;
}

/** The country of an address, limited to where we ship. */
export function CountrySelect({ id, value, onChange, error }: CountrySelectProps) {
  return (
    <SelectField label="Country" id={id} name="country_code" autoComplete="shipping country" value={value || "US"} onChange={(event) => onChange(event.target.value)} error={error}>
      {SHIPPING_COUNTRIES.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}
