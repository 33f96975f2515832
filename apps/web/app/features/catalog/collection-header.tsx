import type { CollectionSummary } from "@maison/contracts/catalog";
import { formatItemCount } from "./price-display.ts";

/** The head of a list page: title, description and how many items the collection holds. */
export function CollectionHeader({ collection }: { collection: CollectionSummary }) {
  return (
    <header className="collection-header">
      <h1 className="collection-title">{collection.title}</h1>
      {collection.description ? <p className="collection-description">{collection.description}</p> : null}
      <p className="collection-count">{formatItemCount(collection.product_count)}</p>
    </header>
  );
}
