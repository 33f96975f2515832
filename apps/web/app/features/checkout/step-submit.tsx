import { useNavigation } from "react-router";
import type { CheckoutIntent } from "./checkout-form-data.ts";

/** A step's submit button: disabled, with its busy label, while that step is being saved. */
export function StepSubmit({ intent, label, busyLabel }: { intent: CheckoutIntent; label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className="button button-primary checkout-submit" disabled={busy} aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
