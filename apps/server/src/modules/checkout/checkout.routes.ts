import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CheckoutCompleteRequest,
  CheckoutCompleteResponse,
  CheckoutContactUpdate,
  CheckoutParams,
  CheckoutShippingAddressUpdate,
  CheckoutShippingMethodUpdate,
  CheckoutState,
} from "@maison/contracts/checkout";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { IDEMPOTENCY_HEADER, replyIdempotently, type IdempotencyStore } from "../../http/idempotency.ts";
import { actorOf } from "../../http/actor.ts";
import { buyerOf } from "./checkout-buyer.ts";
import type { CheckoutService } from "./checkout.service.ts";
import type { OrderPlacementService } from "./order-placement.service.ts";

/** Shown in the API description; a missing key is refused by replyIdempotently with field "Idempotency-Key". */
const CompleteHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, "must be 1 to 255 visible characters")
    .optional()
    .describe("Required: the same key replays the first answer; another body under it is a 422."),
});

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

/** The hosted checkout's REST calls (packages/contracts/src/checkout.ts). */
export async function checkoutRoutes(api: ApiInstance, checkout: CheckoutService, placement: OrderPlacementService, idempotency: IdempotencyStore): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const tags = ["checkout"];

    scope.get(
      "/checkout/:token/",
      { schema: { tags, summary: "The checkout of a cart: lines, contact, address, shipping methods, totals.", params: CheckoutParams, response: { 200: CheckoutState, ...REFUSALS } } },
      async (request) => checkout.get(request.params.token, buyerOf(request)),
    );

    scope.put(
      "/checkout/:token/contact/",
      { schema: { tags, summary: "The guest's e-mail.", params: CheckoutParams, body: CheckoutContactUpdate, response: { 200: CheckoutState, ...REFUSALS } } },
      async (request) => checkout.updateContact(request.params.token, buyerOf(request), request.body.email),
    );

    scope.put(
      "/checkout/:token/shipping-address/",
      {
        schema: {
          tags,
          summary: "A shipping address: its fields, or {address_id} of a saved one.",
          params: CheckoutParams,
          body: CheckoutShippingAddressUpdate,
          response: { 200: CheckoutState, ...REFUSALS },
        },
      },
      async (request) => checkout.updateShippingAddress(request.params.token, buyerOf(request), request.body),
    );

    scope.put(
      "/checkout/:token/shipping-method/",
      { schema: { tags, summary: "Chooses a shipping method by handle.", params: CheckoutParams, body: CheckoutShippingMethodUpdate, response: { 200: CheckoutState, ...REFUSALS } } },
      async (request) => checkout.updateShippingMethod(request.params.token, buyerOf(request), request.body.handle),
    );

    scope.post(
      "/checkout/:token/complete/",
      {
        schema: {
          tags,
          summary:
            "Places the order (Idempotency-Key header required): holds the items, pays, writes the order. The same key replays the first answer; another body under it is a 422.",
          params: CheckoutParams,
          headers: CompleteHeaders,
          body: CheckoutCompleteRequest,
          response: { 200: CheckoutCompleteResponse, ...REFUSALS },
        },
      },
      async (request, reply) =>
        (await replyIdempotently(idempotency, request, reply, { route: "checkout.complete", required: true, subject: request.params.token }, async () => ({
          body: await placement.place({
            token: request.params.token,
            buyer: buyerOf(request),
            idempotencyKey: [request.headers[IDEMPOTENCY_HEADER]].flat()[0] ?? "",
            payment: request.body.payment,
            ...(request.body.subscription_consent !== undefined ? { subscriptionConsent: request.body.subscription_consent } : {}),
            actor: actorOf(request, request.params.token),
          }),
        }))) as CheckoutCompleteResponse,
    );
  });
}
