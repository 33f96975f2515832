import { Link } from "react-router";
import { TICKETS_PAGE_SIZE } from "@maison/contracts/selling";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { Pagination } from "../features/catalog/pagination.tsx";
import { listTickets, needsSignIn } from "../features/selling/selling-api.server.ts";
import { SELLING_PAGES, submissionsPage } from "../features/selling/selling-paths.ts";
import { TicketList } from "../features/selling/ticket-list.tsx";
import "../features/selling/selling.css";
import type { Route } from "./+types/my-account-submissions";

export const meta: Route.MetaFunction = () => [{ title: "Submissions | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1);
  const outcome = await listTickets(context, request, page);
  if (needsSignIn(outcome)) return { kind: "signed-out" as const };
  if (!outcome.ok) return { kind: "failed" as const, message: outcome.error.message };
  return { kind: "list" as const, list: outcome.value, page, now: new Date().toISOString() };
}

export default function MyAccountSubmissions({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return null;
  const sellLink = (
    <Link to={SELLING_PAGES.sellNow} className="button button-primary">
      Sell a piece
    </Link>
  );
  if (loaderData.kind === "failed") {
    return (
      <AccountSection title="Submissions">
        <FormMessage tone="error">{loaderData.message}</FormMessage>
      </AccountSection>
    );
  }
  const { list, page, now } = loaderData;
  if (list.count === 0) {
    return (
      <EmptyState title="Nothing submitted yet" actions={sellLink}>
        <p>Tell us about a piece you own and see its value at once: an offer made from what pieces like it sold for.</p>
      </EmptyState>
    );
  }
  return (
    <AccountSection title="Submissions" description={`${list.count} ${list.count === 1 ? "submission" : "submissions"}. Offers stand for 7 days.`}>
      <TicketList tickets={list.tickets} now={new Date(now)} />
      <Pagination page={page} pageCount={Math.ceil(list.count / TICKETS_PAGE_SIZE)} hrefFor={submissionsPage} />
      <div className="sell-actions">{sellLink}</div>
    </AccountSection>
  );
}
