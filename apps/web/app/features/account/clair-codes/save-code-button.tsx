import { useState } from "react";
import { useRevalidator } from "react-router";
import { callApi } from "../../../lib/browser-api.ts";
import { apiMessage } from "../../identity/api-message.ts";
import { ACCOUNT_API } from "../account-paths.ts";

/** Saves a code (POST /saved-skus/ {sku_id}) or removes a saved one (DELETE /saved-skus/{id}/), then reloads the page's data. */
export function SavedCodeButton({ action, label }: { action: { kind: "save"; code: string } | { kind: "remove"; id: string }; label: string }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setBusy(true);
    setError(null);
    const result = action.kind === "save" ? await callApi("POST", ACCOUNT_API.savedSkus, { sku_id: action.code }) : await callApi("DELETE", ACCOUNT_API.savedSku(action.id));
    setBusy(false);
    if (result.ok) void revalidator.revalidate();
    else setError(apiMessage(result.body) ?? "Something went wrong, please try again!");
  };
  return (
    <span className="clair-code-actions">
      <button type="button" className={action.kind === "save" ? "button button-secondary" : "text-link"} disabled={busy} aria-label={label} onClick={() => void onClick()}>
        {busy ? (action.kind === "save" ? "Saving…" : "Removing…") : action.kind === "save" ? "Save code" : "Remove"}
      </button>
      {error ? (
        <span className="form-message form-message-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
