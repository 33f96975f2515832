import { isMemberStatus } from "@maison/domain/membership/membership-status";
import { dollarsToCents } from "@maison/domain/money/cents";

/**
 * What the cart needs of the signed-in shopper's profile (spec 1 §3 "User"): membership, points, the
 * gift-for-you minimum and the wallet's gift-card codes. Read leniently: a field the profile does
 * not carry leaves its control off.
 */
export interface CartProfile {
  email: string;
  isMember: boolean;
  points: number;
  pointsValueCents: number;
  giftForYouMinDollars: number | undefined;
  /** Store credit and gift cards held in the wallet, as full codes (the store-credit toggle applies them). */
  walletCodes: string[];
  giftCardTotalCents: number;
  giftForYouTotalCents: number;
}

/** The account profile path (GET), the same call the header's sign-in state comes from. */
export const CART_PROFILE_PATH = "/api/v6/my-account/";

export function toCartProfile(body: unknown): CartProfile | null {
  if (typeof body !== "object" || body === null) return null;
  const p = body as Record<string, unknown>;
  if (typeof p.email !== "string") return null;
  return {
    email: p.email,
    isMember: isMemberStatus(typeof p.rewards_membership_status === "string" ? p.rewards_membership_status : null),
    points: wholeNumber(p.points),
    pointsValueCents: dollarsToCents(nonNegative(p.loyalty_points_value)),
    giftForYouMinDollars: typeof p.gfy_min_dollar_amount === "number" ? p.gfy_min_dollar_amount : undefined,
    walletCodes: [...codes(p.wallet_gift_cards), ...codes(p.rewards_gift_cards), ...codes(p.rebag_credit_gift_cards)].filter(
      (code, index, all) => all.indexOf(code) === index,
    ),
    giftCardTotalCents: dollarsToCents(nonNegative(p.user_gift_card_total)),
    giftForYouTotalCents: dollarsToCents(nonNegative(p.user_gift_card_gfy_total)),
  };
}

function nonNegative(value: unknown): number {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : 0;
}

function wholeNumber(value: unknown): number {
  return Math.floor(nonNegative(value));
}

/** A list of codes given as strings or as objects with a `code`. */
function codes(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => (typeof entry === "string" ? entry : typeof entry === "object" && entry !== null ? (entry as { code?: unknown }).code : null))
    .filter((code): code is string => typeof code === "string" && code.trim() !== "");
}
