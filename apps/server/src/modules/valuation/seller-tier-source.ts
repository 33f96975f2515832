/** What valuation needs of membership (its `TierService` answers it): the tier a user's spend earned. */
export interface SellerTierSource {
  tierOf(userId: string): Promise<{ key: string }>;
}
