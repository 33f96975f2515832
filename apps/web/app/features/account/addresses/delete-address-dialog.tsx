import { useState } from "react";
import { Link } from "react-router";
import type { SavedAddress } from "@maison/contracts/address";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { callApi } from "../../../lib/browser-api.ts";
import { ACCOUNT_API, HELP_PAGE } from "../account-paths.ts";
import { addressDeleteMessage } from "./address-messages.ts";

export interface DeleteAddressDialogProps {
  address: SavedAddress;
  onDeleted: () => void;
  onClose: () => void;
}

/** Asks before deleting an address; a refusal shows the server's detail (spec 2 §8) with the help link. */
export function DeleteAddressDialog({ address, onDeleted, onClose }: DeleteAddressDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onConfirm = async () => {
    setBusy(true);
    setError(null);
    const result = await callApi("DELETE", ACCOUNT_API.address(address.id));
    setBusy(false);
    if (result.ok) onDeleted();
    else setError(addressDeleteMessage(result.body));
  };
  return (
    <Dialog className="confirm-dialog" title="Delete this address?" dismissible={!busy} onClose={onClose} describedBy="delete-address-text">
      <p className="confirm-dialog-text" id="delete-address-text">
        {address.first_name} {address.last_name}, {address.address1}, {address.city}
        {address.is_default ? ". It is your default address: your newest other address becomes the default." : "."}
      </p>
      {error ? (
        <p className="form-message form-message-error" role="alert">
          {error}{" "}
          <Link to={HELP_PAGE} className="text-link">
            Contact Client Services
          </Link>
        </p>
      ) : null}
      <div className="confirm-dialog-actions">
        <button type="button" className="button button-primary" onClick={() => void onConfirm()} disabled={busy}>
          {busy ? "Deleting…" : "Delete"}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy} data-autofocus>
          Keep it
        </button>
      </div>
    </Dialog>
  );
}
