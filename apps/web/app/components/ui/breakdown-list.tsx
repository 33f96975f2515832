import { BREAKDOWN_WORDS, type BreakdownRow } from "@maison/domain/checkout/order-breakdown";

/**
 * The rows of the one money breakdown (decision 044) as a description list: the cart, the drawer, the
 * checkout, the thank-you and order pages all show what `moneyBreakdown` gave, in its order and words.
 * What is taken off reads with a true minus sign; a row not known yet shows when it will be.
 */

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$1,480.00", "−$74.00". */
export function formatBreakdownCents(cents: number): string {
  return cents < 0 ? `\u2212${usd.format(-cents / 100)}` : usd.format(cents / 100);
}

const STYLES = {
  /** The checkout's summary and the order pages (checkout.css). */
  order: { list: "order-totals", row: "order-totals-row", deduction: "is-deduction", total: "is-total", pending: "order-totals-pending", currency: "order-totals-currency" },
  /** The cart page and the drawer (cart.css). */
  cart: { list: "cart-summary-list", row: "cart-summary-row", deduction: "cart-summary-credit", total: "cart-summary-total", pending: "cart-summary-pending", currency: null },
} as const;

export function BreakdownList({ rows, variant }: { rows: readonly BreakdownRow[]; variant: keyof typeof STYLES }) {
  const style = STYLES[variant];
  return (
    <dl className={style.list}>
      {rows.map((row) => {
        const classes = [style.row, row.cents !== null && row.cents < 0 ? style.deduction : null, row.key === "total" ? style.total : null].filter(Boolean).join(" ");
        const free = row.cents === 0 && row.note === BREAKDOWN_WORDS.free;
        return (
          <div className={classes} key={`${row.key}-${row.label}`} data-row={row.key}>
            <dt>
              {row.label}
              {row.note && row.cents !== null && !free ? <span className="breakdown-note">{row.note}</span> : null}
            </dt>
            <dd className={row.cents === null ? style.pending : undefined}>
              {row.key === "total" && style.currency ? <span className={style.currency}>USD</span> : null}
              {row.key === "total" && style.currency ? " " : null}
              {row.cents === null ? row.note : free ? BREAKDOWN_WORDS.free : formatBreakdownCents(row.cents)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
