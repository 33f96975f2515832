import { collectionHref } from "@maison/domain/content/navigation";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { LogInLink } from "../identity/log-in-link.tsx";
import { CHECKOUT_PAGES } from "./checkout-paths.ts";

/** Why the checkout form cannot be shown. */
export type CheckoutStatus =
  | { kind: "not_found" }
  | { kind: "sign_in"; returnTo: string }
  | { kind: "not_yours" }
  | { kind: "empty" }
  | { kind: "completed"; orderHref: string | null };

const shopLink = <ButtonLink to={collectionHref("new-arrivals")}>Shop New Arrivals</ButtonLink>;

/** A checkout that is unknown, someone else's, empty or already placed, said plainly with a way on. */
export function CheckoutStatusPage({ status }: { status: CheckoutStatus }) {
  return (
    <div className="page-width status-page">{content(status)}</div>
  );
}

function content(status: CheckoutStatus) {
  switch (status.kind) {
    case "not_found":
      return (
        <EmptyState eyebrow="Checkout" title="We couldn't find this checkout" headingLevel="h1" actions={shopLink}>
          <p>The link may be incomplete, or the bag it belonged to has gone. Your bag is always one click away in the header.</p>
        </EmptyState>
      );
    case "sign_in":
      return (
        <EmptyState
          eyebrow="Checkout"
          title="Log in to check out"
          headingLevel="h1"
          actions={
            <LogInLink className="button button-primary" fallbackHref={status.returnTo}>
              Log In
            </LogInLink>
          }
        >
          <p>This bag belongs to an account. Log in to finish your order.</p>
        </EmptyState>
      );
    case "not_yours":
      return (
        <EmptyState eyebrow="Checkout" title="This bag belongs to another account" headingLevel="h1" actions={shopLink}>
          <p>Log out and in again with the account that filled it, or start your own bag.</p>
        </EmptyState>
      );
    case "empty":
      return (
        <EmptyState
          eyebrow="Checkout"
          title="Your bag is empty"
          headingLevel="h1"
          actions={
            <>
              {shopLink}
              <ButtonLink to={CHECKOUT_PAGES.cart} variant="secondary">
                View bag
              </ButtonLink>
            </>
          }
        >
          <p>There is nothing to check out yet. Each piece is one of a kind: when you find yours, it waits here.</p>
        </EmptyState>
      );
    case "completed":
      return (
        <EmptyState
          eyebrow="Checkout"
          title="This order has been placed"
          headingLevel="h1"
          actions={
            <>
              {status.orderHref ? <ButtonLink to={status.orderHref}>View your order</ButtonLink> : null}
              <ButtonLink to={collectionHref("new-arrivals")} variant={status.orderHref ? "secondary" : "primary"}>
                Continue shopping
              </ButtonLink>
            </>
          }
        >
          <p>
            {status.orderHref
              ? "Thank you: this bag has already been checked out."
              : "Thank you: this bag has already been checked out. Your confirmation e-mail holds a link to your order."}
          </p>
        </EmptyState>
      );
  }
}
