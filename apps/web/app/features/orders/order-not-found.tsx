import { collectionHref } from "@maison/domain/content/navigation";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { LogInLink } from "../identity/log-in-link.tsx";

/** An order that cannot be shown: a visitor is asked to log in, anyone else told it is not theirs to see. */
export function OrderUnavailable({ kind, returnTo }: { kind: "sign_in" | "not_found"; returnTo: string }) {
  return (
    <div className="page-width status-page">
      {kind === "sign_in" ? (
        <EmptyState
          eyebrow="Your order"
          title="Log in to see this order"
          headingLevel="h1"
          actions={
            <LogInLink className="button button-primary" fallbackHref={returnTo}>
              Log In
            </LogInLink>
          }
        >
          <p>Orders placed with an account are shown to that account. Orders placed as a guest open from the link in their confirmation e-mail.</p>
        </EmptyState>
      ) : (
        <EmptyState
          eyebrow="Your order"
          title="We couldn't find this order"
          headingLevel="h1"
          actions={<ButtonLink to={collectionHref("new-arrivals")}>Continue shopping</ButtonLink>}
        >
          <p>
            The link may be incomplete, or the order belongs to another account. Open it from your confirmation e-mail, or log in with the
            account that placed it.
          </p>
        </EmptyState>
      )}
    </div>
  );
}
