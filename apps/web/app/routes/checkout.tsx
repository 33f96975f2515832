import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { SUBSCRIPTION_CONSENT_FIELD } from "@maison/domain/membership/subscription-consent";
import { CheckoutErrorCode, ShippingMethodHandle } from "@maison/contracts/checkout";
import { CommonErrorCode } from "@maison/contracts/error";
import { PaymentDeclineCode } from "@maison/contracts/payment";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import "../features/checkout/checkout.css";
import {
  completeCheckout,
  getCheckout,
  getSavedAddresses,
  putContact,
  putShippingAddress,
  putShippingMethod,
  type ApiOutcome,
} from "../features/checkout/checkout-api.server.ts";
import type { CheckoutActionData } from "../features/checkout/checkout-action-data.ts";
import { formErrors, NO_ERRORS } from "../features/checkout/checkout-errors.ts";
import { ADDRESS_FIELDS, addressValues, CARD_FIELD_ALIASES, CARD_FIELDS, cardValues, readIntent, readPayment, readShippingAddress } from "../features/checkout/checkout-form-data.ts";
import { checkCard } from "../features/checkout/checkout-validation.ts";
import { CheckoutPage } from "../features/checkout/checkout-page.tsx";
import { CHECKOUT_PAGES } from "../features/checkout/checkout-paths.ts";
import { CheckoutStatusPage, type CheckoutStatus } from "../features/checkout/checkout-status-page.tsx";
import { isCheckoutEmpty, soldProductIdOf, statusForFailure } from "../features/checkout/checkout-state.ts";
import { parseStep } from "../features/checkout/checkout-steps.ts";
import type { Route } from "./+types/checkout";

const METHOD_REQUIRED = "Please choose a shipping method.";

export const meta: Route.MetaFunction = () => [{ title: "Checkout | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const outcome = await getCheckout(context, request, params.token);
  if (!outcome.ok) return statusPage(statusForFailure(outcome, new URL(request.url).pathname));
  const checkout = outcome.value;
  if (checkout.state === "completed") {
    const orderHref = checkout.signed_in && checkout.order_id ? `/orders/${checkout.order_id}` : null;
    return statusPage({ kind: "completed", orderHref }, 200);
  }
  if (isCheckoutEmpty(checkout)) return statusPage({ kind: "empty" }, 200);
  const savedAddresses = checkout.signed_in ? await getSavedAddresses(context, request) : [];
  return {
    kind: "checkout" as const,
    checkout,
    savedAddresses,
    requestedStep: parseStep(new URL(request.url).searchParams.get("step")),
    // One key per attempt at placing the order: a double submit or a retry of this page's form sends it again.
    attemptKey: randomUUID(),
    testMode: process.env.NODE_ENV !== "production",
  };
}

function statusPage(status: CheckoutStatus, httpStatus = status.kind === "not_found" ? 404 : status.kind === "not_yours" ? 403 : 401) {
  return data({ kind: "status" as const, status }, { status: httpStatus });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = readIntent(form);
  const token = params.token;
  const back = () => redirect(CHECKOUT_PAGES.checkout(token));

  if (intent === "contact") {
    const email = String(form.get("email") ?? "");
    const outcome = await putContact(context, request, token, { email });
    return outcome.ok ? back() : failed(outcome, { intent, errors: formErrors(outcome.error, ["email"]), values: { email } });
  }
  if (intent === "address") {
    const outcome = await putShippingAddress(context, request, token, readShippingAddress(form));
    return outcome.ok ? back() : failed(outcome, { intent, errors: formErrors(outcome.error, ADDRESS_FIELDS), values: addressValues(form) });
  }
  if (intent === "method") {
    const handle = ShippingMethodHandle.safeParse(form.get("handle"));
    if (!handle.success) {
      return data(actionData({ intent, errors: { code: CheckoutErrorCode.enum.shipping_method_required, fields: { handle: METHOD_REQUIRED }, form: null }, values: {} }), { status: 400 });
    }
    const outcome = await putShippingMethod(context, request, token, { handle: handle.data });
    return outcome.ok ? back() : failed(outcome, { intent, errors: formErrors(outcome.error, ["handle"]), values: {} });
  }
  if (intent === "complete") {
    const key = String(form.get("idempotency_key") ?? "") || randomUUID();
    const values = { name: String(form.get("name") ?? "") };
    const payment = readPayment(form);
    if (!payment.ok) {
      // The card cannot be sent without a readable expiry: say what else is wrong with it too.
      const fields = { ...checkCard(cardValues(form), new Date()), exp: payment.message };
      return data(actionData({ intent, errors: { code: PaymentDeclineCode.enum.invalid_expiry, fields, form: null }, values, attemptKey: key }), { status: 400 });
    }
    const outcome = await completeCheckout(context, request, token, payment.request, key);
    if (outcome.ok) return redirect(outcome.value.thank_you_url);
    // Placed already (by an earlier attempt): the page says so and leads to the order.
    if (outcome.error.code === CheckoutErrorCode.enum.checkout_completed) return back();
    return failed(outcome, {
      intent,
      errors: formErrors(outcome.error, [...CARD_FIELDS, SUBSCRIPTION_CONSENT_FIELD], CARD_FIELD_ALIASES),
      values,
      soldProductId: soldProductIdOf(outcome.error),
      // Only a call that got no answer may have done its work: retry it with the same key. Any answer is final for its key.
      attemptKey: outcome.status >= 500 || outcome.error.code === CommonErrorCode.enum.idempotency_request_in_progress ? key : randomUUID(),
    });
  }
  return data(actionData({ intent: "contact", errors: { ...NO_ERRORS, form: "Please try that again." }, values: {} }), { status: 400 });
}

function actionData(partial: Pick<CheckoutActionData, "intent" | "errors" | "values"> & Partial<CheckoutActionData>): CheckoutActionData {
  return { soldProductId: null, attemptKey: null, ...partial };
}

/** A step the API refused: its errors beside the form, with the API's status (a 5xx is ours to own as 502). */
function failed(outcome: Extract<ApiOutcome<unknown>, { ok: false }>, partial: Parameters<typeof actionData>[0]) {
  return data(actionData(partial), { status: outcome.status >= 500 ? 502 : outcome.status });
}

export default function Checkout({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.kind === "status") return <CheckoutStatusPage status={loaderData.status} />;
  return (
    <CheckoutPage
      token={params.token}
      checkout={loaderData.checkout}
      savedAddresses={loaderData.savedAddresses}
      requestedStep={loaderData.requestedStep}
      attemptKey={actionData?.attemptKey ?? loaderData.attemptKey}
      testMode={loaderData.testMode}
      actionData={actionData}
    />
  );
}
