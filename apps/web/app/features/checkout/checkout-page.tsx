import type { Address } from "@maison/contracts/address";
import { CheckoutErrorCode, type CheckoutState } from "@maison/contracts/checkout";
import { AddressStep } from "./address-step.tsx";
import { errorsFor, type CheckoutActionData } from "./checkout-action-data.ts";
import { addressLines, formatShippingPrice } from "./checkout-format.ts";
import { CHECKOUT_PAGES } from "./checkout-paths.ts";
import { CheckoutProgressList } from "./checkout-progress-list.tsx";
import { checkoutProgress, soldItem } from "./checkout-state.ts";
import { CheckoutStepSection } from "./checkout-step-section.tsx";
import { stepStates, type CheckoutStep, type StepState } from "./checkout-steps.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { ContactStep } from "./contact-step.tsx";
import { MethodStep } from "./method-step.tsx";
import { MembershipSignIn } from "./membership-sign-in.tsx";
import { PaymentStep } from "./payment-step.tsx";

export interface CheckoutPageProps {
  token: string;
  checkout: CheckoutState;
  savedAddresses: Address[];
  requestedStep: CheckoutStep | null;
  attemptKey: string;
  testMode: boolean;
  actionData: CheckoutActionData | undefined;
}

/** The hosted checkout: its steps on the left, one open at a time, and the order summary beside them. */
export function CheckoutPage({ token, checkout, savedAddresses, requestedStep, attemptKey, testMode, actionData }: CheckoutPageProps) {
  // A step whose form came back with an error stays open, whatever the query says.
  const failedStep: CheckoutStep | null = actionData
    ? ({ contact: "contact", address: "address", method: "method", complete: "payment" } as const)[actionData.intent]
    : null;
  const steps = stepStates(checkoutProgress(checkout), failedStep ?? requestedStep);
  const state = (step: CheckoutStep) => steps.find((s) => s.step === step) as StepState;
  const ships = checkout.requires_shipping;
  const change = (step: CheckoutStep) => CHECKOUT_PAGES.step(token, step);
  const method = checkout.shipping_methods.find((m) => m.handle === checkout.shipping_method);
  const soldProductId = actionData?.soldProductId ?? null;
  const sold = actionData?.errors.code === CheckoutErrorCode.enum.item_already_sold ? (soldItem(checkout, soldProductId) ?? { vendor: "", title: "A piece in your bag" }) : null;

  return (
    <div className="page-width checkout-page">
      <header className="checkout-header">
        <p className="eyebrow">Secure checkout</p>
        <h1 className="checkout-title">Checkout</h1>
        <CheckoutProgressList steps={steps} />
      </header>
      <div className="checkout-layout">
        <div className="checkout-steps">
          {checkout.missing.includes("sign_in") ? <MembershipSignIn returnTo={CHECKOUT_PAGES.checkout(token)} /> : null}
          <CheckoutStepSection
            state={state("contact")}
            changeHref={checkout.signed_in ? undefined : change("contact")}
            summary={<p>{checkout.signed_in ? `Signed in as ${checkout.email ?? ""}` : checkout.email}</p>}
          >
            <ContactStep email={checkout.email} errors={errorsFor(actionData, "contact")} typedEmail={actionData?.values.email} returnTo={CHECKOUT_PAGES.checkout(token)} />
          </CheckoutStepSection>

          {ships ? (
            <>
              <CheckoutStepSection
                state={state("address")}
                changeHref={change("address")}
                summary={checkout.shipping_address ? <p>{addressLines(checkout.shipping_address).join(", ")}</p> : null}
              >
                <AddressStep
                  current={checkout.shipping_address}
                  currentId={checkout.shipping_address_id}
                  saved={savedAddresses}
                  errors={errorsFor(actionData, "address")}
                  typed={actionData?.intent === "address" ? actionData.values : null}
                />
              </CheckoutStepSection>

              <CheckoutStepSection
                state={state("method")}
                changeHref={change("method")}
                summary={
                  method ? (
                    <p>
                      {method.title} · {method.delivery_estimate} · {formatShippingPrice(method.price_cents)}
                    </p>
                  ) : null
                }
              >
                <MethodStep
                  methods={checkout.shipping_methods}
                  chosen={checkout.shipping_method}
                  refusal={checkout.shipping_error}
                  errors={errorsFor(actionData, "method")}
                  changeAddressHref={change("address")}
                />
              </CheckoutStepSection>
            </>
          ) : null}

          <CheckoutStepSection state={state("payment")}>
            <PaymentStep
              checkout={checkout}
              errors={errorsFor(actionData, "complete")}
              attemptKey={attemptKey}
              typedName={actionData?.intent === "complete" ? actionData.values.name : undefined}
              testMode={testMode}
              soldItem={sold}
              cartHref={CHECKOUT_PAGES.cart}
            />
          </CheckoutStepSection>
        </div>
        <CheckoutSummary checkout={checkout} soldProductId={soldProductId} />
      </div>
    </div>
  );
}
