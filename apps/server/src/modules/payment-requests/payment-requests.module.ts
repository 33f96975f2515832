import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { PAYMENT_REQUEST_BINDING } from "./payment-request-binding.ts";
import { PaymentRequestService } from "./payment-request.service.ts";
import { paymentRequestsRoutes } from "./payment-requests.routes.ts";

export interface PaymentRequestsModuleServices {
  paymentRequests: PaymentRequestService;
}

/** Charges outside the cart, paid on a hosted page (decision 052). */
export function createPaymentRequestsModule(platform: Platform): AppModule<PaymentRequestsModuleServices> {
  const { db, clock, transitions, payments, idempotency, env } = platform;
  const paymentRequests = new PaymentRequestService(db, clock, transitions, payments, env.publicBaseUrl);
  return {
    name: "payment-requests",
    services: { paymentRequests },
    bindings: [PAYMENT_REQUEST_BINDING],
    apiRoutes: (api) => paymentRequestsRoutes(api, paymentRequests, idempotency),
  };
}
