import { SocialProviderUnavailable, type SocialProvider } from "./social-provider.ts";

export type Fetch = typeof globalThis.fetch;

/** How long we wait for a provider before telling the user to try again. */
export const PROVIDER_TIMEOUT_MS = 5_000;

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * GETs a provider URL and reads its JSON. A network error, a timeout, a 5xx or a body that is not
 * JSON is the provider's failure (SocialProviderUnavailable); 2xx-4xx answers go back to the caller.
 * Reasons never include the URL: it carries tokens.
 */
export async function getProviderJson(
  fetchImpl: Fetch,
  provider: SocialProvider,
  url: string,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: "application/json" },
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new SocialProviderUnavailable(provider, isTimeout(error) ? `no answer within ${timeoutMs} ms` : "network error", {
      cause: error,
    });
  }
  if (response.status >= 500) {
    await response.body?.cancel().catch(() => {});
    throw new SocialProviderUnavailable(provider, `HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new SocialProviderUnavailable(provider, isTimeout(error) ? `no answer within ${timeoutMs} ms` : "answer is not JSON", {
      cause: error,
    });
  }
  return { status: response.status, headers: response.headers, body };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** A plain JSON object, or null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
