import { describe, expect, it } from "vitest";
import { newSigningKey, signJwt, type SigningKey } from "../../../../test/support/fake-social-provider.ts";
import { checkGoogleClaims, decodeJwt, GoogleIdTokenVerifier, type GoogleIdTokenSettings } from "./google-id-token.ts";
import { JwksCache } from "./jwks-cache.ts";
import { SocialTokenRejected } from "./social-provider.ts";

const NOW = new Date("2026-11-18T12:00:00.000Z");
const NOW_S = NOW.getTime() / 1000;
const CLIENT_ID = "maison-web.apps.googleusercontent.com";
const SETTINGS: GoogleIdTokenSettings = { clientId: CLIENT_ID, issuers: ["https://accounts.google.com", "accounts.google.com"] };
const clock = { now: () => NOW };
const googleKey = newSigningKey();

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    iss: "https://accounts.google.com",
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    sub: "110169484474386276334",
    email: "Ada@Example.com",
    email_verified: true,
    name: "Ada King Lovelace",
    given_name: "Ada",
    family_name: "Lovelace",
    iat: NOW_S - 10,
    exp: NOW_S + 3590,
    ...overrides,
  };
}

function verifier(published: SigningKey[] = [googleKey]): GoogleIdTokenVerifier {
  const fetch = async () => Response.json({ keys: published.map((k) => k.publicJwk) }, { headers: { "cache-control": "max-age=300" } });
  return new GoogleIdTokenVerifier(new JwksCache({ provider: "google", url: "https://keys.test/certs", clock, fetch }), SETTINGS, clock);
}

function token(payload: Record<string, unknown>, header: Record<string, unknown> = {}, key: SigningKey = googleKey): string {
  return signJwt(key.privateKey, { alg: "RS256", kid: googleKey.kid, typ: "JWT", ...header }, payload);
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SocialTokenRejected);
  return (error as SocialTokenRejected).reason;
}

describe("GoogleIdTokenVerifier", () => {
  it("accepts a token signed by a published key and says whose it is", async () => {
    await expect(verifier().verify(token(claims()))).resolves.toEqual({
      provider: "google",
      providerUserId: "110169484474386276334",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
    });
  });

  it("refuses a token signed with another key under a published key id", async () => {
    expect(await rejection(verifier().verify(token(claims(), {}, newSigningKey())))).toBe("signature");
  });

  it("refuses a token whose payload was changed after signing", async () => {
    const [header, , signature] = token(claims()).split(".");
    const altered = Buffer.from(JSON.stringify(claims({ sub: "someone-else" }))).toString("base64url");
    expect(await rejection(verifier().verify(`${header}.${altered}.${signature}`))).toBe("signature");
  });

  it("refuses the none and HMAC algorithms whatever the signature", async () => {
    const unsigned = token(claims(), { alg: "none" }).split(".").slice(0, 2).join(".") + ".";
    expect(await rejection(verifier().verify(unsigned))).toBe("algorithm none");
    expect(await rejection(verifier().verify(token(claims(), { alg: "HS256" })))).toBe("algorithm HS256");
  });

  it("refuses a key id Google does not publish, and a token without one", async () => {
    expect(await rejection(verifier().verify(token(claims(), { kid: "retired" })))).toBe("unknown key id");
    expect(await rejection(verifier().verify(token(claims(), { kid: undefined })))).toBe("no key id");
  });

  it("refuses what is not a compact JWT", async () => {
    expect(await rejection(verifier().verify("ya29.a0AfH6SMB"))).toBe("not a compact JWT");
    expect(await rejection(verifier().verify("a.b.c"))).toBe("header is not JSON");
    expect(() => decodeJwt("e30.e30.e30=")).toThrow(SocialTokenRejected);
  });
});

describe("checkGoogleClaims", () => {
  const check = (overrides: Record<string, unknown>) => {
    try {
      checkGoogleClaims(claims(overrides), SETTINGS, NOW);
      return "accepted";
    } catch (error) {
      return (error as SocialTokenRejected).reason;
    }
  };

  it("accepts both spellings of Google's issuer and nothing else", () => {
    expect(check({ iss: "accounts.google.com" })).toBe("accepted");
    expect(check({ iss: "https://evil.example.com" })).toBe("issuer");
  });

  it("needs our client id as audience, and as authorized party when several audiences are named", () => {
    expect(check({ aud: "another-app.apps.googleusercontent.com" })).toBe("audience");
    expect(check({ aud: [CLIENT_ID, "other"], azp: CLIENT_ID })).toBe("accepted");
    expect(check({ aud: [CLIENT_ID, "other"], azp: "other" })).toBe("authorized party");
  });

  it("allows 60 seconds of clock skew on exp, iat and nbf, no more", () => {
    expect(check({ exp: NOW_S - 59 })).toBe("accepted");
    expect(check({ exp: NOW_S - 60 })).toBe("expired");
    expect(check({ exp: undefined })).toBe("expired");
    expect(check({ iat: NOW_S + 59 })).toBe("accepted");
    expect(check({ iat: NOW_S + 61 })).toBe("issued in the future");
    expect(check({ nbf: NOW_S + 30 })).toBe("accepted");
    expect(check({ nbf: NOW_S + 61 })).toBe("not yet valid");
  });

  it("needs a subject", () => {
    expect(check({ sub: "" })).toBe("subject");
    expect(check({ sub: 42 })).toBe("subject");
  });

  it("uses the e-mail only when Google says it is verified", () => {
    expect(checkGoogleClaims(claims({ email_verified: false }), SETTINGS, NOW).email).toBeNull();
    expect(checkGoogleClaims(claims({ email_verified: undefined }), SETTINGS, NOW).email).toBeNull();
    expect(checkGoogleClaims(claims({ email_verified: "true" }), SETTINGS, NOW).email).toBe("ada@example.com");
    expect(checkGoogleClaims(claims({ email: undefined }), SETTINGS, NOW).email).toBeNull();
  });

  it("splits the full name when Google gives no given and family names", () => {
    const identity = checkGoogleClaims(claims({ given_name: undefined, family_name: undefined }), SETTINGS, NOW);
    expect([identity.firstName, identity.lastName]).toEqual(["Ada", "King Lovelace"]);
  });
});
