import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { SAVED_SEARCHES_PAGE } from "./saved-search-paths.ts";
import { saveSearch } from "./saved-search-api.ts";

/** The saved-search modal: the name to keep the search under, then a confirmation. */
export function SaveSearchDialog({ searchText, href, onClose }: { searchText: string; href: string; onClose: () => void }) {
  const [name, setName] = useState(searchText);
  const [status, setStatus] = useState<"idle" | "saving" | "saved">("idle");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus("saving");
    setError(null);
    const outcome = await saveSearch(href, name.trim());
    if (outcome.ok) {
      setStatus("saved");
    } else {
      setStatus("idle");
      setError(outcome.message);
    }
  };

  return (
    <Dialog title={status === "saved" ? "Search saved" : "Save this search"} eyebrow="Saved searches" onClose={onClose} focusKey={status}>
      {status === "saved" ? (
        <div className="save-search-done">
          <FormMessage tone="success">We'll keep this search in your account.</FormMessage>
          <div className="dialog-actions">
            <Link to={SAVED_SEARCHES_PAGE} className="button button-secondary" onClick={onClose}>
              View saved searches
            </Link>
            <button type="button" className="button button-primary" onClick={onClose}>
              Continue browsing
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="save-search-form">
          <TextField label="Name" name="search_text" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} hint="So you can find it again in My Account." />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <button type="submit" className="button button-primary" disabled={status === "saving"} aria-busy={status === "saving" || undefined}>
            {status === "saving" ? "Saving…" : "Save search"}
          </button>
        </form>
      )}
    </Dialog>
  );
}
