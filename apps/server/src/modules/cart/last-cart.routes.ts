import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorBody } from "@maison/contracts/error";
import { LastCartResponse, LastCartSaveRequest } from "@maison/contracts/cart";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import type { LastCartService } from "./last-cart.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The last cart (spec 1 §7): signed-in users only, each their own. */
export async function lastCartRoutes(api: ApiInstance, lastCarts: LastCartService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/last-cart/",
      {
        schema: {
          tags: ["cart"],
          summary: "The user's last cart {storefront_id, checkout_url}; both null when there is none.",
          response: { 200: LastCartResponse, ...REFUSALS },
        },
      },
      async (request) => lastCarts.lastCart(requireUser(request).userId),
    );

    scope.post(
      "/v6/last-cart/",
      {
        schema: {
          tags: ["cart"],
          summary: "Saves the user's current cart (theirs, or a visitor cart that becomes theirs) as their last cart.",
          body: LastCartSaveRequest,
          response: { 200: LastCartResponse, ...REFUSALS },
        },
      },
      async (request) => lastCarts.save(requireUser(request).userId, request.body.storefront_id),
    );
  });
}
