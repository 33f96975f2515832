import { verify as verifySignature, type KeyObject } from "node:crypto";
import type { Clock } from "../../../db/clock.ts";
import type { JwksCache } from "./jwks-cache.ts";
import { asRecord } from "./provider-http.ts";
import {
  providerEmail,
  SocialTokenRejected,
  splitFullName,
  type SocialTokenVerifier,
  type VerifiedSocialIdentity,
} from "./social-provider.ts";

/** How far our clock and Google's may disagree when reading exp, iat and nbf. */
export const GOOGLE_CLOCK_SKEW_S = 60;

export interface GoogleIdTokenSettings {
  /** Our OAuth client id: the only audience we accept. */
  clientId: string;
  /** Accepted `iss` values (Google uses two spellings). */
  issuers: readonly string[];
  clockSkewSeconds?: number;
}

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signingInput: string;
  signature: Buffer;
}

/** Splits a compact JWS and parses its header and payload; anything malformed is a rejected token. */
export function decodeJwt(token: string): DecodedJwt {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) {
    throw new SocialTokenRejected("not a compact JWT");
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = asRecord(parseJsonPart(headerPart, "header"));
  const payload = asRecord(parseJsonPart(payloadPart, "payload"));
  if (!header || !payload) throw new SocialTokenRejected("header or payload is not a JSON object");
  return { header, payload, signingInput: `${headerPart}.${payloadPart}`, signature: Buffer.from(signaturePart, "base64url") };
}

function parseJsonPart(part: string, what: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    throw new SocialTokenRejected(`${what} is not JSON`);
  }
}

/**
 * The claim checks of Google's ID-token rules: issuer, our client id as audience (and as `azp` when
 * several audiences are named), not expired, not issued or valid only in the future, a subject.
 * Returns who the token is about; the e-mail counts only when Google says it is verified.
 */
export function checkGoogleClaims(
  payload: Record<string, unknown>,
  settings: GoogleIdTokenSettings,
  now: Date,
): VerifiedSocialIdentity {
  const skew = settings.clockSkewSeconds ?? GOOGLE_CLOCK_SKEW_S;
  const nowS = now.getTime() / 1000;
  if (typeof payload.iss !== "string" || !settings.issuers.includes(payload.iss)) throw new SocialTokenRejected("issuer");
  const audiences = typeof payload.aud === "string" ? [payload.aud] : Array.isArray(payload.aud) ? payload.aud : [];
  if (!audiences.includes(settings.clientId)) throw new SocialTokenRejected("audience");
  if (audiences.length > 1 && payload.azp !== settings.clientId) throw new SocialTokenRejected("authorized party");
  if (typeof payload.exp !== "number" || payload.exp + skew <= nowS) throw new SocialTokenRejected("expired");
  if (typeof payload.iat !== "number" || payload.iat - skew > nowS) throw new SocialTokenRejected("issued in the future");
  if (payload.nbf !== undefined && (typeof payload.nbf !== "number" || payload.nbf - skew > nowS)) {
    throw new SocialTokenRejected("not yet valid");
  }
  if (typeof payload.sub !== "string" || payload.sub.length === 0 || payload.sub.length > 255) {
    throw new SocialTokenRejected("subject");
  }
  const emailVerified = payload.email_verified === true || payload.email_verified === "true";
  const fallbackName = splitFullName(typeof payload.name === "string" ? payload.name : undefined);
  return {
    provider: "google",
    providerUserId: payload.sub,
    email: emailVerified ? providerEmail(payload.email) : null,
    firstName: typeof payload.given_name === "string" ? payload.given_name.trim().slice(0, 100) : fallbackName.firstName,
    lastName: typeof payload.family_name === "string" ? payload.family_name.trim().slice(0, 100) : fallbackName.lastName,
  };
}

/**
 * Verifies a Google ID token ourselves: RS256 only (no "none", no HMAC with a public key), signed by
 * a key from Google's published set, then the claim checks above against our clock.
 */
export class GoogleIdTokenVerifier implements SocialTokenVerifier {
  constructor(
    private readonly keys: JwksCache,
    private readonly settings: GoogleIdTokenSettings,
    private readonly clock: Clock,
  ) {}

  async verify(token: string): Promise<VerifiedSocialIdentity> {
    const jwt = decodeJwt(token);
    if (jwt.header.alg !== "RS256") throw new SocialTokenRejected(`algorithm ${String(jwt.header.alg)}`);
    if (typeof jwt.header.kid !== "string") throw new SocialTokenRejected("no key id");
    const key = await this.keys.keyFor(jwt.header.kid);
    if (!key) throw new SocialTokenRejected("unknown key id");
    if (!signatureMatches(jwt, key)) throw new SocialTokenRejected("signature");
    return checkGoogleClaims(jwt.payload, this.settings, this.clock.now());
  }
}

function signatureMatches(jwt: DecodedJwt, key: KeyObject): boolean {
  try {
    return verifySignature("sha256", Buffer.from(jwt.signingInput), key, jwt.signature);
  } catch {
    return false;
  }
}
