import type { Env } from "../../config/env.ts";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { CaptchaGate } from "../../platform/captcha/captcha-gate.ts";
import { passwordChangeRoutes, sessionRoutes } from "./account-security.routes.ts";
import { stepUpRoutes } from "./step-up.routes.ts";
import type { IdentityServices } from "./identity-services.ts";
import { signInRoutes } from "./sign-in.routes.ts";

/**
 * Identity calls under /api. Each group is its own scope because each answers refusals in the shape
 * its client reads (the login form's `error`, the password form's first `detail`, a plain `detail`).
 */
export async function identityRoutes(api: ApiInstance, identity: IdentityServices, env: Pick<Env, "NODE_ENV">, captcha: CaptchaGate): Promise<void> {
  const secureCookies = env.NODE_ENV === "production";
  await api.register(async (scope) => signInRoutes(scope, identity, secureCookies, captcha));
  await api.register(async (scope) => passwordChangeRoutes(scope, identity));
  await api.register(async (scope) => sessionRoutes(scope, identity, secureCookies));
  await api.register(async (scope) => stepUpRoutes(scope, identity.stepUp));
}
