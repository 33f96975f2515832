/**
 * The message a person should read from an API answer: the first `detail` (the account calls send a
 * list, spec 2 §8 "the first detail message"), else `message`, else the sign-in shape's `error`.
 */
export function apiMessage(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { detail, message, error } = body as Record<string, unknown>;
  if (Array.isArray(detail)) {
    const first = detail.find((entry): entry is string => typeof entry === "string" && entry.trim() !== "");
    if (first) return first;
  } else if (typeof detail === "string" && detail.trim() !== "") {
    return detail;
  }
  if (typeof message === "string" && message.trim() !== "") return message;
  if (typeof error === "string" && error.trim() !== "") return error;
  return null;
}

/** The stable error code of an API answer, when it has one. */
export function apiCode(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { code } = body as Record<string, unknown>;
  return typeof code === "string" ? code : null;
}

/** The form field an API answer blames, when it names one. */
export function apiField(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { field } = body as Record<string, unknown>;
  return typeof field === "string" && field !== "" ? field : null;
}
