import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { CommonErrorCode } from "@maison/contracts/error";
import { PaymentDeclineCode } from "@maison/contracts/payment";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import "../features/checkout/checkout.css";
import { formErrors } from "../features/checkout/checkout-errors.ts";
import { CARD_FIELD_ALIASES, CARD_FIELDS, cardValues, readPayment } from "../features/checkout/checkout-form-data.ts";
import { checkCard } from "../features/checkout/checkout-validation.ts";
import { getPaymentRequest, payPaymentRequest } from "../features/payment-requests/payment-request-api.server.ts";
import "../features/payment-requests/payment-request.css";
import { PaymentRequestPage, PaymentRequestUnavailable } from "../features/payment-requests/payment-request-page.tsx";
import type { Route } from "./+types/pay";

export const meta: Route.MetaFunction = () => [{ title: "Payment | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/pay/{token}`: a charge outside the cart (a loan's repayment, a return's shipping), for its signed-in customer only. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const outcome = await getPaymentRequest(context, request, params.token);
  if (!outcome.ok) {
    const returnTo = new URL(request.url).pathname;
    const signIn = outcome.status === 401;
    return data({ kind: signIn ? ("sign_in" as const) : ("not_found" as const), returnTo }, { status: signIn ? 401 : 404 });
  }
  return { kind: "request" as const, request: outcome.value, attemptKey: randomUUID(), testMode: process.env.NODE_ENV !== "production" };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const key = String(form.get("idempotency_key") ?? "") || randomUUID();
  const values = { name: String(form.get("name") ?? "") };
  const payment = readPayment(form);
  if (!payment.ok || !payment.request.payment) {
    const fields = { ...checkCard(cardValues(form), new Date()), ...(payment.ok ? {} : { exp: payment.message }) };
    return data({ errors: { code: PaymentDeclineCode.enum.invalid_expiry, fields, form: null }, values, attemptKey: key }, { status: 400 });
  }
  const outcome = await payPaymentRequest(context, request, params.token, { payment: payment.request.payment }, key);
  if (outcome.ok) return redirect(`/pay/${params.token}`);
  return data(
    {
      errors: formErrors(outcome.error, CARD_FIELDS, CARD_FIELD_ALIASES),
      values,
      // Only a call that got no answer may have done its work: retry it with the same key.
      attemptKey: outcome.status >= 500 || outcome.error.code === CommonErrorCode.enum.idempotency_request_in_progress ? key : randomUUID(),
    },
    { status: outcome.status >= 500 ? 502 : outcome.status },
  );
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind !== "request") return <PaymentRequestUnavailable kind={loaderData.kind} returnTo={loaderData.returnTo} />;
  return (
    <PaymentRequestPage
      request={loaderData.request}
      errors={actionData?.errors ?? null}
      attemptKey={actionData?.attemptKey ?? loaderData.attemptKey}
      typedName={actionData?.values.name}
      testMode={loaderData.testMode}
    />
  );
}
