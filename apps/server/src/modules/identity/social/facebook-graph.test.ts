import { describe, expect, it } from "vitest";
import { appSecretProof, FacebookTokenVerifier, type FacebookGraphSettings } from "./facebook-graph.ts";
import { SocialProviderUnavailable, SocialTokenRejected } from "./social-provider.ts";

const GRAPH = "https://graph.test/v19.0";
const APP_ID = "424242";
const SECRET = "app-secret";
const TOKEN = "EAAB-user-token";

interface GraphAnswers {
  debug?: () => Response;
  me?: () => Response;
}

/** A Graph API the test scripts; records every URL asked. */
function graph(answers: GraphAnswers = {}) {
  const asked: URL[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url);
    if (url.pathname.endsWith("/debug_token")) {
      return answers.debug?.() ?? Response.json({ data: { app_id: APP_ID, type: "USER", is_valid: true, user_id: "10150" } });
    }
    return answers.me?.() ?? Response.json({ id: "10150", name: "Grace Brewster Hopper", email: "Grace@Example.com" });
  };
  return { asked, fetch: fetch as typeof globalThis.fetch };
}

function verifier(fetch: typeof globalThis.fetch, settings: Partial<FacebookGraphSettings> = {}) {
  return new FacebookTokenVerifier({ graphUrl: GRAPH, appId: APP_ID, appSecret: SECRET, production: true, fetch, ...settings });
}

const graphError = (status: number, code: number) =>
  Response.json({ error: { message: "Invalid OAuth access token.", type: "OAuthException", code } }, { status });

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe("FacebookTokenVerifier", () => {
  it("checks the token with debug_token, then reads the person from /me with appsecret_proof", async () => {
    const { asked, fetch } = graph();
    await expect(verifier(fetch).verify(TOKEN)).resolves.toEqual({
      provider: "facebook",
      providerUserId: "10150",
      email: "grace@example.com",
      firstName: "Grace",
      lastName: "Brewster Hopper",
    });
    expect(asked.map((u) => u.pathname)).toEqual(["/v19.0/debug_token", "/v19.0/me"]);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ input_token: TOKEN, access_token: `${APP_ID}|${SECRET}` });
    expect(Object.fromEntries(asked[1]!.searchParams)).toEqual({
      fields: "id,name,email",
      access_token: TOKEN,
      appsecret_proof: appSecretProof(TOKEN, SECRET),
    });
  });

  it("computes appsecret_proof as the HMAC-SHA256 of the token with the app secret", () => {
    // The same value as `printf token | openssl dgst -sha256 -hmac secret`.
    expect(appSecretProof("token", "secret")).toBe("e941110e3d2bfe82621f0e3e1434730d7305d106c5f68c87165d0b27a4611a4a");
  });

  it("gives no e-mail when the person declined to share it", async () => {
    const { fetch } = graph({ me: () => Response.json({ id: "10150", name: "Grace Hopper" }) });
    expect((await verifier(fetch).verify(TOKEN)).email).toBeNull();
  });

  it("refuses a token debug_token calls invalid, of another app, or not a user token", async () => {
    const cases: Array<[() => Response, string]> = [
      [() => Response.json({ data: { is_valid: false, error: { code: 190, message: "Session has expired" } } }), "debug_token: code 190: Session has expired"],
      [() => Response.json({ data: { app_id: "999", type: "USER", is_valid: true, user_id: "10150" } }), "token of another app"],
      [() => Response.json({ data: { app_id: APP_ID, type: "PAGE", is_valid: true, user_id: "10150" } }), "token type PAGE"],
      [() => graphError(400, 190), "HTTP 400 code 190: Invalid OAuth access token."],
    ];
    for (const [debug, reason] of cases) {
      const error = await failure(verifier(graph({ debug }).fetch).verify(TOKEN));
      expect(error).toBeInstanceOf(SocialTokenRejected);
      expect((error as SocialTokenRejected).reason).toBe(reason);
    }
  });

  it("refuses a token /me refuses, and one whose user differs from debug_token's", async () => {
    expect(await failure(verifier(graph({ me: () => graphError(400, 190) }).fetch).verify(TOKEN))).toBeInstanceOf(SocialTokenRejected);
    const other = graph({ me: () => Response.json({ id: "777", name: "Someone" }) });
    expect(await failure(verifier(other.fetch).verify(TOKEN))).toBeInstanceOf(SocialTokenRejected);
  });

  it("calls Facebook unavailable on 5xx, rate limits, network errors, timeouts and unreadable answers", async () => {
    const answers: Array<() => Response> = [
      () => new Response("oops", { status: 500 }),
      () => graphError(400, 4),
      () => new Response("<html>", { status: 200 }),
      () => {
        throw new TypeError("fetch failed");
      },
    ];
    for (const me of answers) {
      expect(await failure(verifier(graph({ me }).fetch).verify(TOKEN))).toBeInstanceOf(SocialProviderUnavailable);
    }
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason)))) as unknown as typeof globalThis.fetch;
    const timedOut = await failure(verifier(hanging, { timeoutMs: 20 }).verify(TOKEN));
    expect(timedOut).toBeInstanceOf(SocialProviderUnavailable);
    expect((timedOut as SocialProviderUnavailable).reason).toBe("no answer within 20 ms");
  });

  it("without an app secret, asks /me alone outside production and refuses in production", async () => {
    const development = graph();
    await expect(verifier(development.fetch, { appSecret: undefined, production: false }).verify(TOKEN)).resolves.toMatchObject({
      providerUserId: "10150",
    });
    expect(development.asked.map((u) => u.pathname)).toEqual(["/v19.0/me"]);
    expect(development.asked[0]!.searchParams.has("appsecret_proof")).toBe(false);

    const production = graph();
    const refused = await failure(verifier(production.fetch, { appSecret: undefined }).verify(TOKEN));
    expect(refused).toBeInstanceOf(SocialProviderUnavailable);
    expect(production.asked).toEqual([]);
  });
});
