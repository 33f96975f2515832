/**
 * Turns an API error body `{code, message, detail, field}` into what a checkout form shows: the
 * message beside the field the API blames when the form has that field, else above the form.
 */

export interface ApiError {
  code: string;
  message: string;
  field?: string | undefined;
  detail?: string | string[] | undefined;
}

export interface FormErrors {
  /** The stable code, kept so the page can tell a sold item or a decline from bad input. */
  code: string | null;
  /** Messages keyed by the form's input names. */
  fields: Record<string, string>;
  /** A message about the whole form, shown above its button. */
  form: string | null;
}

export const NO_ERRORS: FormErrors = { code: null, fields: {}, form: null };

/** The sentence a person reads: the message, else the first detail. */
export function errorMessage(error: ApiError): string {
  if (error.message.trim() !== "") return error.message;
  const detail = Array.isArray(error.detail) ? error.detail[0] : error.detail;
  return detail && detail.trim() !== "" ? detail : "Something went wrong. Please try again.";
}

/**
 * The input a field path names: "shipping_address.zip" and "card/number" name the form's "zip" and
 * "number" inputs when no input carries the whole path.
 */
export function formFieldFor(
  field: string | undefined,
  formFields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): string | null {
  if (!field) return null;
  if (formFields.includes(field)) return field;
  const last = field.split(/[./]/).pop() ?? "";
  const name = aliases[last] ?? last;
  return formFields.includes(name) ? name : null;
}

/**
 * Where the error goes on a form with these inputs; `aliases` names the input that holds an API
 * field the form asks for differently (the card's exp_month and exp_year are one "exp" input).
 */
export function formErrors(error: ApiError, formFields: readonly string[], aliases: Readonly<Record<string, string>> = {}): FormErrors {
  const message = errorMessage(error);
  const field = formFieldFor(error.field, formFields, aliases);
  return field ? { code: error.code, fields: { [field]: message }, form: null } : { code: error.code, fields: {}, form: message };
}
