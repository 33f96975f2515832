import { ButtonLink } from "../../components/ui/button-link.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { WHOLESALE_PAGES } from "./wholesale-paths.ts";

/** What anyone but a business account sees of the wholesale collection (spec 1 §6): the way to request access. */
export function WholesaleRequestAccess({ message }: { message?: string | undefined }) {
  return (
    <div className="page-width status-page">
      <EmptyState
        eyebrow="Maison for Business"
        title="Wholesale is for approved business partners"
        headingLevel="h1"
        actions={
          <>
            <ButtonLink to={WHOLESALE_PAGES.signup}>Request access</ButtonLink>
            <ButtonLink to="/collections/new-arrivals" variant="secondary">
              Shop New Arrivals
            </ButtonLink>
          </>
        }
      >
        <p>{message ?? "The wholesale collection is for approved business partners. Request access to shop it."}</p>
        <p>Boutiques, resellers and department stores buy authenticated pre-owned luxury at wholesale prices, with business-only offers and filters.</p>
      </EmptyState>
    </div>
  );
}
