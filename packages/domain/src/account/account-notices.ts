import { formatWholeUsd, type Cents } from "../money/cents.ts";
import { expiryLabel } from "../selling/offer-expiry.ts";
import { TIERS } from "../membership/tier.ts";

/**
 * The account's toasts (spec 1 §2: "pending offer (ship your item), consignment, member earn-more",
 * with the expiry text "Expires today / in one day / in N days"), made from what the account already
 * knows, most pressing first (decision 059).
 */
export type AccountNoticeKind = "offer" | "ship" | "consignment" | "member";

export interface AccountNotice {
  kind: AccountNoticeKind;
  /** A stable key (the item, consignment or perk it is about). */
  key: string;
  text: string;
  /** "Expires today", "Expires in one day", "Expires in N days"; null when nothing expires. */
  expiry: string | null;
  /** Expires today or tomorrow. */
  urgent: boolean;
  action: { label: string; href: string };
}

/** A submitted piece as the notices need it. */
export interface NoticeSubmissionItem {
  id: string;
  ticketId: string;
  title: string;
  state: string;
  expiresAt: string | null;
  /** The ticket has no shipping chosen yet. */
  awaitingShipping: boolean;
}

export interface NoticeConsignment {
  id: string;
  title: string;
  /** The price Maison proposes, waiting for the consignor's answer; null when none is open. */
  proposedPriceCents: Cents | null;
}

export interface NoticeMember {
  isMember: boolean;
  /** Trailing 12-month spend (spec 2 §9 tiers). */
  spendCents: Cents;
  specialDiscount: { percentage: number; code: string; expirationDate: string } | null;
}

export interface NoticeFacts {
  now: Date;
  items: readonly NoticeSubmissionItem[];
  consignments: readonly NoticeConsignment[];
  member: NoticeMember | null;
  paths: { submission: (ticketId: string) => string; consignment: (id: string) => string; membership: string; shop: string };
}

const URGENT = new Set(["Expires today", "Expires in one day"]);

/** The notices at most shown at once: the most pressing. */
export const MAX_ACCOUNT_NOTICES = 3;

/** The named tiers a member climbs (Bronze and up). */
const NAMED_TIERS = TIERS.filter((tier) => tier.minSpendCents >= 500_00);

/**
 * The notices for the account, most pressing first: offers that expire soonest, pieces to ship,
 * consignment price proposals, then the member's earn-more line; at most MAX_ACCOUNT_NOTICES.
 */
export function accountNotices(facts: NoticeFacts): AccountNotice[] {
  const notices: Array<AccountNotice & { order: number }> = [];
  for (const item of facts.items) {
    if (item.state === "quoted" && item.expiresAt) {
      const expiry = expiryLabel(item.expiresAt, facts.now);
      if (!expiry) continue;
      notices.push({
        kind: "offer",
        key: `offer:${item.id}`,
        text: `Your offer for the ${item.title} is waiting. Accept it and ship your item to be paid.`,
        expiry,
        urgent: URGENT.has(expiry),
        action: { label: "See the offer", href: facts.paths.submission(item.ticketId) },
        order: new Date(item.expiresAt).getTime(),
      });
    } else if (item.state === "accepted" && item.awaitingShipping) {
      notices.push({
        kind: "ship",
        key: `ship:${item.id}`,
        text: `You accepted our offer for the ${item.title}. Ship your item: choose a prepaid label, a pickup or a boutique.`,
        expiry: null,
        urgent: false,
        action: { label: "Ship your item", href: facts.paths.submission(item.ticketId) },
        order: Number.MAX_SAFE_INTEGER - 2,
      });
    }
  }
  for (const consignment of facts.consignments) {
    if (consignment.proposedPriceCents === null) continue;
    notices.push({
      kind: "consignment",
      key: `consignment:${consignment.id}`,
      text: `We suggest a new price of ${formatWholeUsd(consignment.proposedPriceCents)} for your consigned ${consignment.title}. Tell us if you agree.`,
      expiry: null,
      urgent: false,
      action: { label: "Answer", href: facts.paths.consignment(consignment.id) },
      order: Number.MAX_SAFE_INTEGER - 1,
    });
  }
  const member = memberNotice(facts);
  if (member) notices.push(member);
  return notices
    .sort((a, b) => Number(b.urgent) - Number(a.urgent) || a.order - b.order)
    .slice(0, MAX_ACCOUNT_NOTICES)
    .map(({ order: _order, ...notice }) => notice);
}

/**
 * The member's earn-more line: their special-day discount while it lasts (with its expiry), else how
 * much more spend reaches the next tier. Nothing for non-members or at the top tier without a discount.
 */
function memberNotice(facts: NoticeFacts): (AccountNotice & { order: number }) | null {
  const member = facts.member;
  if (!member?.isMember) return null;
  const discount = member.specialDiscount;
  const expiry = discount ? expiryLabel(discount.expirationDate, facts.now) : null;
  if (discount && expiry) {
    return {
      kind: "member",
      key: `member:discount:${discount.code}`,
      text: `Members earn more: ${discount.percentage}% off your next piece with the code ${discount.code}.`,
      expiry,
      urgent: URGENT.has(expiry),
      action: { label: "Shop now", href: facts.paths.shop },
      order: new Date(discount.expirationDate).getTime(),
    };
  }
  const next = NAMED_TIERS.find((tier) => tier.minSpendCents > member.spendCents);
  if (!next) return null;
  return {
    kind: "member",
    key: `member:tier:${next.key}`,
    text: `Members earn more: spend ${formatWholeUsd(next.minSpendCents - member.spendCents)} more this year to reach ${next.name}, and its perks.`,
    expiry: null,
    urgent: false,
    action: { label: "Your membership", href: facts.paths.membership },
    order: Number.MAX_SAFE_INTEGER,
  };
}
