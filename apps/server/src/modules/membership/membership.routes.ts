import { actorOf } from "../../http/actor.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorBody } from "@maison/contracts/error";
import { PaymentInput } from "@maison/contracts/checkout";
import {
  BalanceProjectionExistingQuery,
  BalanceProjectionNewQuery,
  BalanceProjectionResponse,
  CancelSubscriptionRequest,
  IsMemberResponse,
  MembershipPlansResponse,
  MembershipResponse,
  OneOffCheckoutRequest,
  OneOffCheckoutResponse,
  RefundRequest,
  RefundResponse,
  RewardsActivityResponse,
  RewardsWalletResponse,
  SkipRequest,
  UpdateContributionRequest,
} from "@maison/contracts/membership";
import { z } from "zod";
import { installZodCompilers, type ApiInstance } from "../../http/api-scope.ts";
import { installAuthentication, requireUser } from "../../http/auth.ts";
import type { PrincipalResolver } from "../../http/principal.ts";
import type { MembershipCheckoutService } from "./membership-checkout.service.ts";
import type { MembershipRewardsService } from "./membership-rewards.service.ts";
import type { MembershipService } from "./membership.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const ACCOUNT = "/v6/my-account/rewards_plus";

export interface MembershipRouteServices {
  memberships: MembershipService;
  rewards: MembershipRewardsService;
  checkout: MembershipCheckoutService;
}

/** The account calls under /api/v6/my-account/rewards_plus/ (spec 1 §7), each for the signed-in member's own subscription. */
export async function rewardsPlusRoutes(api: ApiInstance, services: MembershipRouteServices): Promise<void> {
  const { memberships, rewards } = services;
  const tags = ["membership"];
  api.get(`${ACCOUNT}/is_member/`, { schema: { tags, summary: "Whether the signed-in user is a member, and their subscription.", response: { 200: IsMemberResponse, ...REFUSALS } } }, async (request) =>
    memberships.isMember(requireUser(request).userId),
  );
  api.get(`${ACCOUNT}/wallet/`, { schema: { tags, summary: "The wallet's membership view: plan and billing cycle, total contribution, credits used.", response: { 200: RewardsWalletResponse, ...REFUSALS } } }, async (request) =>
    rewards.walletView(requireUser(request).userId),
  );
  api.post(
    `${ACCOUNT}/update_monthly_contribution/`,
    { schema: { tags, summary: "Changes the contribution (over 500 dollars billed yearly); a suspended member is charged again.", body: UpdateContributionRequest, response: { 200: MembershipResponse, ...REFUSALS } } },
    async (request) => ({ membership: await memberships.updateContribution(requireUser(request).actor, request.body.amount) }),
  );
  api.post(
    `${ACCOUNT}/skip/`,
    { schema: { tags, summary: "Skips the coming cycle: nothing is charged on the next charge date.", body: SkipRequest.optional(), response: { 200: MembershipResponse, ...REFUSALS } } },
    async (request) => ({ membership: await memberships.skip(requireUser(request).userId) }),
  );
  api.post(
    `${ACCOUNT}/cancel_subscription/`,
    { schema: { tags, summary: "Cancels with one of the five reasons; the bonus credit still held is forfeited.", body: CancelSubscriptionRequest, response: { 200: MembershipResponse, ...REFUSALS } } },
    async (request) => ({ membership: await memberships.cancel(requireUser(request).actor, request.body.reason) }),
  );
  api.put(
    `${ACCOUNT}/refund/`,
    { schema: { tags, summary: "Refunds a contract: contributions still held go back to the card, the bonus is forfeited.", body: RefundRequest, response: { 200: RefundResponse, ...REFUSALS } } },
    async (request) => memberships.refund(requireUser(request).actor, request.body.contract_id),
  );
  api.put(
    `${ACCOUNT}/payment_method/`,
    { schema: { tags, summary: "Saves the card the coming contributions are charged to.", body: z.object({ payment: PaymentInput }), response: { 200: MembershipResponse, ...REFUSALS } } },
    async (request) => ({ membership: await memberships.changePaymentMethod(requireUser(request).userId, request.body.payment) }),
  );
}

/**
 * The calls at /shop-plus/api/… (spec 1 §7: the membership host without the /api suffix). Their own
 * scope with the same zod validation, principal and error handler as /api.
 */
export async function shopPlusRoutes(app: FastifyInstance, resolvePrincipal: PrincipalResolver, services: MembershipRouteServices): Promise<void> {
  const { rewards, checkout } = services;
  const tags = ["membership"];
  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      installZodCompilers(scope);
      installAuthentication(api, resolvePrincipal);
      api.get("/plans/", { schema: { tags, summary: "The plans, one-off amounts, bonus percentage and cancellation reasons.", response: { 200: MembershipPlansResponse } } }, async () => rewards.plans());
      api.get(
        "/balance-projection/new/",
        { schema: { tags, summary: "Projected rewards credit over 12 months for a new member.", querystring: BalanceProjectionNewQuery, response: { 200: BalanceProjectionResponse, ...REFUSALS } } },
        async (request) => rewards.projectNew(request.query.amount, request.query.payment_type),
      );
      api.get(
        "/balance-projection/existing/",
        { schema: { tags, summary: "Projected rewards credit over 12 months from the member's balance.", querystring: BalanceProjectionExistingQuery, response: { 200: BalanceProjectionResponse, ...REFUSALS } } },
        async (request) => rewards.projectExisting(requireUser(request).userId, request.query.amount, request.query.payment_type),
      );
      api.get("/rewards-activity/", { schema: { tags, summary: "Contributions, bonus, spends, forfeits and refunds, newest first.", response: { 200: RewardsActivityResponse, ...REFUSALS } } }, async (request) =>
        rewards.activity(requireUser(request).userId),
      );
      api.post(
        "/checkout/oneoff/",
        { schema: { tags, summary: "A cart holding a one-off contribution; answers the one-time sign-in link to its checkout.", body: OneOffCheckoutRequest, response: { 200: OneOffCheckoutResponse, ...REFUSALS } } },
        async (request) => {
          const user = requireUser(request);
          return checkout.oneOff({ actor: actorOf(request), userId: user.userId, email: user.email, isMember: user.roles.includes("member"), isB2b: user.roles.includes("b2b") }, request.body.amount);
        },
      );
    },
    { prefix: "/shop-plus/api" },
  );
}
