import { useState } from "react";
import { useRevalidator } from "react-router";
import { callApi } from "../../lib/browser-api.ts";
import { savedSearchPath } from "./saved-search-api.ts";

/** Removes one saved search (DELETE /v6/my-account/saved-search/{id}/) and reloads the list. */
export function DeleteSavedSearchButton({ id, name }: { id: string; name: string }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setBusy(true);
    setFailed(false);
    const result = await callApi("DELETE", savedSearchPath(id));
    setBusy(false);
    if (result.ok) void revalidator.revalidate();
    else setFailed(true);
  };
  return (
    <div className="saved-search-actions">
      <button type="button" className="text-link" disabled={busy} aria-label={`Remove saved search ${name}`} onClick={() => void onClick()}>
        {busy ? "Removing…" : "Remove"}
      </button>
      {failed ? (
        <p className="form-message form-message-error" role="alert">
          Something went wrong, please try again!
        </p>
      ) : null}
    </div>
  );
}
