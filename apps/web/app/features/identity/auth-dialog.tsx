import { Link } from "react-router";
import { Dialog } from "../../components/ui/dialog.tsx";
import type { AuthModalEvent, AuthModalState } from "./auth-modal-state.ts";
import { canCloseAuthModal } from "./auth-modal-state.ts";
import type { AuthOutcome } from "./auth-outcome.ts";
import { EmailConfirmationStep } from "./email-confirmation-step.tsx";
import { LoginForm } from "./login-form.tsx";
import { SignupForm } from "./signup-form.tsx";

export interface AuthDialogProps {
  state: AuthModalState;
  dispatch: (event: AuthModalEvent) => void;
  /** A sign-in went through: by a straight login, or by confirming the e-mail. */
  onSignedIn: (via: "login" | "confirmation", firstName: string | null) => void;
  onClose: () => void;
}

const TITLES = {
  login: { eyebrow: "Welcome back", title: "Log In" },
  signup: { eyebrow: "Join Maison", title: "Create Account" },
  "confirm-email": { eyebrow: "One last step", title: "Confirm your e-mail" },
  success: { eyebrow: "Welcome to Maison", title: "You're signed in" },
} as const;

/** The login/signup modal: the form of its login type, then e-mail confirmation, then success. */
export function AuthDialog({ state, dispatch, onSignedIn, onClose }: AuthDialogProps) {
  const { step } = state;
  const heading = TITLES[step.kind === "form" ? step.mode : step.kind];

  const onOutcome = (outcome: Exclude<AuthOutcome, { kind: "failed" }>, email: string) => {
    if (outcome.kind === "confirmation-required") dispatch({ type: "confirmation-required", email });
    else onSignedIn(step.kind === "form" && step.mode === "signup" ? "confirmation" : "login", outcome.firstName);
  };

  return (
    <Dialog
      className="auth-dialog"
      eyebrow={heading.eyebrow}
      title={heading.title}
      dismissible={canCloseAuthModal(state)}
      onClose={onClose}
      focusKey={step.kind === "form" ? step.mode : step.kind}
    >
      {step.kind === "form" && step.mode === "login" ? (
        <LoginForm onOutcome={onOutcome} onSwitchToSignup={() => dispatch({ type: "switch-mode", mode: "signup" })} />
      ) : null}
      {step.kind === "form" && step.mode === "signup" ? (
        <SignupForm onOutcome={onOutcome} onSwitchToLogin={() => dispatch({ type: "switch-mode", mode: "login" })} />
      ) : null}
      {step.kind === "confirm-email" ? (
        <EmailConfirmationStep email={step.email} onConfirmed={(firstName) => onSignedIn("confirmation", firstName)} />
      ) : null}
      {step.kind === "success" ? (
        <div className="auth-form">
          <p className="auth-lede">
            {step.firstName ? `Thank you, ${step.firstName}. ` : "Thank you. "}
            Your e-mail address is confirmed and your account is ready: save favorites, follow new arrivals and sell with us.
          </p>
          <button type="button" className="button button-primary button-block" data-autofocus onClick={onClose}>
            Continue
          </button>
        </div>
      ) : null}
      {!state.dismissible && !state.signedIn ? (
        <p className="auth-way-out">
          <Link to="/" className="auth-link">
            Return to the shop
          </Link>
        </p>
      ) : null}
    </Dialog>
  );
}
