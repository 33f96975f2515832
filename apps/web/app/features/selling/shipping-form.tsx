import { Form, useNavigation } from "react-router";
import type { Address } from "@maison/contracts/address";
import type { ShippingOptions } from "@maison/contracts/selling";
import { PICKUP_INTERVAL_HOURS } from "@maison/domain/selling/seller-shipping";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { AddressFields } from "../checkout/address-fields.tsx";
import { NEW_ADDRESS } from "../checkout/checkout-form-data.ts";
import { addressLines } from "../checkout/checkout-format.ts";
import { formatPickupDate, formatPickupWindow } from "./selling-format.ts";

export interface ShippingFormProps {
  options: ShippingOptions | null;
  addresses: Address[];
  errors: { message: string | null; fields: Record<string, string>; values: Record<string, string> } | null;
}

/**
 * How the accepted pieces come to Maison (spec 2 §3 thank-you fields): a prepaid label, a courier
 * pickup on a day and in a two-hour window with instructions, or a drop-off at a boutique; and from
 * which address (a saved one, or a new one saved to the address book). The parts of the form that
 * belong to one method show only when it is chosen, by CSS alone, so it works before scripts load.
 */
export function ShippingForm({ options, addresses, errors }: ShippingFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "shipping";
  if (!options) return <FormMessage tone="error">We could not load the ways to send your piece just now. Please reload the page in a moment.</FormMessage>;
  const values = errors?.values ?? {};
  const fields = errors?.fields ?? {};
  const available = options.methods.filter((m) => m.available);
  const chosenMethod = values.shipping_method || available[0]?.method || "";
  const chosenAddress = values.address_id || addresses[0]?.id || NEW_ADDRESS;
  const typedAddress = values.address_id === NEW_ADDRESS ? values : {};
  return (
    <Form method="post" className="shipping-form" preventScrollReset noValidate>
      <fieldset className="choice-list shipping-methods" aria-describedby={fields.shipping_method ? "shipping-method-error" : undefined}>
        <legend className="sell-legend">
          <span className="sell-section-title">How will your piece come to us?</span>
          <span className="sell-section-lede">Every way is free and insured.</span>
        </legend>
        {options.methods.map((method) => (
          <label key={method.method} className={method.available ? "choice" : "choice is-disabled"}>
            <input type="radio" name="shipping_method" value={method.method} defaultChecked={chosenMethod === method.method} disabled={!method.available} className="choice-input" />
            <span className="choice-text">
              <span className="choice-title">{method.label}</span>
              {method.note ? <span className="choice-detail">{method.note}</span> : null}
            </span>
          </label>
        ))}
        {fields.shipping_method ? (
          <p className="field-error" id="shipping-method-error">
            {fields.shipping_method}
          </p>
        ) : null}
      </fieldset>

      <div className="shipping-part shipping-pickup">
        <div className="sell-form-row">
          <SelectField label="Pickup date" name="pickup_date" defaultValue={values.pickup_date ?? ""} error={fields.pickup_date}>
            <option value="">Choose a date</option>
            {options.pickup_dates.map((date) => (
              <option key={date} value={date}>
                {formatPickupDate(date)}
              </option>
            ))}
          </SelectField>
          <SelectField label="Time window" name="pickup_interval_start" defaultValue={values.pickup_interval_start ?? ""} error={fields.pickup_interval_start}>
            <option value="">Choose a window</option>
            {options.pickup_interval_starts.map((start) => (
              <option key={start} value={start}>
                {formatPickupWindow(start, PICKUP_INTERVAL_HOURS)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="pickup-instructions">
            Instructions for the courier (optional)
          </label>
          <textarea id="pickup-instructions" name="pickup_instructions" className="field-input field-textarea" rows={3} maxLength={500} defaultValue={values.pickup_instructions ?? ""} aria-invalid={fields.pickup_instructions ? true : undefined} />
          {fields.pickup_instructions ? <p className="field-error">{fields.pickup_instructions}</p> : null}
        </div>
      </div>

      <fieldset className="choice-list shipping-part shipping-boutique">
        <legend className="field-label">Which boutique?</legend>
        {options.stores.map((store, index) => (
          <label key={store.handle} className="choice">
            <input type="radio" name="store_handle" value={store.handle} defaultChecked={values.store_handle ? values.store_handle === store.handle : index === 0} className="choice-input" />
            <span className="choice-text">
              <span className="choice-title">{store.name}</span>
              <span className="choice-detail">{store.address}</span>
            </span>
          </label>
        ))}
        {fields.store_handle ? <p className="field-error">{fields.store_handle}</p> : null}
      </fieldset>

      <div className="shipping-part shipping-address">
        {addresses.length > 0 ? (
          <fieldset className="choice-list">
            <legend className="field-label">Your address</legend>
            {addresses.map((address) => {
              const [name, ...rest] = addressLines(address);
              return (
                <label className="choice" key={address.id}>
                  <input type="radio" name="address_id" value={address.id} defaultChecked={chosenAddress === address.id} className="choice-input" />
                  <span className="choice-text">
                    <span className="choice-title">{name}</span>
                    <span className="choice-detail">{rest.join(" · ")}</span>
                  </span>
                </label>
              );
            })}
            <label className="choice">
              <input type="radio" name="address_id" value={NEW_ADDRESS} defaultChecked={chosenAddress === NEW_ADDRESS} className="choice-input" />
              <span className="choice-text">
                <span className="choice-title">A new address</span>
              </span>
            </label>
          </fieldset>
        ) : (
          <>
            <p className="field-label">Your address</p>
            <input type="hidden" name="address_id" value={NEW_ADDRESS} />
          </>
        )}
        <div className="shipping-new-address">
          <AddressFields values={typedAddress} errors={fields} />
        </div>
      </div>

      {errors?.message ? (
        <FormMessage tone="error">{errors.message}</FormMessage>
      ) : Object.keys(fields).length > 0 ? (
        <FormMessage tone="error">Please check what is marked above.</FormMessage>
      ) : null}
      <div className="sell-actions">
        <button type="submit" name="intent" value="shipping" className="button button-primary" disabled={busy}>
          {busy ? "Booking…" : "Confirm and get my order number"}
        </button>
      </div>
    </Form>
  );
}
