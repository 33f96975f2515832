import { createHmac } from "node:crypto";
import { asRecord, getProviderJson, PROVIDER_TIMEOUT_MS, type Fetch, type ProviderAnswer } from "./provider-http.ts";
import {
  providerEmail,
  SocialProviderUnavailable,
  SocialTokenRejected,
  splitFullName,
  type SocialTokenVerifier,
  type VerifiedSocialIdentity,
} from "./social-provider.ts";

export interface FacebookGraphSettings {
  /** The Graph API base, version included (https://graph.facebook.com/v19.0). */
  graphUrl: string;
  appId: string;
  /** Without it the token cannot be checked against our app; refused in production. */
  appSecret: string | undefined;
  production: boolean;
  fetch?: Fetch;
  timeoutMs?: number;
}

/** Graph error codes that mean "Facebook is busy or limiting us", not "this token is bad". */
const TRANSIENT_GRAPH_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);

/** appsecret_proof: the token signed with our app secret, so a stolen token is useless to other apps. */
export function appSecretProof(token: string, appSecret: string): string {
  return createHmac("sha256", appSecret).update(token).digest("hex");
}

/**
 * Verifies a Facebook user access token with the Graph API: debug_token (with our app token) must
 * call it valid, a user token, issued to our app; then /me gives the id, name and e-mail, asked with
 * appsecret_proof. Facebook returns only a confirmed e-mail, and none when the person declined it.
 *
 * With no app secret configured (development only) the app check is skipped and /me alone decides:
 * a token from any app is accepted, which is why production refuses to run that way.
 */
export class FacebookTokenVerifier implements SocialTokenVerifier {
  private readonly fetchImpl: Fetch;
  private readonly timeoutMs: number;

  constructor(private readonly settings: FacebookGraphSettings) {
    this.fetchImpl = settings.fetch ?? globalThis.fetch;
    this.timeoutMs = settings.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async verify(token: string): Promise<VerifiedSocialIdentity> {
    const { appSecret, production } = this.settings;
    if (!appSecret && production) {
      throw new SocialProviderUnavailable("facebook", "FACEBOOK_APP_SECRET is not set; Facebook sign-in is off in production");
    }
    const tokenUserId = appSecret ? await this.debugToken(token, appSecret) : null;
    const me = await this.me(token, appSecret);
    if (tokenUserId !== null && me.id !== tokenUserId) throw new SocialTokenRejected("debug_token and /me disagree on the user");
    return { provider: "facebook", providerUserId: me.id, email: me.email, ...splitFullName(me.name) };
  }

  /** The user id the token was issued for, once Graph confirms it is a valid user token of our app. */
  private async debugToken(token: string, appSecret: string): Promise<string> {
    const query = new URLSearchParams({ input_token: token, access_token: `${this.settings.appId}|${appSecret}` });
    const answer = await this.get(`/debug_token?${query}`);
    const data = asRecord(asRecord(answer.body)?.data);
    if (!data) throw new SocialProviderUnavailable("facebook", "debug_token answer without data");
    if (data.is_valid !== true) throw new SocialTokenRejected(`debug_token: ${graphMessage(data) ?? "not valid"}`);
    if (String(data.app_id) !== this.settings.appId) throw new SocialTokenRejected("token of another app");
    if (data.type !== undefined && data.type !== "USER") throw new SocialTokenRejected(`token type ${String(data.type)}`);
    if (typeof data.user_id !== "string" || data.user_id === "") throw new SocialTokenRejected("debug_token without user");
    return data.user_id;
  }

  private async me(token: string, appSecret: string | undefined): Promise<{ id: string; name?: string; email: string | null }> {
    const query = new URLSearchParams({ fields: "id,name,email", access_token: token });
    if (appSecret) query.set("appsecret_proof", appSecretProof(token, appSecret));
    const answer = await this.get(`/me?${query}`);
    const me = asRecord(answer.body);
    if (!me || typeof me.id !== "string" || me.id === "") throw new SocialProviderUnavailable("facebook", "/me answer without id");
    return { id: me.id, name: typeof me.name === "string" ? me.name : undefined, email: providerEmail(me.email) };
  }

  /** A Graph GET; a 4xx is the token's fault unless Graph says the error is transient or a rate limit. */
  private async get(pathAndQuery: string): Promise<ProviderAnswer> {
    const answer = await getProviderJson(this.fetchImpl, "facebook", `${this.settings.graphUrl.replace(/\/$/, "")}${pathAndQuery}`, this.timeoutMs);
    if (answer.status === 200) return answer;
    const error = asRecord(asRecord(answer.body)?.error);
    const reason = `HTTP ${answer.status} ${graphMessage({ error }) ?? ""}`.trim();
    if (error && (error.is_transient === true || TRANSIENT_GRAPH_CODES.has(Number(error.code)))) {
      throw new SocialProviderUnavailable("facebook", reason);
    }
    throw new SocialTokenRejected(reason);
  }
}

/** "code 190: Invalid OAuth access token." from a Graph error, for the log. */
function graphMessage(holder: Record<string, unknown>): string | null {
  const error = asRecord(holder.error);
  if (!error) return null;
  const message = typeof error.message === "string" ? error.message.slice(0, 200) : "";
  return `code ${String(error.code)}: ${message}`;
}
