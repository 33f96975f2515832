import { ErrorBody } from "@maison/contracts/error";
import { DetailResponse, NewsletterSubscribeRequest } from "@maison/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { NewsletterService } from "./newsletter.service.ts";
import { actorOf } from "../../http/actor.ts";

/** POST /trendlee/subscribe/ (spec 2 §7): the newsletter form, open to visitors. */
export async function newsletterRoutes(api: ApiInstance, newsletter: NewsletterService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.post(
      "/trendlee/subscribe/",
      {
        schema: {
          tags: ["account"],
          summary: "Signs an e-mail (and optionally a phone) up for the newsletter; repeating it is harmless.",
          body: NewsletterSubscribeRequest,
          response: { 200: DetailResponse, 400: ErrorBody, 429: ErrorBody },
        },
      },
      async (request) => {
        const principal = request.principal;
        const user = principal.kind === "user" ? { userId: principal.userId, email: principal.email } : null;
        return newsletter.subscribe(request.body, { ip: request.ip, user, actor: actorOf(request) });
      },
    );
  });
}
