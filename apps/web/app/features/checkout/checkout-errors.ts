/**
 * Turns an API error body `{code, message, detail, field, errors}` into what a checkout form shows:
 * each message beside the field the API blames when the form has that field (all of them at once),
 * in words (without the field's key the API puts in front for other clients), else above the form.
 */

export interface ApiError {
  code: string;
  message: string;
  field?: string | undefined;
  detail?: string | string[] | undefined;
  /** Every field at fault when the body broke several rules (invalid_request), each with its own sentence. */
  errors?: readonly { field: string; message: string }[] | undefined;
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

/** "last_name: Please enter a last name." → "Please enter a last name.": the API names the field for clients that show one line. */
export function withoutFieldKey(message: string, field: string | undefined): string {
  if (!field) return message;
  const prefix = `${field}: `;
  return message.startsWith(prefix) && message.length > prefix.length ? message.slice(prefix.length) : message;
}

/**
 * Where the errors go on a form with these inputs; `aliases` names the input that holds an API
 * field the form asks for differently (the card's exp_month and exp_year are one "exp" input).
 * The first message a field gets is the one it shows.
 */
export function formErrors(error: ApiError, formFields: readonly string[], aliases: Readonly<Record<string, string>> = {}): FormErrors {
  const entries = error.errors && error.errors.length > 0 ? error.errors : error.field ? [{ field: error.field, message: error.message }] : [];
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const entry of entries) {
    const message = withoutFieldKey(entry.message.trim() === "" ? errorMessage(error) : entry.message, entry.field);
    const name = formFieldFor(entry.field, formFields, aliases);
    if (name === null) elsewhere.push(message);
    else fields[name] ??= message;
  }
  const placed = Object.keys(fields).length > 0;
  const form = elsewhere.length > 0 ? elsewhere.join(" ") : placed ? null : withoutFieldKey(errorMessage(error), error.field);
  return { code: error.code, fields, form };
}
