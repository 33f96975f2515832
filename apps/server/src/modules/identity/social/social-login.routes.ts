import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AuthErrorResponse, AuthResponse, SocialLoginRequest } from "@maison/contracts/identity";
import type { ApiInstance } from "../../../http/api-scope.ts";
import { ERROR_SHAPES, installErrorHandler } from "../../../http/error-handler.ts";
import { setAuthCookie } from "../auth-cookie.ts";
import { deviceOf } from "../request-device.ts";
import type { SocialLoginService } from "./social-login.service.ts";

const REFUSALS = { 400: AuthErrorResponse, 401: AuthErrorResponse, 429: AuthErrorResponse, 502: AuthErrorResponse };

/**
 * POST /v6/social_login (spec 2 §7): sign in with a Google ID token or a Facebook access token. Its
 * own scope, because its client reads a refusal's `error` like the other sign-in calls do.
 */
export async function socialLoginRoutes(api: ApiInstance, socialLogin: SocialLoginService, options: { secureCookies: boolean }): Promise<void> {
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    installErrorHandler(scope, ERROR_SHAPES.signIn);
    scope.post(
      "/v6/social_login",
      {
        schema: {
          tags: ["identity"],
          summary: "Signs in with Google or Facebook; the token is verified with the provider, a new verified e-mail gets an account.",
          description:
            "Form or JSON. `access_token` is a Google ID token or a Facebook user access token. `email`, `uid` and `name` are " +
            "ignored: only what the provider vouches for counts. 400 social_email_missing when the provider gives no e-mail " +
            "for a new account, 401 social_token_invalid, 429 rate_limited, 502 social_provider_unavailable.",
          body: SocialLoginRequest,
          response: { 200: AuthResponse, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const { provider, access_token, sign_up_checkbox, is_mobile, is_app, device_type } = request.body;
        const signedIn = await socialLogin.signIn(
          {
            provider,
            accessToken: access_token,
            newsletter: sign_up_checkbox ?? false,
            device: { isMobile: is_mobile, isApp: is_app, deviceType: device_type },
          },
          deviceOf(request),
          request.log,
        );
        setAuthCookie(reply, signedIn.authToken, options.secureCookies);
        reply.header("cache-control", "no-store");
        return signedIn.response;
      },
    );
  });
}
