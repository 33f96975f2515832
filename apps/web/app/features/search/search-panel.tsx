import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { CloseIcon, SearchIcon } from "../../components/ui/icons.tsx";
import { emptyGroups, searchHref, typedGroups } from "./autocomplete-options.ts";
import { comboboxMove } from "./combobox-keys.ts";
import { readRecentSearches } from "./recent-searches.ts";
import { SearchListbox } from "./search-listbox.tsx";
import { useAutocomplete, useSearchStarters } from "./use-autocomplete.ts";
import { useMediaQuery } from "./use-media-query.ts";

const LISTBOX_ID = "header-search-listbox";

/**
 * The search box under the header, on the combobox pattern (WAI-ARIA APG): the input owns a
 * listbox of suggestions, arrows move the highlight (aria-activedescendant), Enter follows it or
 * searches the typed text, Escape closes.
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  const [active, setActive] = useState<number | null>(null);
  const [recent] = useState(() => readRecentSearches(document.cookie));
  const mobile = useMediaQuery("(max-width: 768px)");
  const { answer, topMatches, loading } = useAutocomplete(q);
  const { trending, popular } = useSearchStarters(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const groups = useMemo(
    () => (q.trim() ? (answer ? typedGroups(answer, topMatches) : []) : emptyGroups(recent, trending, popular, mobile)),
    [q, answer, topMatches, recent, trending, popular, mobile],
  );
  const options = groups.flatMap((group) => group.options);
  const activeOption = active === null ? undefined : options[active];

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => setActive(null), [q]);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current && !panelRef.current.contains(target) && !(target instanceof Element && target.closest(".header-search-toggle"))) onClose();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [onClose]);

  const go = (href: string) => {
    onClose();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = comboboxMove(event.key, active, options.length);
    if (move.kind === "highlight") {
      event.preventDefault();
      setActive(move.index);
    } else if (move.kind === "choose") {
      const option = options[move.index];
      if (option) {
        event.preventDefault();
        go(option.href);
      }
    } else if (move.kind === "close") {
      event.preventDefault();
      if (active !== null) setActive(null);
      else onClose();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = q.trim();
    go(text ? searchHref(text) : "/search");
  };

  const expanded = options.length > 0;
  return (
    <div id="header-search-panel" className="search-panel" ref={panelRef}>
      <div className="page-width search-panel-inner">
        <form role="search" action="/search" method="get" className="search-panel-form" onSubmit={onSubmit}>
          <SearchIcon size={20} />
          <label htmlFor="header-search-input" className="visually-hidden">
            Search Maison
          </label>
          <input
            ref={inputRef}
            id="header-search-input"
            name="q"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={activeOption?.id}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search designers, models, colors…"
            className="search-panel-input"
            value={q}
            maxLength={200}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-panel-close" aria-label="Close search" onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </form>
        <p className="visually-hidden" role="status">
          {q.trim() && !loading ? `${options.length} suggestions` : ""}
        </p>
        <SearchListbox id={LISTBOX_ID} groups={groups} activeId={activeOption?.id} onChoose={go} />
      </div>
    </div>
  );
}
