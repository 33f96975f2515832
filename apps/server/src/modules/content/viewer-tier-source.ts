/**
 * The tiers as the promotions read them: the signed-in viewer's rank and whether a special-day
 * discount is open. Membership's tiers provide it; membership needs the cart, which applies
 * content's running sale, so content declares this port and is given the tiers later (decision 038).
 */
export interface ViewerTierSource {
  tierFacts(
    userId: string,
    input: { isMember: boolean; issue: boolean },
  ): Promise<{ tier: { rank: number }; specialDiscount: object | null }>;
}
