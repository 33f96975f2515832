import type { FastifyInstance } from "fastify";
import type { Env } from "../../config/env.ts";
import { setAuthCookie } from "./auth-cookie.ts";
import { MULTIPASS_PATH, type MultipassService } from "./multipass.service.ts";
import { deviceOf } from "./request-device.ts";
import { safeReturnPath } from "./safe-return-path.ts";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * GET /account/login/multipass/{token}?return_to=/path — the shop host's one-time sign-in link. A
 * usable token opens a new session and sets its cookie; either way the browser goes on to the
 * same-site `return_to` (or the home page). Registered before the web pages, outside /api.
 */
export async function multipassRoutes(app: FastifyInstance, multipass: MultipassService, env: Pick<Env, "NODE_ENV">): Promise<void> {
  app.get<{ Params: { token: string }; Querystring: { return_to?: unknown } }>(
    `${MULTIPASS_PATH}/:token`,
    { schema: { hide: true } },
    async (request, reply) => {
      const target = safeReturnPath(request.query.return_to);
      const token = request.params.token;
      const sessionToken = TOKEN_SHAPE.test(token) ? await multipass.redeem(token, deviceOf(request)) : null;
      if (sessionToken) setAuthCookie(reply, sessionToken, env.NODE_ENV === "production");
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      return reply.redirect(target, 302);
    },
  );
}
