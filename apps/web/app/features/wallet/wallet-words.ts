/** "$1,234.50" from cents. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? "−" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

/** "1,250 points". */
export function formatPoints(points: number): string {
  return `${points.toLocaleString("en-US")} ${Math.abs(points) === 1 ? "point" : "points"}`;
}

/** A history amount with its sign, in its unit. */
export function signedAmount(amount: number, status: "positive" | "negative", unit: "usd" | "points"): string {
  const text = unit === "points" ? formatPoints(amount) : formatUsd(amount);
  return status === "negative" ? `−${text}` : `+${text}`;
}

/** Dollars as typed ("$1,500.50", "150") to a number, or null when empty; NaN when not a number. */
export function typedDollars(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, "");
  if (cleaned === "") return null;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export const CASH_OUT_STATE_LABELS = { held: "Pending", sent: "Sent", settled: "Completed", returned: "Returned to your wallet" } as const;
