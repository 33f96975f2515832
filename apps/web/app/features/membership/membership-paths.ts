/** The membership calls of spec 1 §7, as the browser and the loaders make them, and this feature's pages. */
export const MEMBERSHIP_API = {
  projectionNew: "/shop-plus/api/balance-projection/new/",
  projectionExisting: "/shop-plus/api/balance-projection/existing/",
  rewardsActivity: "/shop-plus/api/rewards-activity/",
  oneOffCheckout: "/shop-plus/api/checkout/oneoff/",
  isMember: "/api/v6/my-account/rewards_plus/is_member/",
  wallet: "/api/v6/my-account/rewards_plus/wallet/",
  updateContribution: "/api/v6/my-account/rewards_plus/update_monthly_contribution/",
  skip: "/api/v6/my-account/rewards_plus/skip/",
  cancel: "/api/v6/my-account/rewards_plus/cancel_subscription/",
  refund: "/api/v6/my-account/rewards_plus/refund/",
} as const;

export const MEMBERSHIP_PAGES = {
  landing: "/membership",
  account: "/my-account/membership",
  rewards: "/rewards",
} as const;

/** GET /shop-plus/api/balance-projection/new/?amount&payment_type for a plan. */
export function projectionNewPath(amount: number, paymentType: string): string {
  return `${MEMBERSHIP_API.projectionNew}?${new URLSearchParams({ amount: String(amount), payment_type: paymentType })}`;
}
