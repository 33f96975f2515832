import { FLAG_KEYS } from "@maison/domain/flags/feature-flags";
import type { ShippingProtectionSwitch } from "../cart/shipping-protection-switch.ts";
import type { WholesaleMenuSwitch } from "../identity/profile.service.ts";
import type { BusinessSignupSwitch } from "../wholesale/wholesale.routes.ts";
import { flagViewerOf } from "./flag-identity.ts";
import type { FeatureFlagService } from "./feature-flags.service.ts";

/** The cart's shipping-protection switch, answered by the `shipping-protection` flag for the cart's buyer. */
export function shippingProtectionSwitch(flags: FeatureFlagService): ShippingProtectionSwitch {
  return {
    stamp: flags.stampExpression,
    isOn: (viewer, tx, stamp) => flags.isOn(FLAG_KEYS.shippingProtection, { actor: viewer.actor, userId: viewer.userId, b2b: viewer.isB2b, member: viewer.isMember, identity: null }, tx, undefined, stamp),
  };
}

/** Identity's wholesale-menu switch: the `wholesale` flag for the account whose profile is read. */
export function wholesaleMenuSwitch(flags: FeatureFlagService): WholesaleMenuSwitch {
  return {
    isOn: (account, db) =>
      flags.isOn(
        FLAG_KEYS.wholesale,
        { actor: { kind: account.isB2b ? "b2b" : "customer", id: account.userId, capabilities: [], steppedUpAt: null }, userId: account.userId, b2b: account.isB2b, member: account.isMember, identity: null },
        { db },
      ),
  };
}

/** Wholesale's business-signup switch: the `b2b` flag for the person applying. */
export function businessSignupSwitch(flags: FeatureFlagService): BusinessSignupSwitch {
  return { isOpen: (request) => flags.isOn(FLAG_KEYS.b2b, flagViewerOf(request)) };
}
