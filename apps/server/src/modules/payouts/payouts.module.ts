import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { AddressService } from "../account/address.service.ts";
import { PAYOUT_BINDING } from "./payout-binding.ts";
import { PayoutProfileService } from "./payout-profile.service.ts";
import { PayoutService } from "./payout.service.ts";
import { payoutsRoutes } from "./payouts.routes.ts";
import type { PayoutProvider } from "./payout-provider.ts";
import { StripePayoutProvider } from "./stripe-payout-provider.ts";
import { TestPayoutProvider } from "./test-payout-provider.ts";

export interface PayoutsModuleServices {
  payoutProfiles: PayoutProfileService;
  payouts: PayoutService;
}

/** How sellers are paid (decision 043): payout profiles and payouts through the payout port. */
export function createPayoutsModule(platform: Platform, deps: { addresses: AddressService }): AppModule<PayoutsModuleServices> {
  const { db, clock, transitions, env } = platform;
  // Stripe Connect when PAYOUT_PROVIDER=stripe (with STRIPE_SECRET_KEY); the built-in test provider otherwise.
  const provider: PayoutProvider =
    env.PAYOUT_PROVIDER === "stripe" && env.STRIPE_SECRET_KEY ? new StripePayoutProvider(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE) : new TestPayoutProvider(db, clock);
  const payoutProfiles = new PayoutProfileService(db, clock, provider, deps.addresses);
  return {
    name: "payouts",
    services: { payoutProfiles, payouts: new PayoutService(db, clock, transitions, provider) },
    bindings: [PAYOUT_BINDING],
    apiRoutes: (api) => payoutsRoutes(api, payoutProfiles),
  };
}
