import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Later } from "../../platform/modules/later.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { createIdentityServices, type IdentityServices } from "./identity-services.ts";
import { accountKindSubscriptions } from "./account-kinds.ts";
import { identityRoutes } from "./identity.routes.ts";
import { multipassRoutes } from "./multipass.routes.ts";
import { ProfileService, type TierFactsSource, type WholesaleMenuSwitch } from "./profile.service.ts";
import { SessionService } from "./session.service.ts";
import { SocialLoginService } from "./social/social-login.service.ts";
import { socialLoginRoutes } from "./social/social-login.routes.ts";
import { socialVerifiersFromEnv } from "./social/social-verifiers.ts";
import { VerificationCodeService } from "./verification-code.service.ts";

export interface IdentityModuleServices {
  sessions: SessionService;
  socialLogin: SocialLoginService;
  codes: VerificationCodeService;
  identity: IdentityServices;
  profiles: ProfileService;
}

/**
 * Accounts, sessions and sign-in. The profile shows the wallet's fields and the member's tier; tiers
 * are membership's, which needs identity's sign-in links, so the tiers are given later.
 */
export function createIdentityModule(platform: Platform, deps: { wallet: WalletService; tiers: Later<TierFactsSource>; wholesaleMenu?: WholesaleMenuSwitch }): AppModule<IdentityModuleServices> {
  const { db, clock, env, outbox, rateLimiter } = platform;
  const sessions = new SessionService(db, clock);
  const codes = new VerificationCodeService(clock, rateLimiter);
  const tiers: TierFactsSource = { tierFacts: (userId, input) => deps.tiers.get().tierFacts(userId, input) };
  const profiles = new ProfileService(db, clock, codes, outbox, env.userHashSecret, deps.wallet, tiers, deps.wholesaleMenu ?? null);
  const identity = createIdentityServices({ db, clock, publicBaseUrl: env.publicBaseUrl, outbox, rateLimiter, sessions, codes, profiles });
  const socialLogin = new SocialLoginService({ db, clock, sessions, rateLimiter, verifiers: socialVerifiersFromEnv(env, clock), signIn: identity.signIn });
  return {
    name: "identity",
    services: { sessions, socialLogin, codes, identity, profiles },
    apiRoutes: async (api) => {
      await identityRoutes(api, identity, env, platform.captcha);
      await socialLoginRoutes(api, socialLogin, { secureCookies: env.NODE_ENV === "production" });
    },
    rootRoutes: (app) => multipassRoutes(app, identity.multipass, env),
    subscriptions: accountKindSubscriptions(profiles),
  };
}
