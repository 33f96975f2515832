import { Link, redirect, useNavigation } from "react-router";
import { FormMessage } from "../components/ui/form-message.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { BorrowPanel, type BorrowFailure } from "../features/loans/borrow-panel.tsx";
import { LoanList } from "../features/loans/loan-list.tsx";
import { LOAN_TERMS_SENTENCE } from "../features/loans/loan-terms-table.tsx";
import { createLoan, listLoans, markShipped, repayLoan, verifyLoan, withdrawLoan } from "../features/loans/loans-api.server.ts";
import { LOAN_PAGES } from "../features/loans/loans-paths.ts";
import { getAddresses, needsSignIn } from "../features/selling/selling-api.server.ts";
import "../features/loans/loans.css";
import type { Route } from "./+types/my-account-loan-program";

export const meta: Route.MetaFunction = () => [{ title: "Loan Program | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

const DONE = {
  created: "Your loan is requested. Send your piece with the prepaid label: we pay you as soon as it arrives.",
  ship_in: "Thank you. We will let you know when your piece arrives.",
  cancel: "Your request is withdrawn.",
  repaid: "Thank you: your loan is repaid. We are preparing your piece to ship back.",
} as const;
type Done = keyof typeof DONE;
const DONE_STATE: Record<Done, string> = { created: "requested", ship_in: "in_transit", cancel: "cancelled", repaid: "repaid" };
const isDone = (value: string | null): value is Done => value !== null && value in DONE;

export async function loader({ context, request }: Route.LoaderArgs) {
  const outcome = await listLoans(context, request);
  if (needsSignIn(outcome)) return { kind: "signed-out" as const };
  if (!outcome.ok) return { kind: "failed" as const, message: outcome.error.message };
  const done = new URL(request.url).searchParams.get("done");
  const loans = outcome.value.loans;
  // The note of the last move, while a loan still shows its result (a reload later does not repeat it).
  const shown = isDone(done) && loans.some((loan) => loan.status === DONE_STATE[done]) ? done : null;
  return { kind: "list" as const, loans, addresses: await getAddresses(context, request), key: crypto.randomUUID(), done: shown };
}

/** Check a piece, ask for the loan, repay (to the hosted payment page), mark the piece sent, withdraw. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const searchText = String(form.get("search_text") ?? "");
  const loanId = String(form.get("loan_id") ?? "");
  const failure = (i: BorrowFailure["intent"], error: { message: string; field?: string | undefined }) => ({ failure: { intent: i, message: error.message, field: error.field ?? null, searchText } satisfies BorrowFailure, verification: null, message: null });
  if (intent === "verify") {
    const outcome = await verifyLoan(context, request, searchText);
    return outcome.ok ? { failure: null, verification: outcome.value, message: null } : failure("verify", outcome.error);
  }
  if (intent === "create") {
    const outcome = await createLoan(context, request, { search_text: searchText, address_id: String(form.get("address_id") ?? "") }, String(form.get("key") ?? crypto.randomUUID()));
    if (outcome.ok) throw redirect(`${LOAN_PAGES.account}?done=created#loan-${outcome.value.loan_id}`);
    const again = await verifyLoan(context, request, searchText);
    return { ...failure("create", outcome.error), verification: again.ok ? again.value : null };
  }
  if (intent === "repay") {
    const outcome = await repayLoan(context, request, loanId);
    if (outcome.ok) throw redirect(outcome.value.checkout_web_url);
    return { failure: null, verification: null, message: outcome.error.message };
  }
  if (intent === "ship_in" || intent === "cancel") {
    const outcome = intent === "ship_in" ? await markShipped(context, request, loanId) : await withdrawLoan(context, request, loanId);
    if (outcome.ok) throw redirect(`${LOAN_PAGES.account}?done=${intent}`);
    return { failure: null, verification: null, message: outcome.error.message };
  }
  return { failure: null, verification: null, message: "This action is not known. Please reload the page." };
}

export default function MyAccountLoanProgram({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (loaderData.kind === "signed-out") return null;
  if (loaderData.kind === "failed") {
    return (
      <AccountSection title="Loan Program">
        <FormMessage tone="error">{loaderData.message}</FormMessage>
      </AccountSection>
    );
  }
  const { loans, addresses, key, done } = loaderData;
  return (
    <>
      <AccountSection title="Loan Program" description={loans.length === 0 ? "Borrow against a piece you own, and have it back when you repay." : `${loans.length} ${loans.length === 1 ? "loan" : "loans"}.`}>
        {done ? <FormMessage tone="success">{DONE[done]}</FormMessage> : null}
        {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        {loans.length === 0 ? (
          <p className="loan-note">
            You have no loans yet. {LOAN_TERMS_SENTENCE}{" "}
            <Link to={LOAN_PAGES.landing} className="text-link">
              How loans work
            </Link>
          </p>
        ) : (
          <LoanList loans={loans} busy={busy} />
        )}
      </AccountSection>
      <AccountSection title="Borrow against a piece" description="Tell us what it is: we value it from what pieces like it sold for, and lend you a share of that value.">
        <BorrowPanel verification={actionData?.verification ?? null} failure={actionData?.failure ?? null} addresses={addresses} idempotencyKey={key} busy={busy} />
      </AccountSection>
    </>
  );
}
