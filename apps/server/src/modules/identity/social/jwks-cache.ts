import { createPublicKey, type JsonWebKey, type KeyObject } from "node:crypto";
import type { Clock } from "../../../db/clock.ts";
import { asRecord, getProviderJson, PROVIDER_TIMEOUT_MS, type Fetch } from "./provider-http.ts";
import { SocialProviderUnavailable, type SocialProvider } from "./social-provider.ts";

/** Used when the key set's answer carries no max-age. */
export const JWKS_DEFAULT_MAX_AGE_S = 300;
/** Never trust a key set longer than a day, whatever the header says. */
export const JWKS_MAX_MAX_AGE_S = 86_400;
/** After a successful fetch, an unknown key id refetches the set at most this often, so made-up ids cannot flood the provider. */
export const JWKS_UNKNOWN_KID_REFETCH_MS = 60_000;

export interface JwksCacheOptions {
  provider: SocialProvider;
  url: string;
  clock: Clock;
  fetch?: Fetch;
  timeoutMs?: number;
}

/**
 * A provider's signing keys (RFC 7517 key set), kept for as long as its Cache-Control max-age says
 * and fetched again when a token names a key we do not hold (the provider rotated its keys). When a
 * refresh fails, keys we already hold keep working: a provider publishes a key long before using it.
 * Concurrent refreshes share one request. Only RSA signing keys are kept.
 */
export class JwksCache {
  private keys = new Map<string, KeyObject>();
  private expiresAtMs = 0;
  private lastFetchAtMs: number | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly fetchImpl: Fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: JwksCacheOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  /** The public key with this id, or null when the provider does not publish one. */
  async keyFor(kid: string): Promise<KeyObject | null> {
    const now = this.options.clock.now().getTime();
    const expired = now >= this.expiresAtMs;
    const unknown = !this.keys.has(kid);
    const mayRefetchForUnknown = this.lastFetchAtMs === null || now - this.lastFetchAtMs >= JWKS_UNKNOWN_KID_REFETCH_MS;
    if (expired || (unknown && mayRefetchForUnknown)) {
      try {
        await this.refresh();
      } catch (error) {
        // A key we still hold stays good while the provider is unreachable.
        if (!(error instanceof SocialProviderUnavailable) || unknown) throw error;
      }
    }
    return this.keys.get(kid) ?? null;
  }

  private refresh(): Promise<void> {
    this.inFlight ??= this.fetchKeys().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async fetchKeys(): Promise<void> {
    const { provider, url, clock } = this.options;
    const startedAtMs = clock.now().getTime();
    const answer = await getProviderJson(this.fetchImpl, provider, url, this.timeoutMs);
    const list = asRecord(answer.body)?.keys;
    if (answer.status !== 200 || !Array.isArray(list)) {
      throw new SocialProviderUnavailable(provider, `key set answered HTTP ${answer.status} without keys`);
    }
    this.keys = importSigningKeys(list);
    // Only a fetch that worked holds back the next one; after a failure the next token tries again.
    this.lastFetchAtMs = startedAtMs;
    this.expiresAtMs = clock.now().getTime() + cacheLifetimeSeconds(answer.headers) * 1000;
  }
}

/** The RSA signing keys of a key set, by key id; malformed or foreign entries are skipped. */
function importSigningKeys(list: unknown[]): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const entry of list) {
    const jwk = asRecord(entry);
    if (!jwk || typeof jwk.kid !== "string" || jwk.kty !== "RSA") continue;
    if (jwk.use !== undefined && jwk.use !== "sig") continue;
    if (jwk.alg !== undefined && jwk.alg !== "RS256") continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk as JsonWebKey, format: "jwk" }));
    } catch {
      continue;
    }
  }
  return keys;
}

/** Seconds the key set may be kept: max-age minus Age, 0 for no-store/no-cache, a default when absent. */
export function cacheLifetimeSeconds(headers: Headers): number {
  const cacheControl = headers.get("cache-control") ?? "";
  if (/(^|,)\s*(no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const maxAge = /(^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  if (!maxAge) return JWKS_DEFAULT_MAX_AGE_S;
  const age = Number(headers.get("age") ?? 0);
  const seconds = Number(maxAge[2]) - (Number.isFinite(age) && age > 0 ? age : 0);
  return Math.min(Math.max(seconds, 0), JWKS_MAX_MAX_AGE_S);
}
