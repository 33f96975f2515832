import { Form } from "react-router";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { LogInLink } from "../identity/log-in-link.tsx";
import type { FormErrors } from "./checkout-errors.ts";
import { checkContact } from "./checkout-validation.ts";
import { StepSubmit } from "./step-submit.tsx";
import { useStepErrors } from "./use-step-errors.ts";

export interface ContactStepProps {
  email: string | null;
  errors: FormErrors | null;
  typedEmail?: string | undefined;
  /** Where the sign-in link returns to. */
  returnTo: string;
}

const EMAIL_ID = "checkout-email";

/** A guest's e-mail for the order and its confirmation (spec 1 §6: checkout needs an e-mail). */
export function ContactStep({ email, errors, typedEmail, returnTo }: ContactStepProps) {
  const step = useStepErrors(errors);
  const check = (form: FormData) => checkContact(String(form.get("email") ?? ""));
  return (
    <Form method="post" className="checkout-form" noValidate preventScrollReset ref={step.formRef} onSubmit={step.checkOnSubmit(check)}>
      <ErrorSummary items={step.summary(["email"], () => "E-mail", () => EMAIL_ID)} />
      <p className="checkout-step-lede">
        We'll send your order confirmation here. Have an account?{" "}
        <LogInLink className="inline-link" fallbackHref={returnTo}>
          Log in
        </LogInLink>
      </p>
      <TextField
        id={EMAIL_ID}
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        required
        defaultValue={typedEmail ?? email ?? ""}
        error={step.fields.email}
      />
      {step.form ? <FormMessage tone="error">{step.form}</FormMessage> : null}
      <StepSubmit intent="contact" label="Continue to shipping" busyLabel="Saving…" />
    </Form>
  );
}
