import { useId } from "react";
import { SHIPPING_COUNTRIES } from "./checkout-format.ts";

/** The country of an address, limited to where we ship, labelled and tied to its error like a text field. */
export function CountrySelect({ defaultValue, error }: { defaultValue: string; error?: string | undefined }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Country
      </label>
      <div className="field-control">
        <select
          id={id}
          name="country_code"
          className="field-input field-select"
          autoComplete="shipping country"
          defaultValue={defaultValue || "US"}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          {SHIPPING_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
