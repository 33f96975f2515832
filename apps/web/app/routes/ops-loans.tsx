import { useNavigation } from "react-router";
import { FormMessage } from "../components/ui/form-message.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { LoanQueueNav, OpsLoanCards } from "../features/loans/ops-loan-cards.tsx";
import { loadOpsLoans, loanQueueOf, performLoanAction } from "../features/loans/ops-loans-api.server.ts";
import "../styles/ops-orders.css";
import "../styles/ops-submissions.css";
import "../features/loans/loans.css";
import type { Route } from "./+types/ops-loans";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.label ?? "Loans"} | Loans | Maison back office` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

const EMPTY = {
  to_fund: "No piece is on its way for a loan.",
  funded: "No loan is running.",
  to_ship_back: "No repaid loan waits for its piece to ship back.",
  forfeited: "No forfeited piece waits to be listed.",
  closed: "No closed loan yet.",
} as const;

const DONE = { fund: "The loan is funded and the borrower is paid.", ship_back: "The piece is on its way back to the borrower." } as const;

/** `/ops/loans?queue=`: pieces to receive and fund, running loans, repaid loans to ship back, forfeitures to list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await loadOpsLoans(context, request, loanQueueOf(request));
  const done = new URL(request.url).searchParams.get("done");
  return { list, label: list.queues.find((q) => q.key === list.queue)?.label ?? "Loans", done: done === "fund" || done === "ship_back" ? (done as keyof typeof DONE) : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return performLoanAction(context, request);
}

export default function OpsLoans({ loaderData, actionData }: Route.ComponentProps) {
  const { list, label, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="ops-loans-title">
      <h1 id="ops-loans-title" className="ops-title">
        Loans
      </h1>
      <LoanQueueNav list={list} />
      {done && !actionData ? <FormMessage tone="success">{DONE[done]}</FormMessage> : null}
      {actionData && actionData.loanId === null ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
      <p className="ops-count" role="status">
        {label}: {list.loans.length === 1 ? "1 loan" : `${list.loans.length} loans`}
      </p>
      {list.loans.length === 0 ? <p className="ops-empty ops-orders-empty">{EMPTY[list.queue]}</p> : <OpsLoanCards loans={list.loans} busy={busy} failure={actionData ?? null} />}
    </section>
  );
}
