/**
 * "CAD 75.00": a destination's duties fee, in its own currency and minor unit. On its own so that the
 * product page's shipping line does not load the checkout's formats (decision 084).
 */
export function formatForeignFee(currency: string, amountMinor: number): string {
  const amount = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountMinor / 100);
  return `${currency} ${amount}`;
}
