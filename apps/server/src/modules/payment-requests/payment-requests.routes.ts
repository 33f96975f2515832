import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import { PaymentRequestPayBody, PaymentRequestToken, PaymentRequestView } from "@maison/contracts/payment-request";
import type { ApiInstance } from "../../http/api-scope.ts";
import { actorOf } from "../../http/actor.ts";
import { requireUser } from "../../http/auth.ts";
import { IDEMPOTENCY_HEADER, replyIdempotently, type IdempotencyStore } from "../../http/idempotency.ts";
import type { PaymentRequestService } from "./payment-request.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ["payment-requests"];
const Params = z.object({ token: PaymentRequestToken });
const PayHeaders = z.object({
  "idempotency-key": z.string().optional().describe("Required: the same key replays the first answer and never charges twice."),
});

/** A payment request's hosted page reads and pays it here (decision 052); only its customer may. */
export async function paymentRequestsRoutes(api: ApiInstance, requests: PaymentRequestService, idempotency: IdempotencyStore): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.get(
      "/payment-requests/:token/",
      { schema: { tags, summary: "A charge outside the cart the signed-in customer is asked to pay.", params: Params, response: { 200: PaymentRequestView, ...REFUSALS } } },
      async (request) => requests.get(requireUser(request).userId, request.params.token),
    );
    scope.post(
      "/payment-requests/:token/pay/",
      {
        schema: {
          tags,
          summary: "Pays the request by card, once: publishes payment_request.paid for the module that asked.",
          params: Params,
          headers: PayHeaders,
          body: PaymentRequestPayBody,
          response: { 200: PaymentRequestView, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return (await replyIdempotently(idempotency, request, reply, { route: "payment-requests.pay", required: true, subject: request.params.token }, async () => ({
          body: await requests.pay(user.userId, actorOf(request), request.params.token, request.body.payment, [request.headers[IDEMPOTENCY_HEADER]].flat()[0] ?? ""),
        }))) as PaymentRequestView;
      },
    );
  });
}
