import { describe, expect, it } from "vitest";
import { newSigningKey, type SigningKey } from "../../../../test/support/fake-social-provider.ts";
import { cacheLifetimeSeconds, JWKS_DEFAULT_MAX_AGE_S, JwksCache } from "./jwks-cache.ts";
import { SocialProviderUnavailable } from "./social-provider.ts";

const first = newSigningKey();
const second = newSigningKey();

/** A key set endpoint the test controls, on a clock the test moves. */
function keySet(options: { keys: SigningKey[]; cacheControl?: string }) {
  const state = { keys: options.keys, fetches: 0, down: false, now: new Date("2026-11-18T12:00:00.000Z") };
  const fetch = async () => {
    state.fetches++;
    if (state.down) throw new TypeError("fetch failed");
    return Response.json({ keys: state.keys.map((k) => k.publicJwk) }, { headers: { "cache-control": options.cacheControl ?? "public, max-age=300" } });
  };
  const clock = { now: () => state.now };
  const advance = (ms: number) => (state.now = new Date(state.now.getTime() + ms));
  const cache = new JwksCache({ provider: "google", url: "https://keys.test/certs", clock, fetch });
  return { state, advance, cache };
}

describe("JwksCache", () => {
  it("keeps the key set for its max-age, then fetches it again", async () => {
    const { state, advance, cache } = keySet({ keys: [first] });
    expect(await cache.keyFor(first.kid)).not.toBeNull();
    advance(299_000);
    expect(await cache.keyFor(first.kid)).not.toBeNull();
    expect(state.fetches).toBe(1);
    advance(1_000);
    await cache.keyFor(first.kid);
    expect(state.fetches).toBe(2);
  });

  it("fetches again for a key id it does not hold (rotation), at most once a minute", async () => {
    const { state, advance, cache } = keySet({ keys: [first] });
    await cache.keyFor(first.kid);
    state.keys = [first, second];
    expect(await cache.keyFor(second.kid)).toBeNull();
    expect(state.fetches).toBe(1);
    advance(60_000);
    expect(await cache.keyFor(second.kid)).not.toBeNull();
    expect(await cache.keyFor("made-up")).toBeNull();
    expect(state.fetches).toBe(2);
  });

  it("keeps using keys it holds while the provider is unreachable", async () => {
    const { state, advance, cache } = keySet({ keys: [first] });
    await cache.keyFor(first.kid);
    state.down = true;
    advance(600_000);
    expect(await cache.keyFor(first.kid)).not.toBeNull();
    expect(state.fetches).toBe(2);
  });

  it("says the provider is unavailable when it cannot fetch a key it does not hold", async () => {
    const { state, cache } = keySet({ keys: [first] });
    state.down = true;
    await expect(cache.keyFor(first.kid)).rejects.toBeInstanceOf(SocialProviderUnavailable);
  });

  it("shares one request among concurrent lookups", async () => {
    const { state, cache } = keySet({ keys: [first, second] });
    await Promise.all([cache.keyFor(first.kid), cache.keyFor(second.kid), cache.keyFor(first.kid)]);
    expect(state.fetches).toBe(1);
  });

  it("keeps only RSA signing keys", async () => {
    const { state, cache } = keySet({ keys: [first] });
    state.keys = [
      { ...first, publicJwk: { ...first.publicJwk, use: "enc" } },
      { ...second, publicJwk: { ...second.publicJwk, kty: "oct", k: "c2VjcmV0" } },
    ];
    expect(await cache.keyFor(first.kid)).toBeNull();
    expect(await cache.keyFor(second.kid)).toBeNull();
  });
});

describe("cacheLifetimeSeconds", () => {
  const lifetime = (headers: Record<string, string>) => cacheLifetimeSeconds(new Headers(headers));

  it("reads max-age, less the Age a shared cache added", () => {
    expect(lifetime({ "cache-control": "public, max-age=19845, must-revalidate, no-transform" })).toBe(19_845);
    expect(lifetime({ "cache-control": "public, max-age=300", age: "100" })).toBe(200);
  });

  it("keeps nothing for no-store or no-cache, a default without max-age, a day at most", () => {
    expect(lifetime({ "cache-control": "no-store" })).toBe(0);
    expect(lifetime({ "cache-control": "no-cache, max-age=300" })).toBe(0);
    expect(lifetime({})).toBe(JWKS_DEFAULT_MAX_AGE_S);
    expect(lifetime({ "cache-control": "max-age=31536000" })).toBe(86_400);
  });
});
