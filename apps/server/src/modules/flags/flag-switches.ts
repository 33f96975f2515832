import { FLAG_KEYS } from "@maison/domain/flags/feature-flags";
import type { ShippingProtectionSwitch } from "../cart/shipping-protection-switch.ts";
import type { FeatureFlagService } from "./feature-flags.service.ts";

/** The cart's shipping-protection switch, answered by the `shipping-protection` flag for the cart's buyer. */
export function shippingProtectionSwitch(flags: FeatureFlagService): ShippingProtectionSwitch {
  return {
    isOn: (viewer, tx) => flags.isOn(FLAG_KEYS.shippingProtection, { actor: viewer.actor, userId: viewer.userId, b2b: viewer.isB2b, member: viewer.isMember, identity: null }, tx),
  };
}
