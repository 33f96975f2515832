const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$4,250". */
export function formatDollars(cents: number): string {
  return dollars.format(Math.round(cents / 100));
}

/** 853 → "85.3%". */
export function formatPermille(permille: number): string {
  return `${(permille / 10).toFixed(1)}%`;
}

/** 61 → "+6.1%", −25 → "−2.5%" (a true minus sign). */
export function formatChange(permille: number): string {
  const text = `${(Math.abs(permille) / 10).toFixed(1)}%`;
  return permille < 0 ? `\u2212${text}` : `+${text}`;
}

/** "Bags", "Watches". */
export function categoryName(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export function days(n: number): string {
  return n === 1 ? "1 day" : `${n} days`;
}
