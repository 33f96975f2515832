import { useState } from "react";
import { useIdentity } from "../identity/identity-context.ts";
import { PENDING_ACTION_NAMES } from "../identity/pending-action.ts";
import { useViewer } from "../identity/use-viewer.ts";
import { SaveSearchDialog } from "./save-search-dialog.tsx";

export interface SaveSearchButtonProps {
  /** What the search is called when saved (the search text, or the page's title). */
  searchText: string;
  /** The page's address with its filters and sort (bc_url). */
  href: string;
}

/**
 * Saves the page as it is filtered (spec 2 §2 saved-search modal). Signed in, a modal names and
 * saves it; a visitor is asked to sign in first, and the save runs after the sign-in.
 */
export function SaveSearchButton({ searchText, href }: SaveSearchButtonProps) {
  const viewer = useViewer();
  const { openAuth } = useIdentity();
  const [open, setOpen] = useState(false);

  const onClick = () => {
    if (viewer) {
      setOpen(true);
      return;
    }
    openAuth({ mode: "login", pendingAction: { name: PENDING_ACTION_NAMES.saveSearch, payload: { bc_url: href, search_text: searchText } } });
  };

  return (
    <>
      <button type="button" className="button button-secondary save-search-button" onClick={onClick}>
        Save search
      </button>
      {open ? <SaveSearchDialog searchText={searchText} href={href} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
