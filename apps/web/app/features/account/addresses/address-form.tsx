import { useState, type FormEvent } from "react";
import type { SavedAddress } from "@maison/contracts/address";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { callApi } from "../../../lib/browser-api.ts";
import { AddressFields } from "../../checkout/address-fields.tsx";
import { addressValues } from "../../checkout/checkout-form-data.ts";
import { ACCOUNT_API } from "../account-paths.ts";
import { addressSaveProblem } from "./address-messages.ts";

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  editing?: SavedAddress;
  onSaved: (address: SavedAddress) => void;
  onCancel: () => void;
}

/** A new address (POST) or changes to one (PUT /address/{id}/), the API's refusal shown at its field. */
export function AddressForm({ editing, onSaved, onCancel }: AddressFormProps) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const idPrefix = editing ? `edit-${editing.id}` : "new-address";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setProblem(null);
    const values = addressValues(new FormData(event.currentTarget));
    const result = editing ? await callApi("PUT", ACCOUNT_API.address(editing.id), values) : await callApi("POST", ACCOUNT_API.addresses, values);
    setBusy(false);
    if (result.ok) {
      onSaved(result.body as SavedAddress);
      return;
    }
    const { field, message } = addressSaveProblem(result.body);
    if (field && field !== "id") {
      setErrors({ [field]: message });
      document.getElementById(`${idPrefix}-${field.replaceAll("_", "-")}`)?.focus();
    } else setProblem(message);
  };

  return (
    <form className="address-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={editing ? "Edit address" : "New address"}>
      <AddressFields values={editing ?? {}} errors={errors} idPrefix={idPrefix} />
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      <div className="address-form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Saving…" : editing ? "Save changes" : "Save address"}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
