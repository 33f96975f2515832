import { useEffect } from "react";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useIdentity } from "../identity/identity-context.ts";
import { LogInLink } from "../identity/log-in-link.tsx";

/**
 * What an account page shows a visitor: an invitation to sign in, with the login modal opened
 * over it (not dismissible; spec 2 §2). Once signed in, the page data reloads and the page appears.
 */
export function SignInPrompt() {
  const { openAuth } = useIdentity();

  useEffect(() => {
    openAuth({ mode: "login", dismissible: false });
  }, [openAuth]);

  return (
    <div className="page-width status-page">
      <EmptyState
        eyebrow="My Account"
        title="Log in to your account"
        headingLevel="h1"
        actions={
          <>
            <LogInLink className="button button-primary">Log In</LogInLink>
            <LogInLink className="button button-secondary" mode="signup">
              Create Account
            </LogInLink>
          </>
        }
      >
        <p>Keep your details up to date, follow your purchases and sales, and see where you are signed in.</p>
      </EmptyState>
    </div>
  );
}
