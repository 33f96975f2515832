import type { Address } from "@maison/contracts/address";
import type { CheckoutState } from "@maison/contracts/checkout";
import { useState } from "react";
import { Form } from "react-router";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { addressFieldId, addressLabels, AddressFields, type AddressValues } from "./address-fields.tsx";
import { addressLines } from "./checkout-format.ts";
import type { FormErrors } from "./checkout-errors.ts";
import { ADDRESS_FIELDS, addressValues, NEW_ADDRESS, type AddressFieldName } from "./checkout-form-data.ts";
import { checkAddress } from "./checkout-validation.ts";
import { StepSubmit } from "./step-submit.tsx";
import { useStepErrors } from "./use-step-errors.ts";

export interface AddressStepProps {
  current: CheckoutState["shipping_address"];
  currentId: string | null;
  saved: Address[];
  errors: FormErrors | null;
  /** What was typed before an error, shown again. */
  typed: AddressValues | null;
}

const ID_PREFIX = "shipping";

/**
 * Where the order goes. Signed-in shoppers pick one of their saved addresses or type a new one
 * (the new-address inputs hide while a saved one is picked, by CSS alone); guests type one. A new
 * address is checked with the API's rules before it is sent: every problem shows at once.
 */
export function AddressStep({ current, currentId, saved, errors, typed }: AddressStepProps) {
  const typedNew = typed !== null;
  const chosen = typedNew ? NEW_ADDRESS : (currentId ?? saved[0]?.id ?? NEW_ADDRESS);
  const values: AddressValues = typed ?? (currentId === null && current ? current : {});
  const step = useStepErrors(errors);
  const check = (form: FormData) => {
    const savedId = form.get("address_id");
    return savedId !== null && savedId !== NEW_ADDRESS ? {} : checkAddress({ ...addressValues(form), country_code: String(form.get("country_code") || "US") });
  };
  const [country, setCountry] = useState(values.country_code || "US");
  const labels = addressLabels(country);
  const summary = step.summary(ADDRESS_FIELDS, (name) => labels[name as AddressFieldName], (name) => addressFieldId(ID_PREFIX, name as AddressFieldName));
  return (
    <Form method="post" className="checkout-form checkout-address-form" noValidate preventScrollReset ref={step.formRef} onSubmit={step.checkOnSubmit(check)}>
      <ErrorSummary items={summary} />
      {saved.length > 0 ? (
        <fieldset className="choice-list">
          <legend className="field-label">Ship to</legend>
          {saved.map((address) => {
            const [name, ...rest] = addressLines(address);
            return (
              <label className="choice" key={address.id}>
                <input type="radio" name="address_id" value={address.id} defaultChecked={chosen === address.id} className="choice-input" />
                <span className="choice-text">
                  <span className="choice-title">{name}</span>
                  <span className="choice-detail">{rest.join(" · ")}</span>
                </span>
              </label>
            );
          })}
          <label className="choice">
            <input type="radio" name="address_id" value={NEW_ADDRESS} defaultChecked={chosen === NEW_ADDRESS} className="choice-input" />
            <span className="choice-text">
              <span className="choice-title">A new address</span>
            </span>
          </label>
        </fieldset>
      ) : (
        <input type="hidden" name="address_id" value={NEW_ADDRESS} />
      )}
      <div className="checkout-new-address">
        <AddressFields values={values} errors={step.fields} idPrefix={ID_PREFIX} country={country} onCountryChange={setCountry} />
      </div>
      {step.form ? <FormMessage tone="error">{step.form}</FormMessage> : null}
      <StepSubmit intent="address" label="Continue to shipping method" busyLabel="Saving…" />
    </Form>
  );
}
