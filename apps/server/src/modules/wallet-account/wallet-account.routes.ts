import type { FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import {
  CashOut,
  CashOutRequest,
  GiftCardTotals,
  TwoFactorAuthRequest,
  TwoFactorAuthResult,
  TwoFactorCodeRequest,
  TwoFactorCodeSent,
  TwoFactorErrorBody,
  WalletHistory,
  WalletSummary,
} from "@maison/contracts/wallet-account";
import { HISTORY_KINDS } from "@maison/domain/wallet/wallet-history";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import type { WalletHistoryService } from "../wallet/wallet-history.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import type { CashOutService } from "./cash-out.service.ts";
import { TwoFactorRefusal } from "./two-factor-error.ts";
import type { WalletTwoFactorService } from "./two-factor.service.ts";
import type { WalletSummaryService } from "./wallet-summary.service.ts";
import { pendingEarningEntry, type PendingEarningsSource } from "./pending-earnings.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 412: ErrorBody, 422: ErrorBody };
const TWO_FACTOR_REFUSALS = { 400: z.union([TwoFactorErrorBody, ErrorBody]), 401: ErrorBody, 403: z.union([TwoFactorErrorBody, ErrorBody]) };
const tags = ["wallet"];
const Page = z.object({ page: z.coerce.number("page must be a whole number").int("page must be a whole number").min(1, "page starts at 1").max(10_000).default(1) });
const IdempotencyHeader = z.object({ "idempotency-key": z.string().regex(/^[\x21-\x7e]{1,255}$/, "The Idempotency-Key header must be 1 to 255 visible characters.").optional() });

export interface WalletAccountRouteServices {
  summary: WalletSummaryService;
  history: WalletHistoryService;
  wallet: WalletService;
  cashOuts: CashOutService;
  twoFactor: WalletTwoFactorService;
  earnings: PendingEarningsSource;
}

async function refusing<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TwoFactorRefusal) return reply.code(error.kind === "invalid" ? 400 : 403).send(error.body());
    throw error;
  }
}

/** The wallet page's calls (spec 2 §7): balances, histories, cash-out and its two-factor check, gift-card totals, site credit. */
export async function walletAccountRoutes(api: ApiInstance, s: WalletAccountRouteServices): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.get("/v6/my-account/wallet/", { schema: { tags, summary: "Points, cash and credit balances, the rewards credit with the membership plan, and recent cash-outs.", response: { 200: WalletSummary, ...REFUSALS } } }, async (request) => {
      const user = requireUser(request);
      return s.summary.summary(user);
    });
    scope.get(
      "/v6/my-account/wallet/:kind/history/",
      { schema: { tags, summary: "A history (points, cash or credit) with its pending and completed lists, newest first, paged.", params: z.object({ kind: z.enum(HISTORY_KINDS, "kind must be points, cash or credit") }), querystring: Page, response: { 200: WalletHistory, ...REFUSALS } } },
      async (request) => {
        const userId = requireUser(request).userId;
        const history = await s.history.history(userId, request.params.kind, request.query.page);
        // Seller earnings pending until cleared (sold, the return window open) lead the cash history's pending list.
        if (request.params.kind !== "cash" || request.query.page !== 1) return history;
        const earnings = await s.earnings.pendingEarnings(userId);
        return { ...history, pending: [...earnings.map(pendingEarningEntry), ...history.pending] };
      },
    );
    scope.get("/v6/my-account/site-credit/", { schema: { tags, summary: "The site-credit history with its six types.", querystring: Page, response: { 200: WalletHistory, ...REFUSALS } } }, async (request) =>
      s.history.history(requireUser(request).userId, "credit", request.query.page),
    );
    scope.get("/v6/get-gift-card-total-details/", { schema: { tags, summary: "The user's gift-card and store-credit total, and its gift-for-you part, in dollars.", response: { 200: GiftCardTotals, ...REFUSALS } } }, async (request) => {
      const facts = await s.wallet.profileFacts(requireUser(request).userId);
      return { amount: facts.user_gift_card_total, gfy_amount: facts.user_gift_card_gfy_total };
    });
    scope.post(
      "/v6/my-account/wallet/cash-out/",
      { schema: { tags, summary: "Cashes out to a bank account or check address; 412 without a recent two-factor check.", headers: IdempotencyHeader, body: CashOutRequest, response: { 200: CashOut, 201: CashOut, ...REFUSALS } } },
      async (request, reply) => {
        const user = requireUser(request);
        const { cashOut, replayed } = await s.cashOuts.request(user, user.actor, request.body, request.headers["idempotency-key"]);
        return reply.code(replayed ? 200 : 201).send(cashOut);
      },
    );
    scope.get("/v6/my-account/wallet/cash-out/:id/", { schema: { tags, summary: "One of the user's cash-outs.", params: z.object({ id: z.string().max(80) }), response: { 200: CashOut, ...REFUSALS } } }, async (request) => {
      const user = requireUser(request);
      const cashOut = await s.cashOuts.get(request.params.id);
      if (cashOut.user_id !== user.userId) return s.cashOuts.get("");
      const { user_id: _owner, ...view } = cashOut;
      return view;
    });
    scope.post("/v6/wallet/2fa/get-code/", { schema: { tags, summary: "Sends a 4-digit code by text message or e-mail (rate limited).", body: TwoFactorCodeRequest, response: { 200: TwoFactorCodeSent, ...TWO_FACTOR_REFUSALS } } }, async (request, reply) => {
      const user = requireUser(request);
      return refusing(reply, () => s.twoFactor.sendCode(user, request.body?.channel));
    });
    scope.post("/v6/wallet/2fa/auth/", { schema: { tags, summary: "Checks the code: the session may cash out for ten minutes.", body: TwoFactorAuthRequest, response: { 200: TwoFactorAuthResult, ...TWO_FACTOR_REFUSALS } } }, async (request, reply) => {
      const user = requireUser(request);
      return refusing(reply, () => s.twoFactor.verify(user, request.body.code_token, request.body.code));
    });
  });
}
