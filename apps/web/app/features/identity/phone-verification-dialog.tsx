import { useEffect, useReducer, useState } from "react";
import { IDENTITY_MESSAGES, IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { SMS_CHECK_DELAY_MS, SMS_SUCCESS_RELOAD_MS } from "@maison/domain/identity/verification-code";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { IDENTITY_API } from "./identity-paths.ts";
import { isCodeComplete } from "./phone-code.ts";
import { PhoneCodeBoxes } from "./phone-code-boxes.tsx";
import { codeCheckOutcome, codeRequestOutcome } from "./phone-outcome.ts";
import {
  INITIAL_PHONE_VERIFICATION,
  phoneVerificationReducer,
  phoneVerificationView,
  submittedCode,
} from "./phone-verification-state.ts";

export interface PhoneVerificationDialogProps {
  /** The profile's main phone, where the code was sent. */
  phone: string;
  /** Whether a code was just texted; the modal can also open for a phone that never got one (show_sms_validation). */
  codeSent: boolean;
  onClose: () => void;
}

const TITLES = {
  confirm: "Verify your phone",
  error: IDENTITY_MESSAGES.pleaseTryAgainLater,
  progress: IDENTITY_MESSAGES.verificationInProgressTitle,
  success: IDENTITY_MESSAGES.verificationSuccessfulTitle,
} as const;

/**
 * The phone-code confirmation modal (spec 2 §2, §4, §5): four boxes, then progress for the 3-second
 * delayed check, then success (the page reloads after 3 s) or the error view.
 */
export function PhoneVerificationDialog({ phone, codeSent, onClose }: PhoneVerificationDialogProps) {
  const [state, dispatch] = useReducer(phoneVerificationReducer, INITIAL_PHONE_VERIFICATION);
  const [resent, setResent] = useState(false);
  const sent = codeSent || resent;
  const view = phoneVerificationView(state);

  useEffect(() => {
    if (view !== "progress") return;
    const code = submittedCode(state);
    const timer = window.setTimeout(async () => {
      const outcome = codeCheckOutcome(await callApi("POST", IDENTITY_API.phoneValidation, { code }));
      dispatch(outcome.ok ? { type: "checked", ok: true } : { type: "checked", ok: false, message: outcome.message });
    }, SMS_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
    // The check starts once per submission; `state` is read at that moment only.
  }, [view]);

  useEffect(() => {
    if (view !== "success") return;
    const timer = window.setTimeout(() => window.location.reload(), SMS_SUCCESS_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [view]);

  async function resend() {
    dispatch({ type: "resend" });
    const outcome = codeRequestOutcome(await callApi("POST", IDENTITY_API.phoneValidation, { phone, force_resend: true }));
    if (outcome.sent) setResent(true);
    dispatch(
      outcome.sent
        ? { type: "resent", ok: true, message: `${IDENTITY_SERVER_MESSAGES.codeSent} It went to ${phone}.` }
        : { type: "resent", ok: false, message: outcome.message },
    );
  }

  return (
    <Dialog
      className="phone-dialog"
      title={TITLES[view]}
      eyebrow={view === "confirm" ? "Phone number" : undefined}
      dismissible={view !== "progress"}
      onClose={onClose}
      focusKey={view}
      describedBy={`phone-dialog-${view}`}
    >
      {view === "confirm" ? (
        <form
          className="phone-form"
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            dispatch({ type: "submit" });
          }}
        >
          <p className="auth-lede" id="phone-dialog-confirm">
            {sent ? "Enter the 4-digit code we sent by text message to " : "Confirm your phone with a 4-digit code we text to "}
            <strong className="phone-number">{phone}</strong>.{sent ? null : " Ask for it below."}
          </p>
          <PhoneCodeBoxes digits={state.digits} onChange={(digits) => dispatch({ type: "edit", digits })} describedBy="phone-dialog-confirm" />
          {state.notice ? <FormMessage tone={state.notice.tone}>{state.notice.text}</FormMessage> : null}
          <button type="submit" className="button button-primary button-block" disabled={!isCodeComplete(state.digits)}>
            Verify
          </button>
          <p className="auth-switch">
            {sent ? "Didn't receive it? " : "No code yet? "}
            <button type="button" className="auth-link" onClick={resend} disabled={state.resending}>
              {state.resending ? "Sending…" : sent ? "Resend code" : "Send code"}
            </button>
          </p>
        </form>
      ) : null}
      {view === "progress" ? (
        <div className="phone-status" role="status">
          <span className="spinner" aria-hidden="true" />
          <p id="phone-dialog-progress">{IDENTITY_MESSAGES.verificationInProgressText}</p>
        </div>
      ) : null}
      {view === "success" ? (
        <div className="phone-status" role="status">
          <span className="phone-status-mark" aria-hidden="true">
            ✓
          </span>
          <p id="phone-dialog-success">
            <strong className="phone-number">{phone}</strong> is verified and associated with your account.
          </p>
          <p className="phone-status-note">This page will refresh in a moment.</p>
        </div>
      ) : null}
      {view === "error" ? (
        <div className="phone-form">
          <p className="auth-lede" id="phone-dialog-error">
            {state.error ?? "We could not verify your phone number."}
          </p>
          <button type="button" className="button button-primary button-block" onClick={() => dispatch({ type: "retry" })} data-autofocus>
            Try again
          </button>
          <p className="auth-switch">
            <button type="button" className="auth-link" onClick={resend}>
              Resend code
            </button>
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
