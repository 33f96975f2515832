import type { AppLoadContext } from "react-router";
import { accountNotices, type AccountNotice } from "@maison/domain/account/account-notices";
import { isMemberStatus } from "@maison/domain/membership/membership-status";
import { ConsignmentLists } from "@maison/contracts/consignment";
import { UserProfile } from "@maison/contracts/identity";
import { TicketList } from "@maison/contracts/selling";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { IDENTITY_API } from "../identity/identity-paths.ts";
import { CONSIGNMENT_API, CONSIGNMENT_PAGES } from "../consignment/consignment-paths.ts";
import { MEMBERSHIP_PAGES } from "../membership/membership-paths.ts";
import { orderDetailsPage, SELLING_API } from "../selling/selling-paths.ts";
import { spendCentsOfProfile } from "../membership/tier-progress.ts";

/**
 * One read for the notices; a call that fails leaves its notices out rather than failing the page
 * (the tab the notice is about shows the error itself).
 */
async function quietGet<T>(context: AppLoadContext, request: Request, path: string, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }): Promise<T | null> {
  try {
    const response = await context.api(path, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
    if (!response.ok) return null;
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The account's toasts (spec 1 §2) from the submissions, consignments and membership the account has. */
export async function loadAccountNotices(context: AppLoadContext, request: Request, now = new Date()): Promise<AccountNotice[]> {
  const [tickets, consignments, profile] = await Promise.all([
    quietGet(context, request, `${SELLING_API.tickets}?page=1`, TicketList),
    quietGet(context, request, CONSIGNMENT_API.lists, ConsignmentLists),
    quietGet(context, request, IDENTITY_API.profile, UserProfile),
  ]);
  if (!profile) return [];
  return accountNotices({
    now,
    items: (tickets?.tickets ?? []).flatMap((ticket) =>
      ticket.items.map((item) => ({ id: item.id, ticketId: ticket.id, title: item.title, state: item.state, expiresAt: item.expires_at, awaitingShipping: ticket.shipping === null })),
    ),
    consignments: (consignments?.active ?? []).map((c) => ({ id: c.id, title: c.title, proposedPriceCents: c.open_tweak?.state === "proposed" ? c.open_tweak.price_cents : null })),
    member: {
      isMember: isMemberStatus(profile.rewards_membership_status),
      spendCents: spendCentsOfProfile(profile.tier.spend_12m) ?? 0,
      specialDiscount: profile.tier.special_discount
        ? { percentage: profile.tier.special_discount.percentage, code: profile.tier.special_discount.code, expirationDate: profile.tier.special_discount.expiration_date }
        : null,
    },
    paths: { submission: orderDetailsPage, consignment: CONSIGNMENT_PAGES.piece, membership: MEMBERSHIP_PAGES.account, shop: "/collections/new-arrivals" },
  });
}
