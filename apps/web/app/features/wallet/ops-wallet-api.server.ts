import { data, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { CommonErrorCode, ErrorBody } from "@maison/contracts/error";
import { CashOut, HistoryEntry } from "@maison/contracts/wallet-account";
import { opsFetch, opsGet } from "../ops/ops-api.server.ts";
import { WALLET_API, WALLET_PAGES } from "./wallet-paths.ts";
import { typedDollars } from "./wallet-words.ts";

export const OpsCashOutList = z.object({ cash_outs: z.array(CashOut.extend({ user_id: z.string(), email: z.string() })) });
export type OpsCashOutList = z.infer<typeof OpsCashOutList>;
const Person = z.object({ user_id: z.string(), email: z.string(), name: z.string().nullable() });
export const OpsLedger = z.object({
  customer: Person,
  accounts: z.array(z.object({ id: z.string(), kind: z.string(), purpose: z.string().nullable(), unit: z.string(), posted: z.number(), held: z.number(), available: z.number() })),
  entries: z.array(HistoryEntry.extend({ account_id: z.string(), unit: z.string() })),
  cash_outs: z.array(CashOut),
});
export type OpsLedger = z.infer<typeof OpsLedger>;

/** The console's wallet page: the payouts queue (held and sent cash-outs), and a customer's ledger when one is chosen. */
export async function loadOpsWallet(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const customer = url.searchParams.get("customer");
  const queue = await opsGet(context, request, WALLET_API.opsCashOuts(), OpsCashOutList);
  let ledger: OpsLedger | null = null;
  if (customer) {
    const response = await opsFetch(context, request, WALLET_API.opsLedger(customer));
    if (!response.ok) throw data({ code: CommonErrorCode.enum.not_found, message: "Not found." }, { status: 404 });
    ledger = OpsLedger.parse(await response.json());
  }
  return { queue, ledger, done: url.searchParams.get("done") };
}

export type OpsWalletActionData = { ok: false; message: string; field?: string | undefined; form: string };

async function failure(response: Response, form: string): Promise<OpsWalletActionData> {
  const parsed = ErrorBody.safeParse(await response.json().catch(() => null));
  return { ok: false, form, message: parsed.success ? (typeof parsed.data.detail === "string" ? parsed.data.detail : parsed.data.message) : `The console answered ${response.status}.`, field: parsed.success ? parsed.data.field : undefined };
}

/** Find a customer, record a bounced payout, adjust a wallet with a reason. */
export async function opsWalletAction(context: AppLoadContext, request: Request): Promise<OpsWalletActionData | Response> {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const intent = text("intent");
  if (intent === "find") {
    const response = await opsFetch(context, request, WALLET_API.opsCustomer(text("email")), {}).catch((error: unknown) => {
      if (error && typeof error === "object" && "init" in error && (error as { init?: { status?: number } }).init?.status === 404) return null;
      throw error;
    });
    if (!response) return { ok: false, form: "find", message: "No customer has this e-mail.", field: "email" };
    if (!response.ok) return failure(response, "find");
    const person = Person.parse(await response.json());
    return redirect(`${WALLET_PAGES.ops}?customer=${encodeURIComponent(person.user_id)}`);
  }
  if (intent === "return") {
    const id = text("id");
    const response = await opsFetch(context, request, WALLET_API.opsReturn(id), { method: "POST", json: { reason: text("reason") } });
    if (!response.ok) return failure(response, `return:${id}`);
    return redirect(`${WALLET_PAGES.ops}?done=returned`);
  }
  if (intent === "adjust") {
    const userId = text("user_id");
    const unit = text("unit");
    const typed = text("amount");
    const direction = text("direction") === "debit" ? -1 : 1;
    let amount: number;
    if (unit === "points") amount = /^\d+$/.test(typed) ? Number(typed) * direction : Number.NaN;
    else {
      const dollars = typedDollars(typed);
      amount = dollars === null || Number.isNaN(dollars) ? Number.NaN : Math.round(dollars * 100) * direction;
    }
    if (!Number.isFinite(amount) || amount === 0) return { ok: false, form: "adjust", message: unit === "points" ? "Enter a whole number of points." : "Enter the amount in dollars, like 25 or 25.50.", field: "amount" };
    const response = await opsFetch(context, request, WALLET_API.opsAdjust(userId), { method: "POST", json: { unit, amount, reason: text("reason") } });
    if (!response.ok) return failure(response, "adjust");
    return redirect(`${WALLET_PAGES.ops}?customer=${encodeURIComponent(userId)}&done=adjusted`);
  }
  return { ok: false, form: "", message: "Choose what to do." };
}
