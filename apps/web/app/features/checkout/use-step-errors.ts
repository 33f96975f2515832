import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { ErrorSummaryItem } from "../../components/ui/error-summary.tsx";
import { focusFirstInvalid } from "../identity/focus-first-invalid.ts";
import type { FormErrors } from "./checkout-errors.ts";
import { hasProblems, type FieldProblems } from "./checkout-validation.ts";

export interface StepErrors {
  formRef: RefObject<HTMLFormElement | null>;
  /** The message each field shows: the browser's own check while it has one, else the API's answer. */
  fields: FieldProblems;
  /** The message about the whole form (the API's), or null. */
  form: string | null;
  /** The summary's entries, in the order the fields come in the form. */
  summary(order: readonly string[], labelOf: (name: string) => string, idOf: (name: string) => string): ErrorSummaryItem[];
  /** An onSubmit that runs `check` on the form's values and, when it finds anything, shows it all instead of sending. */
  checkOnSubmit(check: (form: FormData) => FieldProblems): (event: FormEvent<HTMLFormElement>) => void;
  /** Says (or clears, with null) one field's problem as it is typed or left. */
  setField(name: string, problem: string | null): void;
}

/**
 * The errors of one checkout step: every problem at once, beside its field and in a summary, with
 * focus on the first field at fault after the browser's check or the API's answer.
 */
export function useStepErrors(server: FormErrors | null): StepErrors {
  const formRef = useRef<HTMLFormElement>(null);
  const [client, setClient] = useState<FieldProblems | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // A new answer from the API replaces the browser's check; focus goes to its first field at fault.
  useEffect(() => {
    setClient(null);
    if (server && hasProblems(server.fields)) setFocusRequest((n) => n + 1);
  }, [server]);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const fields = client ?? server?.fields ?? {};

  const setField = useCallback(
    (name: string, problem: string | null) =>
      setClient((previous) => {
        const base = previous ?? server?.fields ?? {};
        if ((base[name] ?? null) === problem) return previous;
        const next = { ...base };
        if (problem) next[name] = problem;
        else delete next[name];
        return next;
      }),
    [server],
  );

  const checkOnSubmit = useCallback(
    (check: (form: FormData) => FieldProblems) => (event: FormEvent<HTMLFormElement>) => {
      const problems = check(new FormData(event.currentTarget));
      setClient(problems);
      if (!hasProblems(problems)) return;
      event.preventDefault();
      setFocusRequest((n) => n + 1);
    },
    [],
  );

  const summary = (order: readonly string[], labelOf: (name: string) => string, idOf: (name: string) => string) =>
    order.filter((name) => fields[name]).map((name) => ({ id: idOf(name), label: labelOf(name), message: fields[name]! }));

  return { formRef, fields, form: client && hasProblems(client) ? null : (server?.form ?? null), summary, checkOnSubmit, setField };
}
