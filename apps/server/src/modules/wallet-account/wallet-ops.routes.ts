import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import { CashOut, HistoryEntry, WalletAccountErrorCode, WalletAdjustmentRequest } from "@maison/contracts/wallet-account";
import { CASH_OUT_STATES } from "@maison/domain/wallet/cash-out-lifecycle";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireStaff } from "../../http/auth.ts";
import type { WalletHistoryService } from "../wallet/wallet-history.service.ts";
import type { CashOutService } from "./cash-out.service.ts";
import type { WalletAdjustments } from "./wallet-adjustments.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ["ops"];
const Person = z.object({ user_id: z.string(), email: z.string(), name: z.string().nullable() });
const QueueItem = CashOut.extend({ user_id: z.string(), email: z.string() });
const UserParams = z.object({ userId: z.string().min(1).max(80) });

/** Who a customer is, by id or e-mail: identity's, handed over by the composition root. */
export interface CustomerDirectory {
  people(userIds: readonly string[]): Promise<Map<string, { name: string | null; email: string }>>;
  userIdByEmail(email: string): Promise<string | null>;
}

const customerNotFound = () => new DomainError("not_found", WalletAccountErrorCode.enum.customer_not_found, "No customer has this e-mail.", "email");

/** The console's wallet (decision 053): the payouts queue, a customer's ledger, manual adjustments with a reason. Each needs `payouts`. */
export async function walletOpsRoutes(api: ApiInstance, s: { cashOuts: CashOutService; history: WalletHistoryService; adjustments: WalletAdjustments; people: CustomerDirectory }): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.get(
      "/ops/wallet/cash-outs/",
      { schema: { tags, summary: "Cash-outs by state (held first: the payouts queue).", querystring: z.object({ state: z.enum(CASH_OUT_STATES, "state must be held, sent, settled or returned").optional() }), response: { 200: z.object({ cash_outs: z.array(QueueItem) }), ...REFUSALS } } },
      async (request) => {
        requireStaff(request, "payouts");
        const rows = await s.cashOuts.queue(request.query.state ? [request.query.state] : ["held", "sent"]);
        const people = await s.people.people(rows.map((r) => r.user_id));
        return { cash_outs: rows.map((r) => ({ ...r, email: people.get(r.user_id)?.email ?? "" })) };
      },
    );
    scope.post(
      "/ops/wallet/cash-outs/:id/return/",
      { schema: { tags, summary: "Records a payout that bounced: the money goes back to the wallet (with an e-mail).", params: z.object({ id: z.string().max(80) }), body: z.object({ reason: z.string("Give the reason.").trim().min(3, "Give the reason (at least 3 characters).").max(500) }), response: { 200: CashOut, ...REFUSALS } } },
      async (request) => {
        const actor = requireStaff(request, "payouts");
        await s.cashOuts.get(request.params.id);
        await s.cashOuts.giveBack(request.params.id, request.body.reason, actor);
        const { user_id: _owner, ...view } = await s.cashOuts.get(request.params.id);
        return view;
      },
    );
    scope.get(
      "/ops/wallet/customers/",
      { schema: { tags, summary: "Finds a customer by e-mail.", querystring: z.object({ email: z.string("Enter the customer's e-mail.").trim().min(3, "Enter the customer's e-mail.").max(254) }), response: { 200: Person, ...REFUSALS } } },
      async (request) => {
        requireStaff(request, "payouts");
        const userId = await s.people.userIdByEmail(request.query.email);
        if (!userId) throw customerNotFound();
        const person = (await s.people.people([userId])).get(userId);
        return { user_id: userId, email: person?.email ?? request.query.email, name: person?.name ?? null };
      },
    );
    scope.get(
      "/ops/wallet/customers/:userId/ledger/",
      {
        schema: {
          tags,
          summary: "A customer's wallet accounts, movements and cash-outs.",
          params: UserParams,
          response: {
            200: z.object({
              customer: Person,
              accounts: z.array(z.object({ id: z.string(), kind: z.string(), purpose: z.string().nullable(), unit: z.string(), posted: z.number(), held: z.number(), available: z.number() })),
              entries: z.array(HistoryEntry.extend({ account_id: z.string(), unit: z.string() })),
              cash_outs: z.array(CashOut),
            }),
            ...REFUSALS,
          },
        },
      },
      async (request) => {
        requireStaff(request, "payouts");
        const { userId } = request.params;
        const person = (await s.people.people([userId])).get(userId);
        if (!person) throw new DomainError("not_found", WalletAccountErrorCode.enum.customer_not_found, "This customer does not exist.");
        return {
          customer: { user_id: userId, email: person.email, name: person.name },
          accounts: await s.history.ledgerAccounts(userId),
          entries: await s.history.ledgerEntries(userId),
          cash_outs: await s.cashOuts.listOf(userId, 50),
        };
      },
    );
    scope.post(
      "/ops/wallet/customers/:userId/adjustments/",
      { schema: { tags, summary: "Adds to or takes from a customer's cash, points or store credit, with the reason (audited).", params: UserParams, body: WalletAdjustmentRequest, response: { 201: z.object({ id: z.string(), balance: z.number() }), ...REFUSALS } } },
      async (request, reply) => {
        const actor = requireStaff(request, "payouts");
        const { userId } = request.params;
        if (!(await s.people.people([userId])).has(userId)) throw new DomainError("not_found", WalletAccountErrorCode.enum.customer_not_found, "This customer does not exist.");
        return reply.code(201).send(await s.adjustments.adjust(actor, userId, request.body));
      },
    );
  });
}
