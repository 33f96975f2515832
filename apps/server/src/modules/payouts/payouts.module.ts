import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { AddressService } from "../account/address.service.ts";
import { PAYOUT_BINDING } from "./payout-binding.ts";
import { PayoutProfileService } from "./payout-profile.service.ts";
import { PayoutService } from "./payout.service.ts";
import { payoutsRoutes } from "./payouts.routes.ts";
import { TestPayoutProvider } from "./test-payout-provider.ts";

export interface PayoutsModuleServices {
  payoutProfiles: PayoutProfileService;
  payouts: PayoutService;
}

/** How sellers are paid (decision 043): payout profiles and payouts through the payout port. */
export function createPayoutsModule(platform: Platform, deps: { addresses: AddressService }): AppModule<PayoutsModuleServices> {
  const { db, clock, transitions } = platform;
  const provider = new TestPayoutProvider(db, clock);
  const payoutProfiles = new PayoutProfileService(db, clock, provider, deps.addresses);
  return {
    name: "payouts",
    services: { payoutProfiles, payouts: new PayoutService(db, clock, transitions, provider) },
    bindings: [PAYOUT_BINDING],
    apiRoutes: (api) => payoutsRoutes(api, payoutProfiles),
  };
}
