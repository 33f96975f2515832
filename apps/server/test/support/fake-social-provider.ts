import { createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** Signs header.payload with RS256 (or `alg` as given, for tokens that must be refused). */
export function signJwt(privateKey: KeyObject, header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const encode = (part: Record<string, unknown>) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const signingInput = `${encode(header)}.${encode(payload)}`;
  const signature = sign("sha256", Buffer.from(signingInput), privateKey).toString("base64url");
  return `${signingInput}.${signature}`;
}

/** An RSA signing key with its id, as a provider publishes it. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

export function newSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(8).toString("hex");
  return { kid, privateKey, publicJwk: { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" } };
}

export const FAKE_GOOGLE_ISSUER = "https://accounts.google.com";
export const FAKE_GOOGLE_CLIENT_ID = "maison-test.apps.googleusercontent.com";
export const FAKE_FACEBOOK_APP_ID = "424242";
export const FAKE_FACEBOOK_APP_SECRET = "fake-facebook-app-secret";

export interface GoogleTokenOptions {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  /** Issue time; the token lives an hour from it. */
  now: Date;
  aud?: string;
  iss?: string;
  expiresInSeconds?: number;
  /** Sign with a key the JWKS does not publish, under a published key id (a forgery). */
  forged?: boolean;
}

export interface FacebookUser {
  id: string;
  name: string;
  email?: string;
  /** The app the token was issued to (ours unless said otherwise). */
  appId?: string;
}

/** What the fake does instead of answering: a 503, or a connection closed without an answer. */
export type Outage = "http_503" | "connection_reset" | null;

/**
 * Google and Facebook as far as sign-in needs them, on 127.0.0.1: a JWKS of a key pair made at
 * start (GET /google/jwks, Cache-Control max-age=300) and the Graph calls /graph/debug_token and
 * /graph/me for the access tokens it issued. Tokens are minted by the test, signed for real.
 */
export class FakeSocialProvider {
  private key: SigningKey = newSigningKey();
  private readonly strangerKey: SigningKey = newSigningKey();
  private readonly facebookTokens = new Map<string, FacebookUser>();
  private server: http.Server | null = null;
  private port = 0;
  outage: Outage = null;
  /** Facebook's "Require App Secret" setting: /me refuses calls without appsecret_proof. */
  requireAppSecretProof = true;
  /** Requests received, by path (for asserting caching). */
  readonly hits = new Map<string, number>();

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Environment overrides that point the server at this fake. */
  env(overrides: { facebookAppSecret?: string | null } = {}): Record<string, string> {
    const secret = overrides.facebookAppSecret === undefined ? FAKE_FACEBOOK_APP_SECRET : overrides.facebookAppSecret;
    return {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${this.baseUrl}/google/jwks`,
      GOOGLE_ISSUERS: `${FAKE_GOOGLE_ISSUER},accounts.google.com`,
      FACEBOOK_APP_ID: FAKE_FACEBOOK_APP_ID,
      FACEBOOK_GRAPH_URL: `${this.baseUrl}/graph`,
      ...(secret === null ? {} : { FACEBOOK_APP_SECRET: secret }),
    };
  }

  /** A Google ID token, valid unless the options say otherwise. */
  googleIdToken(options: GoogleTokenOptions): string {
    const iat = Math.floor(options.now.getTime() / 1000);
    const payload: Record<string, unknown> = {
      iss: options.iss ?? FAKE_GOOGLE_ISSUER,
      azp: FAKE_GOOGLE_CLIENT_ID,
      aud: options.aud ?? FAKE_GOOGLE_CLIENT_ID,
      sub: options.sub,
      iat,
      exp: iat + (options.expiresInSeconds ?? 3600),
    };
    if (options.email !== undefined) {
      payload.email = options.email;
      payload.email_verified = options.emailVerified ?? true;
    }
    if (options.name !== undefined) payload.name = options.name;
    const signer = options.forged ? this.strangerKey.privateKey : this.key.privateKey;
    return signJwt(signer, { alg: "RS256", kid: this.key.kid, typ: "JWT" }, payload);
  }

  /** Google starts signing with a new key (the old one is no longer published). */
  rotateGoogleKey(): void {
    this.key = newSigningKey();
  }

  /** A Facebook user access token for `user`. */
  facebookToken(user: FacebookUser): string {
    const token = `EAAB${randomBytes(24).toString("hex")}`;
    this.facebookTokens.set(token, user);
    return token;
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? "/", this.baseUrl);
    this.hits.set(url.pathname, (this.hits.get(url.pathname) ?? 0) + 1);
    if (this.outage === "connection_reset") {
      request.socket.destroy();
      return;
    }
    if (this.outage === "http_503") return send(response, 503, { error: "unavailable" });
    if (request.method !== "GET") return send(response, 405, { error: "method" });
    if (url.pathname === "/google/jwks") {
      return send(response, 200, { keys: [this.key.publicJwk] }, { "cache-control": "public, max-age=300, must-revalidate" });
    }
    if (url.pathname === "/graph/debug_token") return this.debugToken(url, response);
    if (url.pathname === "/graph/me") return this.me(url, response);
    send(response, 404, { error: "not found" });
  }

  private debugToken(url: URL, response: http.ServerResponse): void {
    if (url.searchParams.get("access_token") !== `${FAKE_FACEBOOK_APP_ID}|${FAKE_FACEBOOK_APP_SECRET}`) {
      return send(response, 400, graphError(190, "Invalid OAuth access token signature."));
    }
    const user = this.facebookTokens.get(url.searchParams.get("input_token") ?? "");
    if (!user) return send(response, 200, { data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } } });
    send(response, 200, {
      data: {
        app_id: user.appId ?? FAKE_FACEBOOK_APP_ID,
        type: "USER",
        application: "Maison",
        is_valid: true,
        scopes: ["public_profile", "email"],
        user_id: user.id,
      },
    });
  }

  private me(url: URL, response: http.ServerResponse): void {
    const token = url.searchParams.get("access_token") ?? "";
    const user = this.facebookTokens.get(token);
    if (!user) return send(response, 400, graphError(190, "Invalid OAuth access token."));
    const proof = url.searchParams.get("appsecret_proof");
    if (proof === null && this.requireAppSecretProof) {
      return send(response, 400, graphError(100, "API calls from the server require an appsecret_proof argument"));
    }
    if (proof !== null && proof !== createHmac("sha256", FAKE_FACEBOOK_APP_SECRET).update(token).digest("hex")) {
      return send(response, 400, graphError(100, "Invalid appsecret_proof provided in the API argument"));
    }
    send(response, 200, { id: user.id, name: user.name, ...(user.email ? { email: user.email } : {}) });
  }
}

function graphError(code: number, message: string) {
  return { error: { message, type: "OAuthException", code, fbtrace_id: "fake" } };
}

function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
}
