/** What an adjustment accounts for. */
export type AdjustmentKey = "condition" | "accessories" | "color" | "serial_number" | "trend";

/** One step from the comparables' value to this piece's: a factor and what it adds or takes, in cents. */
export interface Adjustment {
  key: AdjustmentKey;
  label: string;
  factor: number;
  amountCents: number;
}
