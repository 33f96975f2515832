import { OpsAskInput, OpsPayInput, OpsQuoteInput, OpsReasonInput } from "@maison/contracts/ops-submissions";
import { dollarsToCentsInput } from "../pieces/piece-format.ts";
import type { OpsSubmissionAction } from "./submission-labels.ts";

/** What a move that did not happen comes back with: the move, its field errors or a message, and what was typed. */
export interface SubmissionActionFailure {
  intent: OpsSubmissionAction | null;
  message: string | null;
  fields: Record<string, string>;
  values: SubmissionFormValues;
}

/** Everything the item page's forms post, as typed (a failed form is shown again with it). */
export interface SubmissionFormValues {
  amount: string;
  expected_resale: string;
  note: string;
  reason: string;
  questions: string[];
  photo_sets: string[];
  method: string;
}

export function submissionFormValues(form: FormData): SubmissionFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string" && v !== "");
  return {
    amount: text("amount"),
    expected_resale: text("expected_resale"),
    note: text("note"),
    reason: text("reason"),
    questions: list("questions"),
    photo_sets: list("photo_sets"),
    method: text("method"),
  };
}

/** The form field an API field names: the quote's cents fields are typed in dollars. */
export function formFieldOf(apiField: string): string {
  const head = apiField.split(".")[0] ?? apiField;
  if (head === "amount_cents") return "amount";
  if (head === "expected_resale_cents") return "expected_resale";
  return head;
}

const firstIssues = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = formFieldOf(String(issue.path[0] ?? "form"));
    fields[field] ??= issue.message;
  }
  return fields;
};

const MONEY_HINT = "Enter an amount in dollars, like 1,250 or 1,250.50.";

/**
 * The body a move sends, checked with the same schema as the server (dollars typed become cents);
 * field errors, named as the form names them, when it does not pass.
 */
export function submissionActionBody(intent: OpsSubmissionAction, values: SubmissionFormValues): { body: object } | { fields: Record<string, string> } {
  switch (intent) {
    case "quote": {
      const amount = dollarsToCentsInput(values.amount);
      const resale = dollarsToCentsInput(values.expected_resale);
      const fields: Record<string, string> = {};
      if (Number.isNaN(amount)) fields.amount = MONEY_HINT;
      if (Number.isNaN(resale)) fields.expected_resale = MONEY_HINT;
      const parsed = OpsQuoteInput.safeParse({ amount_cents: Number.isNaN(amount) ? 0 : (amount ?? undefined), expected_resale_cents: Number.isNaN(resale) ? null : resale, note: values.note });
      const all = { ...(parsed.success ? {} : firstIssues(parsed.error.issues)), ...fields };
      return parsed.success && Object.keys(all).length === 0 ? { body: parsed.data } : { fields: all };
    }
    case "ask": {
      const parsed = OpsAskInput.safeParse({ questions: values.questions, photo_sets: values.photo_sets, note: values.note });
      return parsed.success ? { body: parsed.data } : { fields: firstIssues(parsed.error.issues) };
    }
    case "reject":
    case "fail_authentication": {
      const parsed = OpsReasonInput.safeParse({ reason: values.reason });
      return parsed.success ? { body: parsed.data } : { fields: firstIssues(parsed.error.issues) };
    }
    case "pay": {
      const parsed = OpsPayInput.safeParse({ method: values.method });
      return parsed.success ? { body: parsed.data } : { fields: firstIssues(parsed.error.issues) };
    }
    default:
      return { body: {} };
  }
}
