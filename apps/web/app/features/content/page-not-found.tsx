import { collectionHref } from "@maison/domain/content/navigation";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";

/** The designed 404: said plainly, with a way back into the collection. */
export function PageNotFound({ message }: { message?: string }) {
  return (
    <div className="page-width status-page">
      <EmptyState
        eyebrow="Error 404"
        title="We couldn't find that page"
        headingLevel="h1"
        actions={
          <>
            <ButtonLink to={collectionHref("new-arrivals")}>Shop New Arrivals</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Return home
            </ButtonLink>
          </>
        }
      >
        <p>{message ?? "The page may have moved, or the piece you were looking for has found its new owner."}</p>
      </EmptyState>
    </div>
  );
}
