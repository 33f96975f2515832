import type { ModuleSubscription } from "../../platform/modules/app-module.ts";
import type { ProfileService } from "./profile.service.ts";

/**
 * What makes an account a business (b2b) or a partner's (decisions 061, 062): an approved wholesale
 * application, and a partner's signup. Both are set in the publisher's transaction, so the approval
 * and the access commit together.
 */
export function accountKindSubscriptions(profiles: ProfileService): ModuleSubscription[] {
  return [
    {
      event: "wholesale_application.approved",
      subscriber: "identity.account-kind",
      mode: "in-transaction",
      handler: async (tx, event) => profiles.markB2b(tx, (event.payload as { user_id: string }).user_id),
    },
    {
      event: "partner.created",
      subscriber: "identity.account-kind",
      mode: "in-transaction",
      handler: async (tx, event) => profiles.markPartner(tx, (event.payload as { user_id: string }).user_id),
    },
  ];
}
