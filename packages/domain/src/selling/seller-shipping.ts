/**
 * How an accepted piece comes to Maison (spec 2 §3 thank-you fields: shipping_method,
 * shipping_address, pickup_date, pickup_interval_start, pickup_instructions, order_id).
 */
export const SELLER_SHIPPING_METHODS = ["prepaid_label", "courier_pickup", "boutique_dropoff"] as const;
export type SellerShippingMethod = (typeof SELLER_SHIPPING_METHODS)[number];

export const SELLER_SHIPPING_LABELS: Record<SellerShippingMethod, string> = {
  prepaid_label: "Prepaid shipping label",
  courier_pickup: "Courier pickup",
  boutique_dropoff: "Drop off at a boutique",
};

/** Courier pickup windows: two hours each, starting at these local hours (store time, Monday to Saturday). */
export const PICKUP_INTERVAL_STARTS = ["09:00", "11:00", "13:00", "15:00", "17:00"] as const;
export const PICKUP_INTERVAL_HOURS = 2;

/** A pickup can be booked from the next business day up to this many days ahead. */
export const PICKUP_BOOKING_DAYS = 14;

/** Pieces above this value ship in with a courier or at a boutique, not with a label (insurance). */
export const LABEL_MAX_VALUE_CENTS = 25_000_00;

const DAY_MS = 86_400_000;

/** The dates (YYYY-MM-DD) a courier can come, counted from `today` (YYYY-MM-DD in store time): next day on, Sundays excepted. */
export function pickupDates(today: string, days = PICKUP_BOOKING_DAYS): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  const dates: string[] = [];
  for (let i = 1; i <= days; i++) {
    const day = new Date(start + i * DAY_MS);
    if (day.getUTCDay() !== 0) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

export interface ShippingChoice {
  method: SellerShippingMethod;
  valueCents: number;
  pickupDate: string | null;
  pickupIntervalStart: string | null;
  storeHandle: string | null;
  today: string;
}

/** Why the choice cannot be booked, naming the field, or null. */
export function shippingChoiceProblem(choice: ShippingChoice): { field: string; message: string } | null {
  if (choice.method === "prepaid_label" && choice.valueCents > LABEL_MAX_VALUE_CENTS) {
    return { field: "shipping_method", message: "Pieces worth more than $25,000 come in with a courier or at a boutique. Please choose a pickup or a drop-off." };
  }
  if (choice.method === "courier_pickup") {
    if (!choice.pickupDate || !pickupDates(choice.today).includes(choice.pickupDate)) {
      return { field: "pickup_date", message: "Choose a pickup date from tomorrow to two weeks ahead, Monday to Saturday." };
    }
    if (!choice.pickupIntervalStart || !(PICKUP_INTERVAL_STARTS as readonly string[]).includes(choice.pickupIntervalStart)) {
      return { field: "pickup_interval_start", message: "Choose a pickup time window." };
    }
  }
  if (choice.method === "boutique_dropoff" && !choice.storeHandle) return { field: "store_handle", message: "Choose the boutique you will visit." };
  return null;
}
