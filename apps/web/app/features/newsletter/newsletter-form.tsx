import { useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { EmailField } from "../../components/ui/email-field.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { NEWSLETTER_SUPPRESSED_KEY } from "./newsletter-offer.ts";

/** The e-mail check and the call, loaded with the first submit (decision 084). */
const loadSubmit = () => import("./newsletter-submit.ts");
const THANK_YOU = "Thank you. You're on the list for new arrivals and private sales.";

export interface NewsletterFormProps {
  /** Ask for a phone as well (optional, spec 2 §5). */
  withPhone?: boolean;
  variant: "footer" | "dialog";
  onSubscribed?: () => void;
}

/**
 * The newsletter sign-up of the footer and of the newsletter modal. The e-mail must pass the e-mail
 * check (spec 2 §5) before anything is sent; a subscription also stops the modal from offering itself.
 */
export function NewsletterForm({ withPhone = false, variant, onSubscribed }: NewsletterFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const labelId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { emailError, subscribe } = await loadSubmit();
    const problem = emailError(email);
    flushSync(() => {
      setError(problem);
      setResult(null);
    });
    if (problem) {
      console.info("newsletter sign-up not sent: the e-mail did not pass the check", problem);
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    const outcome = await subscribe(email, phone);
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.field === "email") setError(outcome.message);
      else setResult({ tone: "error", text: outcome.message });
      return;
    }
    localStorage.setItem(NEWSLETTER_SUPPRESSED_KEY, "subscribed");
    setResult({ tone: "success", text: outcome.message ?? THANK_YOU });
    setEmail("");
    setPhone("");
    onSubscribed?.();
  }

  if (variant === "dialog" && result?.tone === "success") {
    return <FormMessage tone="success">{result.text}</FormMessage>;
  }

  return (
    <form
      ref={formRef}
      className={`newsletter-form newsletter-form-${variant}`}
      method="post"
      noValidate
      aria-labelledby={variant === "footer" ? labelId : undefined}
      onSubmit={submit}
    >
      {variant === "footer" ? (
        <p className="visually-hidden" id={labelId}>
          Newsletter sign-up
        </p>
      ) : null}
      <div className="newsletter-fields">
        <EmailField
          value={email}
          onValueChange={setEmail}
          error={error}
          data-autofocus={variant === "dialog" ? true : undefined}
        />
        {withPhone ? (
          <TextField
            label="Mobile phone (optional)"
            type="tel"
            name="phone"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            hint="For text alerts on pieces you love. Message rates may apply."
          />
        ) : null}
        <button type="submit" className="button button-primary newsletter-submit" disabled={busy || !hydrated}>
          {busy ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
    </form>
  );
}
