import { Form } from "react-router";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { LogInLink } from "../identity/log-in-link.tsx";
import type { FormErrors } from "./checkout-errors.ts";
import { StepSubmit } from "./step-submit.tsx";

export interface ContactStepProps {
  email: string | null;
  errors: FormErrors | null;
  typedEmail?: string | undefined;
  /** Where the sign-in link returns to. */
  returnTo: string;
}

/** A guest's e-mail for the order and its confirmation (spec 1 §6: checkout needs an e-mail). */
export function ContactStep({ email, errors, typedEmail, returnTo }: ContactStepProps) {
  return (
    <Form method="post" className="checkout-form" noValidate preventScrollReset>
      <p className="checkout-step-lede">
        We'll send your order confirmation here. Have an account?{" "}
        <LogInLink className="inline-link" fallbackHref={returnTo}>
          Log in
        </LogInLink>
      </p>
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        required
        defaultValue={typedEmail ?? email ?? ""}
        error={errors?.fields.email}
      />
      {errors?.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
      <StepSubmit intent="contact" label="Continue to shipping" busyLabel="Saving…" />
    </Form>
  );
}
