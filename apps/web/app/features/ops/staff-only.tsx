import { EmptyState } from "../../components/ui/empty-state.tsx";
import { LogInLink } from "../identity/log-in-link.tsx";

/** What the console shows anyone who is not staff (or lacks the screen's permission): a plain 403. */
export function StaffOnly({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <div className="page-width status-page">
      <EmptyState
        eyebrow="Back office"
        title="Staff only"
        headingLevel="h1"
        actions={signedIn ? <a className="button button-secondary" href="/">Back to the shop</a> : <LogInLink className="button button-primary">Log In</LogInLink>}
      >
        <p>{message}</p>
      </EmptyState>
    </div>
  );
}
