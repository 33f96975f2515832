import { ButtonLink } from "../components/ui/button-link.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import type { Route } from "./+types/wholesale-partner-thank-you";

export const meta: Route.MetaFunction = () => [{ title: "Thank you for applying | Maison for Business" }, { name: "robots", content: "noindex" }];

/** `/wholesale-partner/thank-you` (spec 2 §2): after the business signup. */
export default function WholesalePartnerThankYou() {
  return (
    <div className="page-width status-page">
      <EmptyState
        eyebrow="Maison for Business"
        title="Thank you for applying"
        headingLevel="h1"
        actions={
          <>
            <ButtonLink to="/collections/new-arrivals">Shop New Arrivals</ButtonLink>
            <ButtonLink to="/my-account" variant="secondary">
              My Account
            </ButtonLink>
          </>
        }
      >
        <p>We received your application and resale certificate. Our team reviews every business by hand and usually decides within two business days.</p>
        <p>We will e-mail you as soon as it is decided; once approved, the wholesale collection opens to your account.</p>
      </EmptyState>
    </div>
  );
}
