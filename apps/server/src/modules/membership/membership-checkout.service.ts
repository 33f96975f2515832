import { membershipPlans } from "@maison/domain/cart/special-lines";
import { isAllowedAmount } from "@maison/domain/membership/plans";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { MultipassService } from "../identity/multipass.service.ts";
import { membershipErrors } from "./membership-errors.ts";
import { ONE_OFF_ATTRIBUTE } from "./membership.service.ts";

/**
 * The one-off checkout (spec 1 §7): a new cart holding one membership line at the amount, marked as a
 * single contribution, then the one-time sign-in link that lands on its hosted checkout.
 */
export class MembershipCheckoutService {
  constructor(
    private readonly db: Db,
    private readonly cart: CartService,
    private readonly multipass: MultipassService,
    private readonly includeTestPlans: boolean,
  ) {}

  async oneOff(user: { userId: string; email: string | null; isMember: boolean; isB2b: boolean }, amountDollars: number): Promise<{ checkout_web_url: string }> {
    const options = { includeTestPlans: this.includeTestPlans };
    if (!isAllowedAmount(amountDollars, "one_off", options)) throw membershipErrors.amount("Choose a one-off contribution between 50 and 5000 dollars.");
    // The cart prices membership lines from the plan variants: a one-off is the variant of that price.
    const variant = membershipPlans(options).find((p) => p.amountDollars === amountDollars && p.billingCycle !== "daily");
    if (!variant) throw membershipErrors.amount("Choose a one-off contribution of 50, 100, 250, 500, 1000, 2500 or 5000 dollars.");
    const created = await this.cart.create(
      { lines: [{ merchandiseId: variant.variantId, quantity: 1, attributes: [{ key: ONE_OFF_ATTRIBUTE, value: "one_off" }] }], buyerIdentity: { email: user.email } },
      { userId: user.userId, email: user.email, isMember: user.isMember, isB2b: user.isB2b },
    );
    if (!created.cart) throw membershipErrors.amount(created.userErrors[0]?.message ?? "This contribution cannot be bought now.");
    const token = created.cart.id;
    const link = await inTransaction(this.db, (tx) => this.multipass.issue(tx, user.userId));
    return { checkout_web_url: `${link}?return_to=${encodeURIComponent(`/checkouts/${token}`)}` };
  }
}
