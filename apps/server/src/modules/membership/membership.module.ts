import type { ActorKind } from "@maison/domain/actor/actor";
import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Later } from "../../platform/modules/later.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { PaidOrderEvent, PlacedOrderEvent } from "@maison/domain/checkout/order-events";
import type { IdentityServices } from "../identity/identity-services.ts";
import type { SessionService } from "../identity/session.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { MEMBERSHIP_BINDING } from "./membership-binding.ts";
import { createMembershipServices, type MembershipServices } from "./membership-services.ts";
import { rewardsPlusRoutes, shopPlusRoutes } from "./membership.routes.ts";
import { MEMBERSHIP_CHARGE_JOB, type ChargePayload } from "./membership.service.ts";
import { specialDayRoutes } from "./special-day.routes.ts";
import { TierService, type SpendSource } from "./tier.service.ts";

export interface MembershipModuleServices {
  membership: MembershipServices;
  tiers: TierService;
  tierRanks: Pick<TierService, "rankOf">;
}

export interface MembershipModuleDeps {
  wallet: WalletService;
  cart: CartService;
  identity: IdentityServices;
  sessions: SessionService;
  /** The spend of orders not cancelled: checkout's, which needs the tiers, so it is given later. */
  orders: Later<SpendSource>;
}

/**
 * Subscriptions and their billing, rewards, tiers and the special day (decisions 025–028). In the
 * order's own transaction a membership line starts a subscription (order.placed) and the captured
 * payment activates it (order.paid).
 */
export function createMembershipModule(platform: Platform, deps: MembershipModuleDeps): AppModule<MembershipModuleServices> {
  const { db, clock, env, logger, payments, jobs, transitions } = platform;
  const spend: SpendSource = { spendSince: (userId, since, on) => deps.orders.get().spendSince(userId, since, on) };
  const tiers = new TierService(db, clock, spend, deps.cart);
  const membershipDeps = {
    db,
    clock,
    logger: logger.child({ component: "membership" }),
    wallet: deps.wallet,
    gateway: payments,
    jobs,
    cart: deps.cart,
    transitions,
    includeTestPlans: env.NODE_ENV !== "production",
  };
  const membership = createMembershipServices(membershipDeps, deps.identity.multipass);
  const { memberships } = membership;
  return {
    name: "membership",
    services: { membership, tiers, tierRanks: tiers },
    apiRoutes: async (api) => {
      await rewardsPlusRoutes(api, membership);
      await specialDayRoutes(api, tiers);
    },
    rootRoutes: (app) => shopPlusRoutes(app, deps.sessions.resolve, membership),
    jobs: { [MEMBERSHIP_CHARGE_JOB]: (payload) => memberships.chargeDue(payload as ChargePayload) },
    bindings: [MEMBERSHIP_BINDING],
    subscriptions: [
      {
        event: "order.placed",
        subscriber: "membership",
        mode: "in-transaction",
        handler: (tx, event) => {
          const placed = event.payload as unknown as PlacedOrderEvent & { actor: { kind: ActorKind; id: string } };
          return memberships.orderPlaced(tx, placed, { ...placed.actor, capabilities: [], steppedUpAt: null });
        },
      },
      { event: "order.paid", subscriber: "membership", mode: "in-transaction", handler: (tx, event) => memberships.orderPaid(tx, event.payload as unknown as PaidOrderEvent) },
    ],
  };
}
