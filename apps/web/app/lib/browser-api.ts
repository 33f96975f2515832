/** What a browser call to the API came back with; `status` 0 means the call never got an answer. */
export interface ApiResult {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * A JSON call from the browser to this site's API. The session cookie is httpOnly, so it travels by
 * itself (same origin); no token is ever read or kept in JavaScript.
 */
export async function callApi(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<ApiResult> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { ok: response.ok, status: response.status, body: text ? safeJson(text) : null };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
