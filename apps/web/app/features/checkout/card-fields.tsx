import { useLayoutEffect, useRef, useState, type ChangeEvent } from "react";
import { TextField } from "../../components/ui/text-field.tsx";
import { caretAfterDigits, formatCardCvc, formatCardExpiry, formatCardNumber } from "./checkout-format.ts";
import { cardFieldProblem, type CardField, type CardValues } from "./checkout-validation.ts";

/** The ids of the card inputs, for the error summary's links. */
export const CARD_FIELD_IDS: Record<CardField, string> = { number: "card-number", exp: "card-expiry", cvc: "card-cvc", name: "card-name" };
export const CARD_FIELD_LABELS: Record<CardField, string> = { number: "Card number", exp: "Expiry (MM / YY)", cvc: "Security code", name: "Name on card" };

const FORMATTERS: Partial<Record<CardField, (input: string) => string>> = { number: formatCardNumber, exp: formatCardExpiry, cvc: formatCardCvc };

export interface CardFieldsProps {
  errors: Record<string, string>;
  /** Says or clears a field's problem as the shopper types or leaves it. */
  onProblem: (field: CardField, problem: string | null) => void;
  typedName?: string | undefined;
}

/**
 * The card's number, expiry, security code and name: formatted as they are typed (the number in the
 * groups its brand prints, the expiry as MM / YY) and checked as they are typed and left, with the
 * checkout's own card rules. The form still posts the values as typed; the API checks them again.
 */
export function CardFields({ errors, onProblem, typedName }: CardFieldsProps) {
  const [values, setValues] = useState<CardValues>({ number: "", exp: "", cvc: "", name: typedName ?? "" });
  // Where the caret goes once a reformatted value is on screen (an edit inside the value, not at its end).
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  useLayoutEffect(() => {
    if (!caret.current) return;
    caret.current.input.setSelectionRange(caret.current.at, caret.current.at);
    caret.current = null;
  });

  const change = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const format = FORMATTERS[field];
    const raw = input.value;
    const next = format ? format(raw) : raw;
    const at = input.selectionStart ?? raw.length;
    if (format && next !== raw && at < raw.length) {
      // Keep the caret after the digit it followed, wherever the spaces and slash moved.
      caret.current = { input, at: caretAfterDigits(next, raw.slice(0, at).replace(/\D/g, "").length) };
    }
    const updated = { ...values, [field]: next };
    setValues(updated);
    // A shown problem is re-judged as the field changes, so it leaves as soon as it is fixed.
    const judged = errors[field] ? cardFieldProblem(field, updated, new Date(), false) : cardFieldProblem(field, updated, new Date(), true);
    onProblem(field, judged);
    // The security code's length follows the number's brand.
    if (field === "number" && errors.cvc) onProblem("cvc", cardFieldProblem("cvc", updated, new Date(), false));
  };

  const leave = (field: CardField) => () => {
    if (values[field].trim() === "" && !errors[field]) return;
    onProblem(field, cardFieldProblem(field, values, new Date(), false));
  };

  const field = (name: CardField) => ({
    id: CARD_FIELD_IDS[name],
    label: CARD_FIELD_LABELS[name],
    name,
    value: values[name],
    onChange: change(name),
    onBlur: leave(name),
    error: errors[name],
    required: true,
  });

  return (
    <>
      <TextField autoComplete="cc-number" inputMode="numeric" placeholder="1234 1234 1234 1234" maxLength={23} {...field("number")} />
      <div className="checkout-form-row is-pair">
        <TextField autoComplete="cc-exp" inputMode="numeric" placeholder="MM / YY" maxLength={7} {...field("exp")} />
        <TextField autoComplete="cc-csc" inputMode="numeric" maxLength={4} hint="3 digits on the back, 4 on the front for American Express" {...field("cvc")} />
      </div>
      <TextField autoComplete="cc-name" {...field("name")} />
    </>
  );
}
