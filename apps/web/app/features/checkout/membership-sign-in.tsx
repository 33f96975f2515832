import { LogInLink } from "../identity/log-in-link.tsx";

/** The server's word for a guest checking out a membership (decision 030). */
export const MEMBERSHIP_SIGN_IN_MESSAGE = "Please log in to join the membership.";

/**
 * Shown above the steps when the checkout holds a membership line and nobody is signed in: the
 * membership's credit and renewals belong to an account, so the order cannot be placed as a guest.
 * After the sign-in the page data is read again and the notice goes.
 */
export function MembershipSignIn({ returnTo }: { returnTo: string }) {
  return (
    <section className="checkout-sign-in" aria-labelledby="checkout-sign-in-title">
      <h2 id="checkout-sign-in-title" className="checkout-sign-in-title">
        Your membership needs an account
      </h2>
      <p>{MEMBERSHIP_SIGN_IN_MESSAGE} Your contributions become store credit in your account, and renewals use the card you save there.</p>
      <div className="checkout-sign-in-actions">
        <LogInLink className="button button-primary" fallbackHref={returnTo}>
          Log In
        </LogInLink>
        <LogInLink className="button button-secondary" mode="signup" fallbackHref={returnTo}>
          Create an account
        </LogInLink>
      </div>
    </section>
  );
}
