import type { FavoriteItem } from "@maison/contracts/favorites";

const COLUMNS = ["product_id", "designer", "title", "condition", "size", "price_usd", "available", "url", "added_at"] as const;

/** One CSV field: quoted when it holds a comma, quote or line break; formula starters defused for spreadsheets. */
function field(value: string | number | boolean | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A favorites list as CSV (RFC 4180, CRLF line ends), one row per product, prices in whole dollars. */
export function favoritesCsv(items: readonly FavoriteItem[], publicBaseUrl: string): string {
  const rows = items.map(({ product, added_at }) =>
    [product.id, product.vendor, product.title, product.condition_label, product.item_size, product.price, product.availableForSale, `${publicBaseUrl}${product.url}`, added_at]
      .map(field)
      .join(","),
  );
  return [COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}
