import { useState } from "react";
import { useRevalidator } from "react-router";
import type { SavedAddress } from "@maison/contracts/address";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { callApi } from "../../../lib/browser-api.ts";
import { countryName } from "../../checkout/checkout-format.ts";
import { apiMessage } from "../../identity/api-message.ts";
import { ACCOUNT_API } from "../account-paths.ts";
import { AddressForm } from "./address-form.tsx";
import { addressLines } from "./address-lines.ts";
import { DeleteAddressDialog } from "./delete-address-dialog.tsx";

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; id: string };

/** The address book: each address with edit, make default and delete; a form for a new one. */
export function AddressBook({ addresses }: { addresses: SavedAddress[] }) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const done = (text: string) => {
    setEditing({ kind: "none" });
    setNotice({ tone: "success", text });
    void revalidator.revalidate();
  };

  const makeDefault = async (address: SavedAddress) => {
    setBusyId(address.id);
    setNotice(null);
    const result = await callApi("PUT", ACCOUNT_API.addressDefault(address.id));
    setBusyId(null);
    if (result.ok) done(`${address.address1} is now your default address.`);
    else setNotice({ tone: "error", text: apiMessage(result.body) ?? "Something went wrong, please try again!" });
  };

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <div className="address-book-head">
        <h2 id="address-book-title" className="account-section-title">
          Addresses{addresses.length > 0 ? ` (${addresses.length})` : ""}
        </h2>
        {editing.kind !== "new" ? (
          <button type="button" className="button button-secondary" onClick={() => (setNotice(null), setEditing({ kind: "new" }))}>
            Add an address
          </button>
        ) : null}
      </div>
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      {editing.kind === "new" ? (
        <div className="address-card is-form">
          <h3 className="address-card-title">New address</h3>
          <AddressForm onSaved={() => done("Address saved.")} onCancel={() => setEditing({ kind: "none" })} />
        </div>
      ) : null}
      {addresses.length === 0 && editing.kind !== "new" ? (
        <EmptyState title="No saved addresses yet">
          <p>Save where your pieces should go, and checkout, selling and loans will offer it in one click.</p>
        </EmptyState>
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <li key={address.id} className="address-card" aria-label={`${address.address1}, ${address.city}${address.is_default ? " (default)" : ""}`}>
              {editing.kind === "edit" && editing.id === address.id ? (
                <>
                  <h3 className="address-card-title">Edit address</h3>
                  <AddressForm editing={address} onSaved={() => done("Address updated.")} onCancel={() => setEditing({ kind: "none" })} />
                </>
              ) : (
                <>
                  {address.is_default ? <p className="address-default-badge">Default address</p> : null}
                  <address className="address-card-lines">
                    {addressLines(address, countryName).map((line, index) => (
                      <span key={index}>{line}</span>
                    ))}
                  </address>
                  <div className="address-card-actions">
                    <button type="button" className="text-link" aria-label={`Edit ${address.address1}`} onClick={() => (setNotice(null), setEditing({ kind: "edit", id: address.id }))}>
                      Edit
                    </button>
                    {!address.is_default ? (
                      <button
                        type="button"
                        className="text-link"
                        disabled={busyId === address.id}
                        aria-label={`Make ${address.address1} the default`}
                        onClick={() => void makeDefault(address)}
                      >
                        {busyId === address.id ? "Saving…" : "Make default"}
                      </button>
                    ) : null}
                    <button type="button" className="text-link" aria-label={`Delete ${address.address1}`} onClick={() => (setNotice(null), setDeleting(address))}>
                      Delete
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <DeleteAddressDialog
          address={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            done("Address deleted.");
          }}
        />
      ) : null}
    </section>
  );
}
