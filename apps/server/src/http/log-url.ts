/**
 * Request URLs as they may appear in logs. Some paths and query parameters carry bearer secrets: a
 * visitor's cart token (whoever holds it holds the cart), one-time sign-in and reset links, an order's
 * guest access key. They are replaced before a URL reaches a log line.
 */
const SECRET_PATHS: ReadonlyArray<RegExp> = [
  /^(\/checkouts\/)[^/?#]+/,
  /^(\/api\/checkout\/)[^/?#]+/,
  /^(\/account\/login\/multipass\/)[^/?#]+/,
  /^(\/reset-password\/)[^/?#]+/,
];
const SECRET_QUERY_KEYS = new Set(["key", "token", "return_to"]);

export function loggableUrl(url: string): string {
  const [pathPart, query] = splitOnce(url, "?");
  let path = pathPart;
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, "$1[redacted]");
  if (query === null) return path;
  const params = query.split("&").map((pair) => {
    const [name] = splitOnce(pair, "=");
    return SECRET_QUERY_KEYS.has(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
  });
  return `${path}?${params.join("&")}`;
}

function splitOnce(text: string, separator: string): [string, string | null] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
