import { redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import { PayoutProfile, PayoutProfiles } from "@maison/contracts/payouts";
import { CashOut, TwoFactorCodeSent, TwoFactorErrorBody, WalletHistory, WalletSummary } from "@maison/contracts/wallet-account";
import { blockedForLabel, screenAfter, TWO_FACTOR_SCREENS, type TwoFactorScreen } from "@maison/domain/wallet/wallet-two-factor";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { HISTORY_TABS, WALLET_API, WALLET_PAGES, type HistoryTab } from "./wallet-paths.ts";
import { typedDollars } from "./wallet-words.ts";

const UNREACHABLE = "We could not reach Maison just now. Please try again in a moment.";

export type Outcome<T> = { ok: true; status: number; value: T } | { ok: false; status: number; message: string; field?: string | undefined; error?: string | undefined; blockedFor?: number | undefined };

export async function walletCall<T>(context: AppLoadContext, request: Request, method: "GET" | "POST" | "PUT" | "DELETE", path: string, schema: { parse(value: unknown): T }, body?: unknown, extra: Record<string, string> = {}): Promise<Outcome<T>> {
  const headers = credentialHeaders(request);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await context.api(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: request.signal });
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, value: schema.parse(json) };
  const twoFactor = TwoFactorErrorBody.safeParse(json);
  if (twoFactor.success) return { ok: false, status: response.status, message: twoFactor.data.detail, error: twoFactor.data.error, blockedFor: twoFactor.data.blocked_for };
  const parsed = ErrorBody.safeParse(json);
  if (!parsed.success) return { ok: false, status: response.status, message: UNREACHABLE };
  const detail = Array.isArray(parsed.data.detail) ? parsed.data.detail[0] : parsed.data.detail;
  return { ok: false, status: response.status, message: detail?.trim() || parsed.data.message || UNREACHABLE, field: parsed.data.field };
}

export { HISTORY_TABS, type HistoryTab } from "./wallet-paths.ts";

/** What the wallet page loads: balances, the chosen history, the payout profiles. */
export async function loadWallet(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("history");
  const tab: HistoryTab = HISTORY_TABS.includes(asked as HistoryTab) ? (asked as HistoryTab) : "cash";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const summary = await walletCall(context, request, "GET", WALLET_API.summary, WalletSummary);
  if (!summary.ok) return summary;
  const [history, profiles] = await Promise.all([walletCall(context, request, "GET", WALLET_API.history(tab, page), WalletHistory), walletCall(context, request, "GET", WALLET_API.profiles, PayoutProfiles)]);
  if (!history.ok) return history;
  if (!profiles.ok) return profiles;
  return { ok: true as const, status: 200, value: { summary: summary.value, history: history.value, tab, profiles: profiles.value, done: url.searchParams.get("cashed_out") } };
}

/** Where the cash-out form stands after a post: an error to show, or a two-factor screen (spec 2 §4). */
export type WalletActionData =
  | { kind: "error"; message: string; field?: string | undefined; amount: string; profileId: string; key: string }
  | { kind: "two-factor"; screen: TwoFactorScreen; message: string | null; codeToken: string | null; destination: string | null; blockedFor: string | null; amount: string; profileId: string; key: string };

interface Pending {
  amount: string;
  profileId: string;
  key: string;
}

async function sendCode(context: AppLoadContext, request: Request, pending: Pending, note: string | null): Promise<WalletActionData> {
  const sent = await walletCall(context, request, "POST", WALLET_API.getCode, TwoFactorCodeSent, {});
  if (sent.ok) return { kind: "two-factor", screen: TWO_FACTOR_SCREENS.codeSent, message: note, codeToken: sent.value.code_token, destination: sent.value.destination, blockedFor: null, ...pending };
  return refused(sent, pending, null);
}

function refused(outcome: Extract<Outcome<unknown>, { ok: false }>, pending: Pending, codeToken: string | null): WalletActionData {
  const next = screenAfter(outcome.error ?? "");
  const message = outcome.error ? (outcome.error === "authentication_failed" ? outcome.message : next.message) : outcome.message;
  return {
    kind: "two-factor",
    screen: next.screen,
    message,
    codeToken: outcome.error === "authentication_failed" ? codeToken : null,
    destination: null,
    blockedFor: outcome.blockedFor ? blockedForLabel(outcome.blockedFor) : null,
    ...pending,
  };
}

async function cashOut(context: AppLoadContext, request: Request, pending: Pending): Promise<WalletActionData | Response> {
  const amount = typedDollars(pending.amount);
  if (amount === null || Number.isNaN(amount)) return { kind: "error", message: "Enter the amount in dollars, like 150 or 150.50.", field: "amount", ...pending };
  const answer = await walletCall(context, request, "POST", WALLET_API.cashOut, CashOut, { payment_profile_id: pending.profileId, amount }, { "idempotency-key": pending.key });
  if (answer.ok) return redirect(`${WALLET_PAGES.wallet}?cashed_out=${encodeURIComponent(answer.value.id)}`);
  // Spec 2 §4, §8: a 412 starts the two-factor flow; anything else shows the server's detail.
  if (answer.status === 412) return sendCode(context, request, pending, answer.message);
  return { kind: "error", message: answer.message, field: answer.field, ...pending };
}

/** The wallet page's forms: cash out (to a saved or a new bank account), send a code, check it. */
export async function walletAction(context: AppLoadContext, request: Request): Promise<WalletActionData | Response> {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const pending: Pending = { amount: text("amount"), profileId: text("payment_profile_id"), key: text("idempotency_key") || crypto.randomUUID() };
  const intent = text("intent");
  if (intent === "resend") return sendCode(context, request, pending, null);
  if (intent === "verify") {
    const token = text("code_token");
    const checked = await walletCall(context, request, "POST", WALLET_API.auth, z.object({ is_verified: z.literal(true) }), { code_token: token, code: text("code") });
    if (!checked.ok) {
      if (checked.error === "permission_denied") return sendCode(context, request, pending, screenAfter("permission_denied").message);
      if (!checked.error) return { kind: "two-factor", screen: TWO_FACTOR_SCREENS.entry, message: checked.message, codeToken: token, destination: null, blockedFor: null, ...pending };
      return refused(checked, pending, token);
    }
    return cashOut(context, request, pending);
  }
  if (pending.profileId === "new") {
    const created = await walletCall(context, request, "POST", WALLET_API.createAch, PayoutProfile, {
      holder_name: text("holder_name"),
      routing_number: text("routing_number"),
      account_number: text("account_number"),
      account_type: text("account_type") || "checking",
      bank_name: text("bank_name"),
      is_preferred: false,
    });
    if (!created.ok) return { kind: "error", message: created.message, field: created.field, ...pending };
    await walletCall(context, request, "PUT", WALLET_API.profile(created.value.id), PayoutProfile, { is_preferred_for_wallet: true });
    pending.profileId = created.value.id;
  }
  if (!pending.profileId) return { kind: "error", message: "Choose where the money goes.", field: "payment_profile_id", ...pending };
  return cashOut(context, request, pending);
}

// ---- The payment tab --------------------------------------------------------------------------

export async function loadPayment(context: AppLoadContext, request: Request) {
  const [profiles, summary] = await Promise.all([walletCall(context, request, "GET", WALLET_API.profiles, PayoutProfiles), walletCall(context, request, "GET", WALLET_API.summary, WalletSummary)]);
  if (!profiles.ok) return profiles;
  if (!summary.ok) return summary;
  return { ok: true as const, status: 200, value: { profiles: profiles.value, storeCreditCents: summary.value.credit.available_cents, done: new URL(request.url).searchParams.get("done") } };
}

export type PaymentActionData = { ok: false; message: string; field?: string | undefined };

export async function paymentAction(context: AppLoadContext, request: Request): Promise<PaymentActionData | Response> {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const intent = text("intent");
  const id = text("id");
  if (intent === "add-ach") {
    const created = await walletCall(context, request, "POST", WALLET_API.createAch, PayoutProfile, {
      holder_name: text("holder_name"),
      routing_number: text("routing_number"),
      account_number: text("account_number"),
      account_type: text("account_type") || "checking",
      bank_name: text("bank_name"),
      is_preferred: form.get("is_preferred") === "on",
    });
    if (!created.ok) return { ok: false, message: created.message, field: created.field };
    return redirect(`${WALLET_PAGES.payment}?done=added`);
  }
  if (intent === "prefer" || intent === "prefer-wallet") {
    const body = intent === "prefer" ? { is_preferred: true } : { is_preferred_for_wallet: true };
    const changed = await walletCall(context, request, "PUT", WALLET_API.profile(id), PayoutProfile, body);
    if (!changed.ok) return { ok: false, message: changed.message };
    return redirect(`${WALLET_PAGES.payment}?done=preferred`);
  }
  if (intent === "remove") {
    const removed = await walletCall(context, request, "DELETE", WALLET_API.profile(id), z.null());
    if (!removed.ok) return { ok: false, message: removed.message };
    return redirect(`${WALLET_PAGES.payment}?done=removed`);
  }
  return { ok: false, message: "Choose what to do with this payment method." };
}
