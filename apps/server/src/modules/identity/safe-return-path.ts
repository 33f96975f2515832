const PLACEHOLDER_ORIGIN = "http://same-site.invalid";
const MAX_LENGTH = 2000;

/**
 * Where a sign-in link may send the browser afterwards: a path on this site only. Absolute URLs,
 * protocol-relative ones (`//evil.example`), backslash tricks and anything unparsable become "/".
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return "/";
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(raw)) return "/";
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
