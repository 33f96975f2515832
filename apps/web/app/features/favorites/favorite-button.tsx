import { HeartIcon } from "../../components/ui/icons.tsx";
import { CLICKED_PRODUCT_ID_KEY } from "../identity/client-auth-state.ts";
import { useIdentity } from "../identity/identity-context.ts";
import { PENDING_ACTION_NAMES } from "../identity/pending-action.ts";
import { useViewer } from "../identity/use-viewer.ts";
import { toggleFavorite } from "./favorites-api.ts";
import { favoritesStore } from "./favorites-store.ts";
import { useFavorite } from "./use-favorite.ts";

export interface FavoriteButtonProps {
  productId: string;
  vendor: string;
  title: string;
  favoritesCount: number;
  /** Called after a favorite was removed (the favorites view reloads its list). */
  onRemoved?: () => void;
  className?: string;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/**
 * The heart with how many shoppers saved the piece. Signed in, a click saves or removes it at once
 * (spec 2 §4). A visitor's click remembers the piece (clicked_product_id) and opens the sign-up
 * modal; the save is replayed after the sign-in (spec 1 §4).
 */
export function FavoriteButton({ productId, vendor, title, favoritesCount, onRemoved, className = "favorite-button" }: FavoriteButtonProps) {
  const viewer = useViewer();
  const { openAuth } = useIdentity();
  const entry = useFavorite(productId, favoritesCount);
  const pendingAction = { name: PENDING_ACTION_NAMES.saveFavorite, payload: { productId } };

  const onClick = async () => {
    if (!viewer) {
      sessionStorage.setItem(CLICKED_PRODUCT_ID_KEY, productId);
      favoritesStore.set(productId, entry);
      openAuth({ mode: "signup", pendingAction });
      return;
    }
    const outcome = await toggleFavorite(productId, entry);
    if (outcome === "signed-out") openAuth({ mode: "login", pendingAction });
    if (outcome === "removed") onRemoved?.();
  };

  return (
    <button
      type="button"
      className={entry.saved ? `${className} is-saved` : className}
      aria-pressed={entry.saved}
      aria-busy={entry.pending || undefined}
      aria-label={`Save ${vendor} ${title} to favorites`}
      onClick={() => void onClick()}
    >
      <HeartIcon size={18} />
      {entry.count > 0 ? (
        <span className="favorite-button-count" aria-hidden="true">
          {compact.format(entry.count)}
        </span>
      ) : null}
    </button>
  );
}
