import { redirect, type AppLoadContext } from "react-router";
import { OpsLoanList, OpsLoanQueue } from "@maison/contracts/loans";
import { opsFetch, opsGet } from "../ops/ops-api.server.ts";
import { opsLoansHref } from "./loans-paths.ts";

export const OPS_LOAN_ACTIONS = { fund: "fund", ship_back: "ship-back" } as const;
export type OpsLoanAction = keyof typeof OPS_LOAN_ACTIONS;
const isAction = (value: unknown): value is OpsLoanAction => typeof value === "string" && value in OPS_LOAN_ACTIONS;

/** The queue the page shows (`to_fund` by default). */
export function loanQueueOf(request: Request): OpsLoanQueue {
  const parsed = OpsLoanQueue.safeParse(new URL(request.url).searchParams.get("queue") ?? "to_fund");
  return parsed.success ? parsed.data : "to_fund";
}

export function loadOpsLoans(context: AppLoadContext, request: Request, queue: OpsLoanQueue): Promise<OpsLoanList> {
  return opsGet(context, request, `/api/ops/loans/?queue=${queue}`, OpsLoanList);
}

/** Fund or ship back from the page's buttons; back to the queue with what was done, or the refusal's words. */
export async function performLoanAction(context: AppLoadContext, request: Request): Promise<{ message: string; loanId: string | null }> {
  const form = await request.formData();
  const intent = form.get("intent");
  const loanId = String(form.get("loan_id") ?? "");
  if (!isAction(intent) || !/^loan_[a-z0-9]+$/.test(loanId)) return { message: "This action is not known. Please reload the page.", loanId: null };
  const response = await opsFetch(context, request, `/api/ops/loans/${encodeURIComponent(loanId)}/${OPS_LOAN_ACTIONS[intent]}/`, { method: "POST" });
  if (response.ok) throw redirect(`${opsLoansHref(loanQueueOf(request))}&done=${intent}`);
  if (response.status >= 500) throw new Error(`POST ${intent} for ${loanId} answered ${response.status}`);
  const error = (await response.json().catch(() => ({}))) as { message?: string };
  return { message: error.message ?? "This did not work. Please reload the page and try again.", loanId };
}
