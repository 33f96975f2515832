import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import { CreateLoanInput, CreateReturnInput, CreateReturnResponse, LoanId, LoanList, LoanTerms, LoanVerification, LoanView, OpsLoan, OpsLoanList, OpsLoanListQuery, OpsLoanParams, VerifyLoanInput } from "@maison/contracts/loans";
import type { Actor, Capability } from "@maison/domain/actor/actor";
import type { ApiInstance } from "../../http/api-scope.ts";
import { actorOf } from "../../http/actor.ts";
import { requireStaff, requireUser } from "../../http/auth.ts";
import { IDEMPOTENCY_HEADER, replyIdempotently, type IdempotencyStore } from "../../http/idempotency.ts";
import type { LoanConsoleService } from "./loan-console.service.ts";
import type { LoanService } from "./loan.service.ts";
import { loanTerms } from "./loan-view.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ["loans"];
const KeyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() });
const LoanParams = z.object({ id: LoanId });
const CancelInput = z.object({ reason: z.string().trim().min(1, "Say why the request is closed.").max(500, "Use 500 characters or fewer.") });

/**
 * The loan program (decision 048): the borrower's calls under `/v6/my-account/loan_program/` (spec 2
 * §7), the public terms, and the console's under `/ops/loans/` (any staff reads; each move needs its
 * capability). Another borrower's loan answers 404.
 */
export async function loansRoutes(api: ApiInstance, s: { loans: LoanService; console: LoanConsoleService; idempotency: IdempotencyStore }): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const base = "/v6/my-account/loan_program";

    scope.get("/v6/loan_program/terms/", { schema: { tags, summary: "The loan program's terms: share of the appraisal by tier, fee, term, grace period, pieces at a time.", response: { 200: LoanTerms } } }, async () => loanTerms());

    scope.post(
      `${base}/verify_loan/`,
      { schema: { tags, summary: "Finds the seller's piece by text in the seller's catalogue and says what can be lent against it for their tier.", body: VerifyLoanInput, response: { 200: LoanVerification, ...REFUSALS } } },
      async (request) => s.loans.verify(requireUser(request).userId, request.body),
    );

    scope.post(
      `${base}/create_loan/`,
      { schema: { tags, summary: "Asks for a loan against the piece; it ships in from the address with a prepaid label (Idempotency-Key header recommended).", headers: KeyHeaders, body: CreateLoanInput, response: { 201: LoanView, ...REFUSALS } } },
      async (request, reply) => {
        const user = requireUser(request);
        return (await replyIdempotently(s.idempotency, request, reply, { route: "loans.create" }, async () => ({
          status: 201,
          body: await s.loans.create(user.userId, actorOf(request), request.body),
        }))) as LoanView;
      },
    );

    scope.get(`${base}/loans/`, { schema: { tags, summary: "The borrower's loans, newest first: status, amount, fee, due date; and the terms.", response: { 200: LoanList, ...REFUSALS } } }, async (request) =>
      s.loans.list(requireUser(request).userId, actorOf(request)),
    );

    scope.post(
      `${base}/create_return/`,
      { schema: { tags, summary: "Repays a funded loan: the hosted payment page for the amount and the fee (the same page if asked again).", body: CreateReturnInput, response: { 200: CreateReturnResponse, ...REFUSALS } } },
      async (request) => s.loans.createReturn(requireUser(request).userId, actorOf(request), request.body.loan_id),
    );

    scope.post(`${base}/loans/:id/ship_in/`, { schema: { tags, summary: "The borrower sent the piece with the prepaid label.", params: LoanParams, response: { 200: LoanView, ...REFUSALS } } }, async (request) =>
      s.loans.shipIn(requireUser(request).userId, actorOf(request), request.params.id),
    );

    scope.post(`${base}/loans/:id/cancel/`, { schema: { tags, summary: "Withdraws the request before the piece arrives.", params: LoanParams, response: { 200: LoanView, ...REFUSALS } } }, async (request) =>
      s.loans.cancel(requireUser(request).userId, actorOf(request), request.params.id),
    );
  });

  await api.register(async (child) => {
    child.addHook("preValidation", async (request) => {
      requireStaff(request);
    });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const opsTags = ["ops"];

    scope.get("/ops/loans/", { schema: { tags: opsTags, summary: "Loans by queue: to receive and fund, funded, repaid to ship back, forfeited to list, closed.", querystring: OpsLoanListQuery, response: { 200: OpsLoanList, ...REFUSALS } } }, async (request) =>
      s.console.list(request.query.queue, requireStaff(request)),
    );

    scope.get("/ops/loans/:id/", { schema: { tags: opsTags, summary: "One loan and the moves allowed now.", params: OpsLoanParams, response: { 200: OpsLoan, ...REFUSALS } } }, async (request) =>
      s.console.detail(request.params.id, requireStaff(request)),
    );

    const move = <B extends z.ZodType>(path: string, capability: Capability, summary: string, body: B | null, run: (id: string, body: z.infer<B>, by: Actor) => Promise<void>) =>
      scope.post(`/ops/loans/:id/${path}/`, { schema: { tags: opsTags, summary, params: OpsLoanParams, ...(body ? { body } : {}), response: { 200: OpsLoan, ...REFUSALS } } }, async (request) => {
        const by = requireStaff(request, capability);
        await run(request.params.id, request.body as z.infer<B>, by);
        return s.console.detail(request.params.id, by);
      });

    move("fund", "authentication", "The piece arrived and is genuine: it is checked in and the amount is paid to the borrower.", null, (id, _b, by) => s.console.fund(id, by));
    move("ship-back", "receiving", "The repaid loan's piece ships back to the borrower.", null, (id, _b, by) => s.console.shipBack(id, by));
    move("cancel", "receiving", "Closes a request whose piece will not come.", CancelInput, (id, b, by) => s.console.cancel(id, b.reason, by));
  });
}
