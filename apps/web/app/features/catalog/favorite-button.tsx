import { HeartIcon } from "../../components/ui/icons.tsx";
import { CLICKED_PRODUCT_ID_KEY } from "../identity/client-auth-state.ts";
import { useIdentity } from "../identity/identity-context.ts";
import { PENDING_ACTION_NAMES } from "../identity/pending-action.ts";
import { useViewer } from "../identity/use-viewer.ts";

export interface FavoriteButtonProps {
  productId: string;
  vendor: string;
  title: string;
  favoritesCount: number;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/**
 * The heart on a product card with how many shoppers saved the piece. Favorites need an account
 * (spec 1 §5): a visitor's click remembers the piece (clicked_product_id) and opens the sign-up
 * modal with a pending save. Saving itself arrives with favorites.
 */
export function FavoriteButton({ productId, vendor, title, favoritesCount }: FavoriteButtonProps) {
  const viewer = useViewer();
  const { openAuth } = useIdentity();

  const onClick = () => {
    if (viewer) return;
    sessionStorage.setItem(CLICKED_PRODUCT_ID_KEY, productId);
    openAuth({ mode: "signup", pendingAction: { name: PENDING_ACTION_NAMES.saveFavorite, payload: { productId } } });
  };

  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed="false"
      aria-label={`Save ${vendor} ${title} to favorites`}
      onClick={onClick}
    >
      <HeartIcon size={18} />
      {favoritesCount > 0 ? <span className="favorite-button-count">{compact.format(favoritesCount)}</span> : null}
    </button>
  );
}
