import type { Env } from "../../../config/env.ts";
import type { Clock } from "../../../db/clock.ts";
import { FacebookTokenVerifier } from "./facebook-graph.ts";
import { GoogleIdTokenVerifier } from "./google-id-token.ts";
import { JwksCache } from "./jwks-cache.ts";
import type { Fetch } from "./provider-http.ts";
import type { SocialProvider, SocialTokenVerifier } from "./social-provider.ts";

type ProviderSettings = Pick<
  Env,
  "NODE_ENV" | "GOOGLE_CLIENT_ID" | "GOOGLE_JWKS_URL" | "GOOGLE_ISSUERS" | "FACEBOOK_APP_ID" | "FACEBOOK_APP_SECRET" | "FACEBOOK_GRAPH_URL"
>;

/** One verifier per provider, configured from the environment (one Google key cache per process). */
export function socialVerifiersFromEnv(env: ProviderSettings, clock: Clock, fetch?: Fetch): Record<SocialProvider, SocialTokenVerifier> {
  const googleKeys = new JwksCache({ provider: "google", url: env.GOOGLE_JWKS_URL, clock, ...(fetch && { fetch }) });
  const issuers = env.GOOGLE_ISSUERS.split(",").map((issuer) => issuer.trim()).filter(Boolean);
  return {
    google: new GoogleIdTokenVerifier(googleKeys, { clientId: env.GOOGLE_CLIENT_ID, issuers }, clock),
    facebook: new FacebookTokenVerifier({
      graphUrl: env.FACEBOOK_GRAPH_URL,
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET || undefined,
      production: env.NODE_ENV === "production",
      ...(fetch && { fetch }),
    }),
  };
}
