import type { Actor } from "@maison/domain/actor/actor";
import { ONE_OFF_AMOUNT_ATTRIBUTE, ONE_OFF_AMOUNT_MESSAGE } from "@maison/domain/cart/one-off-contribution";
import { ONE_OFF_MEMBERSHIP_VARIANT } from "@maison/domain/cart/special-lines";
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

  async oneOff(user: { actor: Actor; userId: string; email: string | null; isMember: boolean; isB2b: boolean }, amountDollars: number): Promise<{ checkout_web_url: string }> {
    if (!isAllowedAmount(amountDollars, "one_off", { includeTestPlans: this.includeTestPlans })) throw membershipErrors.amount(ONE_OFF_AMOUNT_MESSAGE);
    // The one-off variant is priced by its line: the cart checks the amount again and charges exactly it (decision 030).
    const attributes = [
      { key: ONE_OFF_ATTRIBUTE, value: "one_off" },
      { key: ONE_OFF_AMOUNT_ATTRIBUTE, value: String(amountDollars) },
    ];
    const created = await this.cart.create(
      { lines: [{ merchandiseId: ONE_OFF_MEMBERSHIP_VARIANT.variantId, quantity: 1, attributes }], buyerIdentity: { email: user.email } },
      { actor: user.actor, userId: user.userId, email: user.email, isMember: user.isMember, isB2b: user.isB2b },
    );
    if (!created.cart) throw membershipErrors.amount(created.userErrors[0]?.message ?? "This contribution cannot be bought now.");
    const token = created.cart.id;
    const link = await inTransaction(this.db, (tx) => this.multipass.issue(tx, user.userId));
    return { checkout_web_url: `${link}?return_to=${encodeURIComponent(`/checkouts/${token}`)}` };
  }
}
