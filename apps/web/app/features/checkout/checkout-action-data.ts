import type { CheckoutIntent } from "./checkout-form-data.ts";
import type { FormErrors } from "./checkout-errors.ts";

/** What the checkout action answers when a step could not be saved (success redirects instead). */
export interface CheckoutActionData {
  intent: CheckoutIntent;
  errors: FormErrors;
  /** The values typed, shown again (never the card number or security code). */
  values: Record<string, string>;
  /** The piece another buyer got first, when placing the order failed for it. */
  soldProductId: string | null;
  /** The key the next "Place order" sends: the same one after a failure that did no work, else a new one. */
  attemptKey: string | null;
}

/** The errors of one step, when the last submission was that step's. */
export function errorsFor(actionData: CheckoutActionData | undefined, intent: CheckoutIntent): FormErrors | null {
  return actionData && actionData.intent === intent ? actionData.errors : null;
}
