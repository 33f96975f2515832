import { HeartIcon } from "../../components/ui/icons.tsx";

export interface FavoriteButtonProps {
  vendor: string;
  title: string;
  favoritesCount: number;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** The heart on a product card with how many shoppers saved the piece. Saving arrives with favorites. */
export function FavoriteButton({ vendor, title, favoritesCount }: FavoriteButtonProps) {
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed="false"
      aria-label={`Save ${vendor} ${title} to favorites`}
    >
      <HeartIcon size={18} />
      {favoritesCount > 0 ? <span className="favorite-button-count">{compact.format(favoritesCount)}</span> : null}
    </button>
  );
}
