import { useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { ApiResult } from "../../../lib/browser-api.ts";
import { apiMessage } from "../../identity/api-message.ts";

export interface B2bActionButtonProps {
  run: () => Promise<ApiResult>;
  label: string;
  busyText: string;
  children: ReactNode;
  className?: string;
  /** After success: by default the page's data is reloaded. */
  onDone?: () => void;
}

/** One collection call behind a button: busy while it runs, the server's message when it fails. */
export function B2bActionButton({ run, label, busyText, children, className = "text-link", onDone }: B2bActionButtonProps) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setBusy(true);
    setError(null);
    const result = await run();
    setBusy(false);
    if (!result.ok) setError(apiMessage(result.body) ?? "Something went wrong, please try again!");
    else if (onDone) onDone();
    else void revalidator.revalidate();
  };
  return (
    <span className="b2b-collection-actions">
      <button type="button" className={className} disabled={busy} aria-label={label} onClick={() => void onClick()}>
        {busy ? busyText : children}
      </button>
      {error ? (
        <span className="form-message form-message-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
