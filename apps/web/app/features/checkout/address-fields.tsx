import { useState } from "react";
import { FREE_REGION_LABEL, normalizeRegion, postalCodeRule, regionsOf } from "@maison/domain/checkout/address-regions";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { AddressFieldName } from "./checkout-form-data.ts";
import { CountrySelect } from "./country-select.tsx";

export type AddressValues = Partial<Record<AddressFieldName, string>>;

/** The id of an address input, for the error summary's links. */
export const addressFieldId = (prefix: string, name: AddressFieldName) => `${prefix}-${name.replaceAll("_", "-")}`;

/** The label each address input has for a country (the error summary names fields by them). */
export function addressLabels(countryCode: string): Record<AddressFieldName, string> {
  return {
    country_code: "Country",
    first_name: "First name",
    last_name: "Last name",
    address1: "Address",
    address2: "Apartment, suite, etc. (optional)",
    city: "City",
    province: regionsOf(countryCode)?.label ?? FREE_REGION_LABEL,
    zip: postalCodeRule(countryCode).label,
    phone: "Phone (optional)",
  };
}

export interface AddressFieldsProps {
  values: AddressValues;
  errors: Record<string, string>;
  /** Ids are `{idPrefix}-{field}` ("shipping-last-name"). */
  idPrefix?: string;
  /** The country, when the form around keeps it (its labels depend on it); else the fields keep it. */
  country?: string;
  onCountryChange?: (countryCode: string) => void;
}

/**
 * The inputs of a new shipping address, with the autofill tokens browsers fill addresses by. The
 * region follows the country: a list of states, provinces or territories where the country's post has
 * one (the United States, Canada, Australia), free text elsewhere.
 */
export function AddressFields({ values, errors, idPrefix = "address", country: chosenCountry, onCountryChange }: AddressFieldsProps) {
  const [ownCountry, setOwnCountry] = useState(values.country_code || "US");
  const country = chosenCountry ?? ownCountry;
  const setCountry = onCountryChange ?? setOwnCountry;
  const labels = addressLabels(country);
  const regions = regionsOf(country);
  const id = (name: AddressFieldName) => addressFieldId(idPrefix, name);
  const field = (name: AddressFieldName) => ({ id: id(name), name, label: labels[name], defaultValue: values[name] ?? "", error: errors[name] });
  const typedRegion = values.province ?? "";
  return (
    <div className="checkout-address-fields">
      <CountrySelect id={id("country_code")} value={country} onChange={setCountry} error={errors.country_code} />
      <div className="checkout-form-row">
        <TextField autoComplete="shipping given-name" required {...field("first_name")} />
        <TextField autoComplete="shipping family-name" required {...field("last_name")} />
      </div>
      <TextField autoComplete="shipping address-line1" required {...field("address1")} />
      <TextField autoComplete="shipping address-line2" {...field("address2")} />
      <div className="checkout-form-row is-three">
        <TextField autoComplete="shipping address-level2" required {...field("city")} />
        {regions ? (
          // Keyed by country: another country's list starts unchosen.
          <SelectField
            key={country}
            id={id("province")}
            name="province"
            label={labels.province}
            autoComplete="shipping address-level1"
            required
            defaultValue={normalizeRegion(country, typedRegion) ?? ""}
            error={errors.province}
          >
            <option value="">Choose…</option>
            {regions.regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField key={country} autoComplete="shipping address-level1" {...field("province")} />
        )}
        <TextField autoComplete="shipping postal-code" required {...field("zip")} />
      </div>
      <TextField type="tel" autoComplete="shipping tel" hint="Only for the courier, if they need to reach you." {...field("phone")} />
    </div>
  );
}
