import { ButtonLink } from "../../components/ui/button-link.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";

export const GENERIC_ERROR_MESSAGE =
  "Something went wrong on our side. We've sent the issue to our team. Please, try again later!";

/** The designed error state for failures that are ours, not the shopper's. */
export function PageError({ message = GENERIC_ERROR_MESSAGE }: { message?: string }) {
  return (
    <div className="page-width status-page">
      <EmptyState
        eyebrow="Temporarily unavailable"
        title="We'll be right back"
        headingLevel="h1"
        actions={
          <ButtonLink to="/" variant="secondary">
            Return home
          </ButtonLink>
        }
      >
        <p>{message}</p>
      </EmptyState>
    </div>
  );
}
