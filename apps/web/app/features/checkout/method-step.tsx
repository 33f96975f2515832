import type { CheckoutState } from "@maison/contracts/checkout";
import { Form, Link } from "react-router";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { formatForeignFee, formatShippingPrice } from "./checkout-format.ts";
import type { FormErrors } from "./checkout-errors.ts";
import { CHECKOUT_PAGES } from "./checkout-paths.ts";
import { StepSubmit } from "./step-submit.tsx";

export interface MethodStepProps {
  methods: CheckoutState["shipping_methods"];
  chosen: CheckoutState["shipping_method"];
  /** Why nothing can ship to the address, as the API says it. */
  refusal: CheckoutState["shipping_error"];
  errors: FormErrors | null;
  changeAddressHref: string;
}

/** The methods the API offers for this address and these pieces, with price and delivery estimate (spec 2 §9). */
export function MethodStep({ methods, chosen, refusal, errors, changeAddressHref }: MethodStepProps) {
  if (methods.length === 0) {
    return (
      <div className="checkout-form">
        <FormMessage tone="error">{refusal?.message ?? "No shipping method can deliver this order to the address given."}</FormMessage>
        <p className="checkout-step-lede">
          <Link className="inline-link" to={changeAddressHref} preventScrollReset>
            Use another shipping address
          </Link>{" "}
          or remove the piece that cannot travel from{" "}
          <Link className="inline-link" to={CHECKOUT_PAGES.cart}>
            your bag
          </Link>
          .
        </p>
      </div>
    );
  }
  const selected = chosen ?? methods[0]?.handle;
  const errorId = errors?.fields.handle ? "shipping-method-error" : undefined;
  return (
    <Form method="post" className="checkout-form" noValidate preventScrollReset>
      <fieldset className="choice-list" aria-describedby={errorId}>
        <legend className="visually-hidden">Shipping method</legend>
        {methods.map((method) => (
          <label className="choice" key={method.handle}>
            <input type="radio" name="handle" value={method.handle} defaultChecked={selected === method.handle} className="choice-input" />
            <span className="choice-text">
              <span className="choice-title">{method.title}</span>
              <span className="choice-detail">{method.delivery_estimate}</span>
              {method.duties_fee ? (
                <span className="choice-detail">
                  Excludes taxes and customs: a duties fee of about {formatForeignFee(method.duties_fee.currency, method.duties_fee.amount_minor)} is
                  paid to the carrier on delivery.
                </span>
              ) : null}
            </span>
            <span className="choice-price">{formatShippingPrice(method.price_cents)}</span>
          </label>
        ))}
      </fieldset>
      {errors?.fields.handle ? (
        <p className="field-error" id={errorId}>
          {errors.fields.handle}
        </p>
      ) : null}
      {errors?.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
      <StepSubmit intent="method" label="Continue to payment" busyLabel="Saving…" />
    </Form>
  );
}
