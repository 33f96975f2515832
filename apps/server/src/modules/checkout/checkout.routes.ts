import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { buyerOf } from "./checkout-buyer.ts";
import { checkoutErrors } from "./checkout-errors.ts";
import type { CheckoutService } from "./checkout.service.ts";
import type { OrderPlacementService } from "./order-placement.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,255}$/;

/** The hosted checkout's REST calls (packages/contracts/src/checkout.ts). */
export async function checkoutRoutes(api: ApiInstance, checkout: CheckoutService, placement: OrderPlacementService): Promise<void> {
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
          summary: "Places the order (Idempotency-Key header required): holds the items, pays, writes the order.",
          params: CheckoutParams,
          body: CheckoutCompleteRequest,
          response: { 200: CheckoutCompleteResponse, ...REFUSALS },
        },
      },
      async (request) => {
        const key = request.headers["idempotency-key"];
        if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) throw checkoutErrors.idempotencyKeyRequired();
        return placement.place({ token: request.params.token, buyer: buyerOf(request), idempotencyKey: key, payment: request.body.payment });
      },
    );
  });
}
